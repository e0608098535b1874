// Which identity a tool works on: 'master' (the author identity, artist_type 1: a master or the
// master an assistant helps) or 'collector' (artist_type 2: a collector or an institution,
// the _col and _inst screens).
import type { Me } from '#contract/entities/user.ts';

export type ToolRole = 'master' | 'collector';
export type ArtistType = 1 | 2;

export const artistTypeOf = (role: ToolRole): ArtistType => (role === 'master' ? 1 : 2);
export const roleOfArtistType = (value: string | undefined): ToolRole => (value === '2' ? 'collector' : 'master');

/** The tool's route for the role: /guanli or /guanli_col. */
export const toolRoute = (base: string, role: ToolRole) => (role === 'master' ? `/${base}` : `/${base}_col`);

/** The home the back arrow returns to. */
export const homeOf = (role: ToolRole, me: Me | null) =>
  role === 'master' ? '/home' : me?.is_collector_inst === 1 ? '/home_inst' : '/home_col';

/** Acting for another master (product §6: artist_user_id set), a master who assists one included. */
export const isAssistant = (me: Me) => me.artist_user_id !== null;
export const isMasterOrAssistant = (me: Me) => me.is_artist !== 0 || me.artist_user_id !== null;
/** Status 4 is treated as -1 (product §4). */
export const isUncertified = (status: number) => status === -1 || status === 4;

/** The identity id of the role (artist_id or collector_id). */
export const identityIdOf = (role: ToolRole, me: Me) => (role === 'master' ? me.artist_id : me.collector_id);
