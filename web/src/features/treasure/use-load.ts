// Loads what a satellite page shows: loading, then the data or the failure (with the server's
// message when it gave one).
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/client.ts';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; code: number; message: string }
  | { status: 'ready'; data: T };

export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller passes the dependencies of `load`
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load()
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (!live) return;
        const code = error instanceof ApiError ? error.code : 0;
        setState({ status: 'failed', code, message: error instanceof Error ? error.message : '' });
      });
    return () => {
      live = false;
    };
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const setData = useCallback(
    (patch: (data: T) => T) =>
      setState((current) => (current.status === 'ready' ? { status: 'ready', data: patch(current.data) } : current)),
    [],
  );
  return { state, reload, setData };
}
