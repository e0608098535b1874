// Sandboxes: a request with `X-Mock-Session: <name>` works on its own copy of the seeded
// database, with its own scenario and request journal, so that CI jobs or people demoing side by
// side do not disturb each other. A sandbox is made on first use from an in-memory image of the
// seed (built once, then copied), and goes when asked, when idle too long, or when the least
// recently used one must make room.
//
// One careless or hostile client must not break the others:
// - a request holds its sandbox's database from when its handler starts (its body has arrived:
//   a client trickling a body holds nothing) until its answer is out: a sandbox removed, reset or
//   evicted meanwhile is closed only once its last request is over, never under one;
// - when every place is taken, a new sandbox takes the place of one of whichever client holds the
//   most (the least recently used, one with no request running first, else one in use: its
//   running requests end on its data); a client that already holds the most makes room only from
//   its own sandboxes with no request running, and is refused when all of them are busy;
// - a sandbox that went for want of room or use says so to its next request ("this sandbox
//   expired; it starts afresh"), so a demo never loses its data silently;
// - one client may make only so many new sandboxes a minute.
// A client is its address (server/client-identity.ts: behind a trusted proxy, the address that
// proxy forwards).
import { type Db, openDatabase, openDatabaseImage } from '../db/client.ts';
import { seedDatabase } from '../seeds/seed.ts';
import { type Deps, noScenario } from './deps.ts';
import { createJournal, type Journal, type JournalBudget } from './plugins/mock/request-journal.ts';
import { removeUploadsOf } from './services/orphan-uploads.ts';
import { flushReads } from './services/read-counts.ts';
import { salesmanCodeLimiter } from './services/role-applications.ts';
import { forgetTreasureContent } from './services/treasure-answer.ts';

export const SESSION_HEADER = 'x-mock-session';
export const SESSION_NAME = /^[A-Za-z0-9._-]{1,64}$/;

/** What a request sees of its sandbox: the database it started on stays its own until it ends. */
export type Sandbox = { name: string; deps: Deps; journal: Journal };

type Slot = Sandbox & {
  /** the client that made it */
  owner: string;
  createdAt: string;
  lastUsed: number;
  running: number;
};

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

/** A sandbox held by a request until `release()`. */
export type Held = { sandbox: Sandbox; release(): void };

/**
 * A request's sandbox, named and made, but not yet held: `hold()` once its handler starts
 * answers the sandbox as it is then (after a reset, the fresh copy), or null when it went since.
 */
export type Opened = { sandbox: Sandbox; hold(): Held | null } | { refusal: SandboxRefusal };

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

export function createSandboxes(base: Deps, limits: SandboxLimits, budget?: JournalBudget, now = () => Date.now()) {
  const sandboxes = new Map<string, Slot>();
  const expired = new Set<string>();
  /** requests running on each database; a retired one is closed when its count falls to 0 */
  const uses = new Map<Db, number>();
  const retired = new Set<Db>();
  const madeBy = new Map<string, number[]>();

  /** A sandbox's own data, scenario and counts (wrong salesman codes): nothing of it is the shared data's. */
  /** Closes a sandbox's database, and removes the pictures uploaded into it (its quota goes with them). */
  function close(db: Db) {
    flushReads(db);
    forgetTreasureContent(db);
    try {
      removeUploadsOf(base.config.uploadDir, db, [base.db, ...live().filter((other) => other !== db)]);
    } finally {
      db.$client.close();
    }
  }

  /** The databases open now: every sandbox's, and those that went while a request still runs on them. */
  const live = () => [...[...sandboxes.values()].map((slot) => slot.deps.db), ...retired];

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

  function expireIdle() {
    for (const slot of [...sandboxes.values()])
      if (slot.running === 0 && now() - slot.lastUsed > limits.idleMs) expire(slot.name);
  }

  /** The sandbox that makes room for one more of `client`'s, or null when `client` must wait. */
  function victimFor(client: string): Slot | null {
    const held = new Map<string, Slot[]>();
    for (const slot of sandboxes.values()) held.set(slot.owner, [...(held.get(slot.owner) ?? []), slot]);
    const most = Math.max(0, ...[...held.values()].map((slots) => slots.length));
    const mine = held.get(client)?.length ?? 0;
    // a client with the most takes from its own idle ones; the others from those who hold the most
    const candidates =
      mine >= most
        ? (held.get(client) ?? []).filter((slot) => slot.running === 0)
        : [...held.values()].filter((slots) => slots.length === most).flat();
    const [victim] = candidates.sort(
      (a, b) => Number(a.running > 0) - Number(b.running > 0) || a.lastUsed - b.lastUsed,
    );
    return victim ?? null;
  }

  /** Room for one more of `client`'s; false when it already holds the most and all of its are busy. */
  function makeRoom(client: string): boolean {
    expireIdle();
    while (sandboxes.size >= limits.max) {
      const victim = victimFor(client);
      if (!victim) return false;
      expire(victim.name);
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

  function holdSlot(held: Slot): Held {
    const { name, deps, journal } = held;
    const { db } = deps;
    held.lastUsed = now();
    held.running += 1;
    uses.set(db, (uses.get(db) ?? 0) + 1);
    let released = false;
    return {
      sandbox: { name, deps, journal },
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
  }

  function make(name: string, owner: string): Slot {
    const slot: Slot = {
      name,
      owner,
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
    /** The sandbox `name` for one request from `client` (made when missing), or why not. */
    open(name: string, client: string): Opened {
      expireIdle();
      let slot = sandboxes.get(name);
      if (!slot) {
        if (expired.delete(name)) return { refusal: 'expired' };
        if (!mayMake(client)) return { refusal: 'tooManyNew' };
        if (!makeRoom(client)) return { refusal: 'full' };
        slot = make(name, client);
      }
      const opened = slot;
      opened.lastUsed = now();
      return {
        sandbox: { name, deps: opened.deps, journal: opened.journal },
        hold: () => {
          if (sandboxes.get(name) !== opened) {
            // it went (or was replaced) before the request could start: tell it, once
            expired.delete(name);
            return null;
          }
          return holdSlot(opened);
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
    /**
     * Every sandbox's database, those that went while a request still runs on them included (the
     * orphan sweep and the upload quota look in all of them: their pictures are still on disk).
     */
    databases: live,
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
