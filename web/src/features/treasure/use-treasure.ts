// Loads the treasure of the page: loading, then empty (not found, nonzero code, failed load)
// or normal (product §2). Actions patch the loaded treasure (counts, like, save). Keyed, so the
// server's first paint shows it (lib/use-load.ts).
import { useCallback } from 'react';
import type { Params } from 'react-router';
import type { Treasure } from '#contract/entities/treasure.ts';
import { readQuery } from '../../lib/params.ts';
import { treasureLoadKey } from '../../lib/treasure-handover.ts';
import { primeLoad, useLoad } from '../../lib/use-load.ts';
import { loadTreasure } from './treasure-api.ts';

export type TreasureState =
  | { status: 'loading' }
  | { status: 'empty'; failure?: { reason: string; retry: () => void } }
  | { status: 'ready'; treasure: Treasure };

/** The treasure screens' `preload`: a static build's first render starts with the treasure loaded. */
export const preloadTreasure = (search: string, params: Params) => {
  const id = Number(params.id);
  const idCode = readQuery(search).id_code;
  return primeLoad(treasureLoadKey(id, idCode), (signal) => loadTreasure(id, idCode, signal));
};

export function useTreasure(id: number, idCode?: string) {
  const { data, setData, error, reload, fresh } = useLoad(
    (signal) => loadTreasure(id, idCode, signal),
    [id, idCode],
    treasureLoadKey(id, idCode),
  );
  const state: TreasureState = data
    ? { status: 'ready', treasure: data }
    : error
      ? { status: 'empty', failure: { reason: error.message, retry: () => void reload() } }
      : data === null
        ? { status: 'empty' }
        : { status: 'loading' };

  const update = useCallback(
    (patch: (treasure: Treasure) => Partial<Treasure>) =>
      setData((current) => current && { ...current, ...patch(current) }),
    [setData],
  );

  // the viewer's marks (like, favorite) and the counts, as the browser's own load gives them:
  // the server drew them for an anonymous visitor outside any sandbox
  return { state, update, marksKnown: fresh };
}
