// Loads the treasure of the page: loading, then empty (not found, nonzero code, failed load)
// or normal (product §2). Actions patch the loaded treasure (counts, like, save).
import { useCallback, useEffect, useState } from 'react';
import type { Treasure } from '#contract/entities/treasure.ts';
import { loadTreasure } from './treasure-api.ts';

export type TreasureState = { status: 'loading' } | { status: 'empty' } | { status: 'ready'; treasure: Treasure };

export function useTreasure(id: number, idCode?: string) {
  const [state, setState] = useState<TreasureState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void loadTreasure(id, idCode).then((treasure) => {
      if (live) setState(treasure ? { status: 'ready', treasure } : { status: 'empty' });
    });
    return () => {
      live = false;
    };
  }, [id, idCode]);

  const update = useCallback((patch: (treasure: Treasure) => Partial<Treasure>) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', treasure: { ...current.treasure, ...patch(current.treasure) } }
        : current,
    );
  }, []);

  return { state, update };
}
