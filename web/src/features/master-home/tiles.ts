// The tiles of each home, in the order of product §2 ("Master home"): 1 celebrity
// authentication and info edit, 2 publish works, 3 news, 4 management, 5 account
// authorisation (not for assistants), 6 signature settings (not for assistants), 7 AI voice,
// then the 3D treasure tile. The collector and institution homes open the _col / _inst screens.
import type { Me } from '#contract/entities/user.ts';
import { screenUrl } from '../../lib/params.ts';
import type { IconName } from './icons.tsx';
import type { HomeKind, TileRule } from './tile-gates.ts';

export type TileKey = 'info' | 'publish' | 'news' | 'manage' | 'authorise' | 'sign' | 'voice' | 'threeD' | 'salesman';

export type Tile = {
  key: TileKey;
  icon: IconName;
  rule: TileRule;
  hiddenForAssistant?: boolean;
  /** where the tile goes once its checks pass */
  to: (me: Me) => string;
};

/** The identity a home works on: the author's on /home, the collector's on the others. */
export const identityOf = (kind: HomeKind, me: Me) => (kind === 'master' ? me.artist_id : me.collector_id);

const suffix = (kind: HomeKind) => (kind === 'master' ? '' : '_col');
const artistType = (kind: HomeKind) => (kind === 'master' ? 1 : 2);

export function tilesOf(kind: HomeKind): Tile[] {
  const s = suffix(kind);
  const tiles: Tile[] = [
    { key: 'info', icon: 'info', rule: { openUncertified: true, isInfo: true }, to: () => `/masterinfo${s}` },
    { key: 'publish', icon: 'publish', rule: {}, to: () => `/renzhen${s}` },
    { key: 'news', icon: 'news', rule: {}, to: () => `/xinwen${s}` },
    { key: 'manage', icon: 'manage', rule: {}, to: () => `/guanli${s}` },
    {
      key: 'authorise',
      icon: 'authorise',
      rule: { openUncertified: true },
      hiddenForAssistant: true,
      to: () => `/shouquan${s}`,
    },
    { key: 'sign', icon: 'sign', rule: { isSignature: true }, hiddenForAssistant: true, to: () => `/sign${s}` },
    {
      key: 'voice',
      icon: 'voice',
      rule: {},
      to: (me) => screenUrl(`/aiyuyin/${identityOf(kind, me) ?? 0}`, { artistType: artistType(kind) }),
    },
    { key: 'threeD', icon: 'threeD', rule: {}, to: () => screenUrl('/apply3D', { artistType: artistType(kind) }) },
  ];
  if (kind !== 'master') {
    tiles.push({
      key: 'salesman',
      icon: 'salesman',
      rule: { openUncertified: true },
      to: () => (kind === 'institution' ? '/banding_inst' : '/banding_col'),
    });
  }
  return tiles;
}

/** Where the signature and info prompts send the user from each home. */
export const signRoute = (kind: HomeKind) => `/sign${suffix(kind)}`;
export const infoRoute = (kind: HomeKind) => `/masterinfo${suffix(kind)}`;
export const becomeRoute: Record<HomeKind, string> = {
  master: '/robot',
  collector: '/robot_col',
  institution: '/robot_inst',
};
