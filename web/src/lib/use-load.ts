// The one way a screen loads what it shows: loading, then the data or the failure (the server's
// code and message when it gave one). The data stays while a reload runs, `reload()` resolves
// once the new data is in, and a load that a newer one (or leaving the screen) overtook is
// dropped and its request aborted. Shown with components/state-view.tsx.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api/client.ts';

export type LoadError = { code: number; message: string };

type Common<T> = {
  /** loading for the first time, or again after a change */
  loading: boolean;
  reload: () => Promise<void>;
  /** replaces the data (or patches it) after a change the screen made itself */
  setData: (next: T | ((data: T) => T)) => void;
};

export type Loaded<T> = Common<T> &
  (
    | { status: 'loading'; data: undefined; error: undefined }
    | { status: 'failed'; data: T | undefined; error: LoadError }
    | { status: 'ready'; data: T; error: undefined }
  );

type State<T> = { data?: T; error?: LoadError; loading: boolean };

const asLoadError = (failure: unknown): LoadError => ({
  code: failure instanceof ApiError ? failure.code : 0,
  message: failure instanceof Error ? failure.message : '',
});

/**
 * `load` gets an AbortSignal to pass to its calls; null waits (nothing to load yet). `deps` are
 * what `load` depends on: a change loads again.
 */
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<State<T>>({ loading: load !== null });
  const current = useRef(load);
  current.current = load;
  const running = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    const run = current.current;
    running.current?.abort();
    if (!run) {
      setState({ loading: false });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setState((previous) => ({ data: previous.data, loading: true }));
    try {
      const data = await run(controller.signal);
      if (!controller.signal.aborted) setState({ data, loading: false });
    } catch (failure) {
      if (!controller.signal.aborted)
        setState((previous) => ({ data: previous.data, error: asLoadError(failure), loading: false }));
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller passes the dependencies of `load`
  useEffect(() => {
    void reload();
    return () => running.current?.abort();
  }, [...deps]);

  const setData = useCallback((next: T | ((data: T) => T)) => {
    setState((previous) => {
      if (typeof next !== 'function') return { ...previous, data: next, error: undefined };
      if (previous.data === undefined) return previous;
      return { ...previous, data: (next as (data: T) => T)(previous.data) };
    });
  }, []);

  const common = { loading: state.loading, reload, setData };
  if (state.error) return { ...common, status: 'failed', data: state.data, error: state.error };
  // while a reload runs, the data shown so far stays
  if (state.data !== undefined) return { ...common, status: 'ready', data: state.data, error: undefined };
  return { ...common, status: 'loading', data: undefined, error: undefined };
}
