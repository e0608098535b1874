// One of an identity's own lists (its treasures, works or news), as the tool's role has it: loaded
// with the role's artist type, and again when the role changes.
import { apiData, type DataOf } from '../../lib/api/client.ts';
import { type Loaded, useLoad } from '../../lib/use-load.ts';
import { artistTypeOf, type ToolRole } from './role.ts';

type OwnList = 'ownerTreasures' | 'ownerNews' | 'workSubmissions';

export function useOwnList<N extends OwnList>(call: N, role: ToolRole): Loaded<DataOf<N>> {
  const artistType = artistTypeOf(role);
  return useLoad(
    () => apiData(call, { query: { artist_type: artistType } } as Parameters<typeof apiData<N>>[1]),
    [call, String(artistType)],
  );
}
