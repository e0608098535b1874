// Counts a user's failed guesses of something secret (a salesman's code) and stops them after
// `max` within `windowMs`, so that codes cannot be tried one after another.

export type AttemptLimiter = {
  /** whether `key` has used up its failed attempts in the current window */
  blocked(key: number, now?: number): boolean;
  failed(key: number, now?: number): void;
};

export function createAttemptLimiter(max: number, windowMs: number): AttemptLimiter {
  const failures = new Map<number, { count: number; since: number }>();
  const current = (key: number, now: number) => {
    const entry = failures.get(key);
    if (entry && now - entry.since < windowMs) return entry;
    failures.delete(key);
    return undefined;
  };
  return {
    blocked: (key, now = Date.now()) => (current(key, now)?.count ?? 0) >= max,
    failed(key, now = Date.now()) {
      const entry = current(key, now);
      if (entry) entry.count += 1;
      else failures.set(key, { count: 1, since: now });
    },
  };
}
