// Sandboxes: a request with `X-Mock-Session: <name>` works on its own copy of the seeded
// database, with its own scenario and request journal, so that CI jobs or people demoing side by
// side do not disturb each other. A sandbox is made on first use from an in-memory image of the
// seed (built once, then copied), and goes when asked, when idle too long, or when the oldest
// must make room.
import { type Db, openDatabase, openDatabaseImage } from '../db/client.ts';
import { seedDatabase } from '../seeds/seed.ts';
import { type Deps, noScenario } from './deps.ts';
import { createJournal, type Journal } from './plugins/request-journal.ts';
import { flushReads } from './services/read-counts.ts';
import { forgetTreasureContent } from './services/treasure-answer.ts';

export const SESSION_HEADER = 'x-mock-session';
export const SESSION_NAME = /^[A-Za-z0-9._-]{1,64}$/;

export type Sandbox = { name: string; deps: Deps; journal: Journal; createdAt: string; lastUsed: number };

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

export function createSandboxes(base: Deps, limits: { max: number; idleMs: number }, now = () => Date.now()) {
  const sandboxes = new Map<string, Sandbox>();

  const depsFor = (db: Db): Deps => ({ ...base, db, scenario: noScenario(), reseed: () => seedDatabase(db) });

  function remove(name: string): boolean {
    const sandbox = sandboxes.get(name);
    if (!sandbox) return false;
    sandboxes.delete(name);
    close(sandbox.deps.db);
    return true;
  }

  function makeRoom() {
    for (const sandbox of sandboxes.values()) if (now() - sandbox.lastUsed > limits.idleMs) remove(sandbox.name);
    while (sandboxes.size >= limits.max) {
      const oldest = [...sandboxes.values()].sort((a, b) => a.lastUsed - b.lastUsed)[0];
      remove(oldest.name);
    }
  }

  return {
    /** The sandbox of that name, made when missing. */
    get(name: string): Sandbox {
      let sandbox = sandboxes.get(name);
      if (!sandbox) {
        makeRoom();
        sandbox = {
          name,
          deps: depsFor(openDatabaseImage(seededImage())),
          journal: createJournal(),
          createdAt: new Date(now()).toISOString(),
          lastUsed: now(),
        };
        sandboxes.set(name, sandbox);
      }
      sandbox.lastUsed = now();
      return sandbox;
    },
    /** Back to the seed: a fresh copy, no scenario, an empty journal. */
    reset(name: string) {
      const sandbox = this.get(name);
      const old = sandbox.deps.db;
      sandbox.deps = depsFor(openDatabaseImage(seededImage()));
      sandbox.journal.clear();
      close(old);
    },
    remove,
    list: () =>
      [...sandboxes.values()].map(({ name, createdAt, lastUsed }) => ({
        name,
        createdAt,
        lastUsedAt: new Date(lastUsed).toISOString(),
      })),
    /** Every sandbox's database (the orphan sweep looks in all of them). */
    databases: () => [...sandboxes.values()].map((sandbox) => sandbox.deps.db),
    closeAll() {
      for (const name of [...sandboxes.keys()]) remove(name);
    },
  };
}
export type Sandboxes = ReturnType<typeof createSandboxes>;

declare module 'fastify' {
  interface FastifyRequest {
    sandbox?: Sandbox;
  }
}
