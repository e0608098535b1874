// The checks a home tile runs before opening its screen, in the order of product §5
// ("Master home tiles (checked in order)"), and the same checks for the collector and
// institution homes with the role rules of product §6. Pure, so every gate is tested in order.
import type { Me } from '#contract/entities/user.ts';

export type HomeKind = 'master' | 'collector' | 'institution';

export type Verdict =
  | { kind: 'login' }
  | { kind: 'openInApp' }
  /** the session is still loading the user */
  | { kind: 'wait' }
  | { kind: 'notMaster' }
  | { kind: 'notCollector' }
  | { kind: 'notInstitution' }
  /** a collection institution on the collector home: its own home is /home_inst */
  | { kind: 'isInstitution' }
  | { kind: 'completeInfo' }
  | { kind: 'sign' }
  | { kind: 'info' }
  | { kind: 'go' };

export type TileRule = {
  /** tiles 1 (info edit) and 5 (authorisation) open before certification */
  openUncertified?: boolean;
  /** the signature tile itself, where the signature prompt would only send the user back */
  isSignature?: boolean;
  /** the info tile itself */
  isInfo?: boolean;
};

export type GateContext = { token: string | null; me: Me | null; inMessagingApp: boolean };

/** Acting for another master (product §6: artist_user_id set), a master who assists one included. */
export const isAssistant = (me: Me) => me.artist_user_id !== null;
export const isMasterOrAssistant = (me: Me) => me.is_artist !== 0 || me.artist_user_id !== null;
/** Status 4 is treated as -1 (product §4). */
export const isUncertified = (status: number) => status === -1 || status === 4;

export function tileVerdict(home: HomeKind, { token, me, inMessagingApp }: GateContext, tile: TileRule = {}): Verdict {
  if (!token) return { kind: 'login' };
  if (!inMessagingApp) return { kind: 'openInApp' };
  if (!me) return { kind: 'wait' };

  if (home === 'master') {
    if (!isMasterOrAssistant(me)) return { kind: 'notMaster' };
    const uncertified = isUncertified(me.artist.status) || me.artist_id === null;
    // Tiles 1 and 5 open without the prompts below: /sign is itself closed until certification.
    if (uncertified) return tile.openUncertified ? { kind: 'go' } : { kind: 'completeInfo' };
  } else {
    if (me.collector_id === null) return { kind: home === 'collector' ? 'notCollector' : 'notInstitution' };
    if (home === 'collector' && me.is_collector_inst === 1) return { kind: 'isInstitution' };
    if (home === 'institution' && me.is_collector_inst !== 1) return { kind: 'notInstitution' };
  }

  // The prompts (a master's own signature and information). An assistant works with the
  // master's; the collector homes carry the collector identity, whose info the me call does
  // not show, so only the signature prompt applies there.
  if (home === 'master' && isAssistant(me)) return { kind: 'go' };
  if (home !== 'master') return { kind: 'go' };
  if (!tile.isSignature && (!me.artist.signs.sign || !me.artist.sign_password)) return { kind: 'sign' };
  if (!tile.isInfo && !me.infoStatus && (!me.artist.birthday || me.artist.gender === null)) return { kind: 'info' };
  return { kind: 'go' };
}
