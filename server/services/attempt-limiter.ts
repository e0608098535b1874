// Counts failed guesses of something secret (a salesman's code) and stops a guesser after `max`
// within `windowMs`, so that codes cannot be tried one after another. The key says who guesses:
// a user from one client, so that a stranger's wrong guesses never lock a user out (the demo's
// personas are open to anyone). Each sandbox has limiters of its own (server/sandboxes.ts), and
// POST /__mock/reset clears them.

export type AttemptLimiter = {
  /** whether `key` has used up its failed attempts in the current window */
  blocked(key: string, now?: number): boolean;
  failed(key: string, now?: number): void;
  /** forgets every failure (a reset of the data) */
  clear(): void;
};

/** How many guessers are remembered at most: past it, those whose window has passed go, then the oldest. */
const KEPT = 10_000;

export function createAttemptLimiter(max: number, windowMs: number): AttemptLimiter {
  const failures = new Map<string, { count: number; since: number }>();
  const current = (key: string, now: number) => {
    const entry = failures.get(key);
    if (entry && now - entry.since < windowMs) return entry;
    failures.delete(key);
    return undefined;
  };
  const makeRoom = (now: number) => {
    for (const [key, entry] of failures) if (now - entry.since >= windowMs) failures.delete(key);
    for (const key of failures.keys()) {
      if (failures.size < KEPT) break;
      failures.delete(key);
    }
  };
  return {
    blocked: (key, now = Date.now()) => (current(key, now)?.count ?? 0) >= max,
    failed(key, now = Date.now()) {
      const entry = current(key, now);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (failures.size >= KEPT) makeRoom(now);
      failures.set(key, { count: 1, since: now });
    },
    clear: () => failures.clear(),
  };
}
