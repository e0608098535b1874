// One chunk per screen, loaded on first visit. A chunk that fails or takes longer than the
// spec's 120 seconds (product §8) ends in the retry screen.
import { CHUNK_TIMEOUT_MS } from '#contract/limits.ts';

export class ChunkLoadError extends Error {
  constructor(readonly reason: 'failed' | 'timeout') {
    super(`screen chunk ${reason}`);
  }
}

export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed'));
      },
    );
  });
}
