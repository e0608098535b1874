import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itemAt } from '#contract/present.ts';
import { ApiError } from './api/client.ts';
import { startsOverPaintedScreen } from './calls-apart.ts';
import { FIRST_PAINT_DATA_ID, PRIME_WAIT_MS, primeLoad, useLoad } from './use-load.ts';

/** A load that answers when told to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLoad', () => {
  it('is loading, then ready with the data', async () => {
    const answer = deferred<string>();
    const { result } = renderHook(() => useLoad(() => answer.promise, []));
    expect(result.current).toMatchObject({ status: 'loading', loading: true, data: undefined });
    await act(async () => answer.resolve('treasure'));
    expect(result.current).toMatchObject({ status: 'ready', loading: false, data: 'treasure' });
  });

  it('fails with the server’s code and message', async () => {
    const { result } = renderHook(() => useLoad(() => Promise.reject(new ApiError(-1, 200, '暂未发布')), []));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toEqual({ code: -1, message: '暂未发布' });
  });

  it('keeps the data while a reload runs, and reload() resolves once the new data is in', async () => {
    let round = 0;
    const { result } = renderHook(() => useLoad(async () => `round ${++round}`, []));
    await waitFor(() => expect(result.current.data).toBe('round 1'));
    let reloaded!: Promise<void>;
    act(() => {
      reloaded = result.current.reload();
    });
    expect(result.current).toMatchObject({ status: 'ready', loading: true, data: 'round 1' });
    await act(() => reloaded);
    expect(result.current).toMatchObject({ status: 'ready', loading: false, data: 'round 2' });
  });

  it('drops a load that a newer one overtook, and aborts its request', async () => {
    const first = deferred<string>();
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ id }) =>
        useLoad(
          (signal) => {
            signals.push(signal);
            return id === 1 ? first.promise : Promise.resolve('two');
          },
          [id],
        ),
      {
        initialProps: { id: 1 },
      },
    );
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.data).toBe('two'));
    expect(itemAt(signals, 0).aborted).toBe(true);
    await act(async () => first.resolve('one'));
    expect(result.current.data).toBe('two');
  });

  it('over a painted screen, starts the first screen’s load in a task of its own', async () => {
    startsOverPaintedScreen();
    const load = vi.fn(() => Promise.resolve('loaded'));
    const { result } = renderHook(() => useLoad(load, []));
    expect(result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'loaded' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while there is nothing to load, and takes the screen’s own changes', async () => {
    const { result, rerender } = renderHook(
      ({ ready }) => useLoad(ready ? async () => ({ likes: 1 }) : null, [ready]),
      {
        initialProps: { ready: false },
      },
    );
    expect(result.current.loading).toBe(false);
    rerender({ ready: true });
    await waitFor(() => expect(result.current.data).toEqual({ likes: 1 }));
    act(() => result.current.setData((data) => ({ likes: data.likes + 1 })));
    expect(result.current.data).toEqual({ likes: 2 });
  });

  it('makes the screen’s own changes again on what a load that was on its way brings', async () => {
    const answer = deferred<{ liked: boolean; likes: number; saved: boolean }>();
    let round = 0;
    const { result } = renderHook(() =>
      useLoad(async () => (++round === 1 ? { liked: false, likes: 1, saved: false } : answer.promise), []),
    );
    await waitFor(() => expect(result.current.data?.likes).toBe(1));
    act(() => void result.current.reload());
    // a like while the reload is on its way; the reload answers what the server had before it
    act(() => result.current.setData((data) => ({ ...data, liked: true, likes: 2 })));
    await act(async () => answer.resolve({ liked: false, likes: 1, saved: true }));
    expect(result.current.data).toEqual({ liked: true, likes: 2, saved: true });
  });
});

describe('useLoad with a key (the server’s first paint)', () => {
  const embed = (data: Record<string, unknown>) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_PAINT_DATA_ID;
    block.textContent = JSON.stringify(data);
    document.body.append(block);
    return () => block.remove();
  };

  it('starts from the page’s data for its key (ready, not loading), then loads again in a later task', async () => {
    const remove = embed({ 'treasure:7:': { name: 'from the page' }, 'other:1': 1 });
    // a page that holds the server's data is a painted one (app/start.tsx marks it so)
    startsOverPaintedScreen();
    try {
      const answer = deferred<{ name: string }>();
      const load = vi.fn(() => answer.promise);
      const first: unknown[] = [];
      const { result } = renderHook(() => {
        const loaded = useLoad(load, [], 'treasure:7:');
        first.push(loaded.status);
        return loaded;
      });
      expect(first[0]).toBe('ready');
      expect(result.current.data).toEqual({ name: 'from the page' });
      // not in the task of the first commit's effects
      expect(load).not.toHaveBeenCalled();
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await act(async () => answer.resolve({ name: 'loaded again' }));
      expect(result.current).toMatchObject({ status: 'ready', loading: false, data: { name: 'loaded again' } });

      // the page's data is for the first screen only: the next visit of the key loads
      const again = renderHook(() => useLoad(() => new Promise(() => undefined), [], 'treasure:7:'));
      expect(again.result.current.status).toBe('loading');
    } finally {
      remove();
    }
  });

  it('loads as usual for a key the page does not hold', () => {
    const remove = embed({ 'treasure:7:': { name: 'from the page' } });
    try {
      const { result } = renderHook(() => useLoad(() => new Promise(() => undefined), [], 'treasure:8:'));
      expect(result.current.status).toBe('loading');
    } finally {
      remove();
    }
  });
});

describe('primeLoad (a static build’s first render)', () => {
  /** A page the early start is answering for: one answer waits in window.__earlyAnswers. */
  function earlyStart() {
    const page = window as unknown as { __earlyAnswers?: unknown[] };
    page.__earlyAnswers = [{ method: 'GET', url: '/api/x', body: null, headers: { lang: 'zn' } }];
    return () => delete page.__earlyAnswers;
  }

  it('starts the first render loaded, from the browser’s own answer, without loading again', async () => {
    const done = earlyStart();
    try {
      let calls = 0;
      const load = async () => `answer ${++calls}`;
      await primeLoad('master:101', load);
      const { result } = renderHook(() => useLoad(load, [], 'master:101'));
      expect(result.current).toMatchObject({ status: 'ready', loading: false, fresh: true, data: 'answer 1' });
      await act(async () => undefined);
      expect(calls).toBe(1);
      expect(result.current.data).toBe('answer 1');

      // a later visit to the same screen loads as usual
      const again = renderHook(() => useLoad(load, [], 'master:101'));
      expect(again.result.current.status).toBe('loading');
      await waitFor(() => expect(again.result.current.data).toBe('answer 2'));
    } finally {
      done();
    }
  });

  it('loads nothing on a page the early start is not answering for', async () => {
    let calls = 0;
    await primeLoad('master:102', async () => ++calls);
    expect(calls).toBe(0);
    const { result } = renderHook(() => useLoad(async () => 'own', [], 'master:102'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toBe('own'));
  });

  it('stops waiting after PRIME_WAIT_MS, and the screen takes the load on its way instead of asking again', async () => {
    vi.useFakeTimers();
    const done = earlyStart();
    try {
      const answer = deferred<string>();
      let calls = 0;
      const load = () => {
        calls++;
        return answer.promise;
      };
      const waited = primeLoad('treasure:1:', load);
      await vi.advanceTimersByTimeAsync(PRIME_WAIT_MS);
      await waited;
      vi.useRealTimers();
      const { result } = renderHook(() => useLoad(load, [], 'treasure:1:'));
      expect(result.current.status).toBe('loading');
      await act(async () => answer.resolve('late'));
      expect(result.current).toMatchObject({ status: 'ready', data: 'late' });
      expect(calls).toBe(1);

      // settled after the screen took it: nothing left for a later visit
      const again = renderHook(() => useLoad(async () => 'fresh', [], 'treasure:1:'));
      expect(again.result.current.status).toBe('loading');
      await waitFor(() => expect(again.result.current.data).toBe('fresh'));
    } finally {
      vi.useRealTimers();
      done();
    }
  });

  it('leaves a failed load to the screen, which asks again and shows what it gets', async () => {
    const done = earlyStart();
    try {
      await primeLoad('treasure:2:', () => Promise.reject(new ApiError(-1, 200, '暂未发布')));
      const { result } = renderHook(() =>
        useLoad(() => Promise.reject(new ApiError(-1, 200, '暂未发布')), [], 'treasure:2:'),
      );
      expect(result.current.status).toBe('loading');
      await waitFor(() => expect(result.current.status).toBe('failed'));
      expect(result.current.error).toEqual({ code: -1, message: '暂未发布' });
    } finally {
      done();
    }
  });
});
