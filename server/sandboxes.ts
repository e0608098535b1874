// Sandboxes: a request with `X-Mock-Session: <name>` works on its own copy of the seeded
// database, with its own scenario and request journal, so that CI jobs or people demoing side by
// side do not disturb each other. A sandbox is made on first use from an in-memory image of the
// seed (built once, then copied), and goes when asked, when idle too long, or when the least
// recently used one must make room.
//
// One careless or hostile client must not break the others:
// - a request holds its sandbox's database until it has ended: a sandbox removed, reset or
//   evicted meanwhile is closed only once its last request is over, never under one;
// - room is made from sandboxes with no request running, least recently used first; when every
//   sandbox is busy, a new one is refused rather than one in use taken away;
// - a sandbox that went for want of room or use says so to its next request ("this sandbox
//   expired; it starts afresh"), so a demo never loses its data silently;
// - one client may make only so many new sandboxes a minute.
import { type Db, openDatabase, openDatabaseImage } from '../db/client.ts';
import { seedDatabase } from '../seeds/seed.ts';
import { type Deps, noScenario } from './deps.ts';
import { createJournal, type Journal, type JournalBudget } from './plugins/request-journal.ts';
import { flushReads } from './services/read-counts.ts';
import { salesmanCodeLimiter } from './services/role-applications.ts';
import { forgetTreasureContent } from './services/treasure-answer.ts';

export const SESSION_HEADER = 'x-mock-session';
export const SESSION_NAME = /^[A-Za-z0-9._-]{1,64}$/;

/** What a request sees of its sandbox: the database it started on stays its own until it ends. */
export type Sandbox = { name: string; deps: Deps; journal: Journal };

type Slot = Sandbox & { createdAt: string; lastUsed: number; running: number };

export type SandboxLimits = {
  /** how many sandboxes at once */
  max: number;
  /** one goes after this long without a request */
  idleMs: number;
  /** how many new sandboxes one client may make a minute */
  newPerMinute: number;
};

/** Why a request could not have its sandbox. */
export type SandboxRefusal = 'expired' | 'tooManyNew' | 'full';

export type Opened = { sandbox: Sandbox; release(): void } | { refusal: SandboxRefusal };

/** How many names of sandboxes that went are remembered, to tell their next request. */
const EXPIRED_KEPT = 1000;
const MINUTE_MS = 60_000;

let seedImage: Buffer | undefined;
/** The seeded database as bytes, built on the first sandbox (about a second) and kept. */
function seededImage(): Buffer {
  if (!seedImage) {
    const db = openDatabase(':memory:');
    seedDatabase(db);
    seedImage = db.$client.serialize();
    db.$client.close();
  }
  return seedImage;
}

function close(db: Db) {
  flushReads(db);
  forgetTreasureContent(db);
  db.$client.close();
}

export function createSandboxes(base: Deps, limits: SandboxLimits, budget?: JournalBudget, now = () => Date.now()) {
  const sandboxes = new Map<string, Slot>();
  const expired = new Set<string>();
  /** requests running on each database; a retired one is closed when its count falls to 0 */
  const uses = new Map<Db, number>();
  const retired = new Set<Db>();
  const madeBy = new Map<string, number[]>();

  /** A sandbox's own data, scenario and counts (wrong salesman codes): nothing of it is the shared data's. */
  const depsFor = (db: Db): Deps => ({
    ...base,
    db,
    scenario: noScenario(),
    salesmanCodeAttempts: salesmanCodeLimiter(),
    reseed: () => seedDatabase(db),
  });

  function retire(db: Db) {
    if (uses.get(db)) retired.add(db);
    else close(db);
  }

  function remove(name: string): boolean {
    const slot = sandboxes.get(name);
    if (!slot) return false;
    sandboxes.delete(name);
    slot.journal.close();
    retire(slot.deps.db);
    return true;
  }

  function expire(name: string) {
    remove(name);
    expired.add(name);
    if (expired.size > EXPIRED_KEPT) expired.delete(expired.values().next().value as string);
  }

  /** Room for one more; false when every sandbox has a request running. */
  function makeRoom(): boolean {
    for (const slot of [...sandboxes.values()])
      if (slot.running === 0 && now() - slot.lastUsed > limits.idleMs) expire(slot.name);
    while (sandboxes.size >= limits.max) {
      const idle = [...sandboxes.values()].filter((slot) => slot.running === 0);
      const [oldest] = idle.sort((a, b) => a.lastUsed - b.lastUsed);
      if (!oldest) return false;
      expire(oldest.name);
    }
    return true;
  }

  /** Whether `client` may make another sandbox this minute (and counts it when so). */
  function mayMake(client: string): boolean {
    const since = now() - MINUTE_MS;
    for (const [key, times] of madeBy) if ((times.at(-1) ?? since) <= since) madeBy.delete(key);
    const times = (madeBy.get(client) ?? []).filter((time) => time > since);
    if (times.length >= limits.newPerMinute) return false;
    madeBy.set(client, [...times, now()]);
    return true;
  }

  function make(name: string): Slot {
    const slot: Slot = {
      name,
      deps: depsFor(openDatabaseImage(seededImage())),
      journal: createJournal(budget),
      createdAt: new Date(now()).toISOString(),
      lastUsed: now(),
      running: 0,
    };
    sandboxes.set(name, slot);
    return slot;
  }

  return {
    /**
     * The sandbox `name` for one request from `client` (made when missing), held until
     * `release()`; or why not.
     */
    open(name: string, client: string): Opened {
      for (const slot of [...sandboxes.values()])
        if (slot.running === 0 && now() - slot.lastUsed > limits.idleMs) expire(slot.name);
      let slot = sandboxes.get(name);
      if (!slot) {
        if (expired.delete(name)) return { refusal: 'expired' };
        if (!mayMake(client)) return { refusal: 'tooManyNew' };
        if (!makeRoom()) return { refusal: 'full' };
        slot = make(name);
      }
      const held = slot;
      const { db } = held.deps;
      held.lastUsed = now();
      held.running += 1;
      uses.set(db, (uses.get(db) ?? 0) + 1);
      let released = false;
      return {
        sandbox: { name, deps: held.deps, journal: held.journal },
        release() {
          if (released) return;
          released = true;
          held.running -= 1;
          held.lastUsed = now();
          const left = (uses.get(db) ?? 1) - 1;
          if (left > 0) return void uses.set(db, left);
          uses.delete(db);
          if (retired.delete(db)) close(db);
        },
      };
    },
    /** Back to the seed: a fresh copy, no scenario, no wrong codes counted, an empty journal (the old copy closes when its requests end). */
    reset(name: string) {
      const slot = sandboxes.get(name);
      if (!slot) return;
      const old = slot.deps.db;
      slot.deps = depsFor(openDatabaseImage(seededImage()));
      slot.journal.clear();
      retire(old);
    },
    remove,
    list: () =>
      [...sandboxes.values()].map(({ name, createdAt, lastUsed }) => ({
        name,
        createdAt,
        lastUsedAt: new Date(lastUsed).toISOString(),
      })),
    /** Every sandbox's database (the orphan sweep and the upload quota look in all of them). */
    databases: () => [...sandboxes.values()].map((slot) => slot.deps.db),
    /** At shutdown: every database, in use or not. */
    closeAll() {
      for (const name of [...sandboxes.keys()]) remove(name);
      for (const db of retired) close(db);
      retired.clear();
    },
  };
}
export type Sandboxes = ReturnType<typeof createSandboxes>;

declare module 'fastify' {
  interface FastifyRequest {
    sandbox?: Sandbox;
  }
}
