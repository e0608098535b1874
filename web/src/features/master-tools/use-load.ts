// Loads a screen's data and keeps it: loading, failed (with its message), loaded; reload after
// a change.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/client.ts';

export type Load<T> = {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
  setData: (data: T) => void;
};

export function useLoad<T>(load: (() => Promise<T>) | null, key: string): Load<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(Boolean(load));
  const current = useRef(load);
  current.current = load;
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const run = current.current;
    if (!run) return;
    const mine = ++generation.current;
    setLoading(true);
    try {
      const next = await run();
      if (mine !== generation.current) return;
      setData(next);
      setError(null);
    } catch (failure) {
      if (mine !== generation.current) return;
      setError(
        failure instanceof ApiError && !failure.handled
          ? failure.message
          : failure instanceof Error
            ? failure.message
            : '',
      );
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller passes the dependencies of `load`
  useEffect(() => {
    void reload();
  }, [reload, key]);

  return { data, error, loading, reload, setData };
}
