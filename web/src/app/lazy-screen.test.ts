import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS } from '#contract/limits.ts';
import { ChunkLoadError, withTimeout } from './lazy-screen.ts';

afterEach(() => vi.useRealTimers());

describe('a screen chunk: loaded, failed or timed out (product §8: 120 seconds)', () => {
  it('answers the chunk when it arrives in time', async () => {
    const screen = { default: () => null };
    await expect(withTimeout(Promise.resolve(screen), 50)).resolves.toBe(screen);
  });

  it('a ChunkLoadError (timeout) once the time is up', async () => {
    const never = new Promise<never>(() => undefined);
    const error = await withTimeout(never, 20).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
  });

  it('a ChunkLoadError (failed) when the chunk cannot be fetched', async () => {
    const error = await withTimeout(
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      1000,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('failed');
  });

  it('waits 120 seconds by default', async () => {
    vi.useFakeTimers();
    let settled: unknown = 'pending';
    withTimeout(new Promise(() => undefined)).catch((error: ChunkLoadError) => (settled = error.reason));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('timeout');
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('a chunk that arrives after the timeout changes nothing', async () => {
    let arrive!: (value: string) => void;
    const late = new Promise<string>((resolve) => (arrive = resolve));
    vi.useFakeTimers();
    const result = withTimeout(late, 10).catch((error: ChunkLoadError) => error.reason);
    await vi.advanceTimersByTimeAsync(10);
    arrive('late');
    expect(await result).toBe('timeout');
  });
});
