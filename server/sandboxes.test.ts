import { afterEach, describe, expect, it } from 'vitest';
import { itemAt } from '../contract/present.ts';
import { openDatabase } from '../db/client.ts';
import { readConfig } from './config.ts';
import { type Deps, noScenario } from './deps.ts';
import { createSandboxes, type Held, type Opened, type Sandbox, type Sandboxes } from './sandboxes.ts';
import { createAttemptLimiter } from './services/attempt-limiter.ts';
import { createCipher } from './services/cipher.ts';
import { createTokens } from './services/tokens.ts';

let sandboxes: Sandboxes | undefined;
afterEach(() => sandboxes?.closeAll());

function baseDeps(): Deps {
  const config = readConfig({ NODE_ENV: 'test' });
  return {
    config,
    db: openDatabase(':memory:'),
    cipher: createCipher(config.encryptionKey),
    tokens: createTokens(config.jwtSecret, config.tokenTtl),
    scenario: noScenario(),
    salesmanCodeAttempts: createAttemptLimiter(5, 60_000),
    reseed: () => {},
  };
}

/** The sandbox opened, held as a request's handler holds it. */
const held = (opened: Opened): Held => {
  if ('refusal' in opened) throw new Error(`refused: ${opened.refusal}`);
  const taken = opened.hold();
  if (!taken) throw new Error('the sandbox just opened went');
  return taken;
};
const names = () => sandboxes?.list().map((s) => s.name);

const isOpen = (sandbox: Sandbox) => sandbox.deps.db.$client.open;

describe('createSandboxes', () => {
  it('lets a sandbox go after it has been idle too long, and tells its next request once', () => {
    let now = 0;
    sandboxes = createSandboxes(baseDeps(), { max: 10, idleMs: 60_000, newPerMinute: 100 }, undefined, () => now);
    held(sandboxes.open('old', 'a')).release();
    now = 50_000;
    held(sandboxes.open('recent', 'a')).release();
    now = 100_000;
    held(sandboxes.open('new', 'a')).release();
    expect(names()).toEqual(['recent', 'new']);
    expect(sandboxes.open('old', 'a')).toEqual({ refusal: 'expired' });
    held(sandboxes.open('old', 'a')).release();
    expect(names()).toEqual(['recent', 'new', 'old']);
  });

  it('never closes a database under a running request: removed, it closes when the request ends', () => {
    sandboxes = createSandboxes(baseDeps(), { max: 10, idleMs: 60_000, newPerMinute: 100 });
    const running = held(sandboxes.open('demo', 'a'));
    expect(sandboxes.remove('demo')).toBe(true);
    expect(isOpen(running.sandbox)).toBe(true);
    running.sandbox.deps.db.$client.prepare('select 1').get();
    running.release();
    expect(isOpen(running.sandbox)).toBe(false);
  });

  it('a reset keeps the old copy open for the requests running on it', () => {
    sandboxes = createSandboxes(baseDeps(), { max: 10, idleMs: 60_000, newPerMinute: 100 });
    const running = held(sandboxes.open('demo', 'a'));
    sandboxes.reset('demo');
    const next = held(sandboxes.open('demo', 'a'));
    expect(next.sandbox.deps.db).not.toBe(running.sandbox.deps.db);
    expect(isOpen(running.sandbox)).toBe(true);
    running.release();
    expect(isOpen(running.sandbox)).toBe(false);
    expect(isOpen(next.sandbox)).toBe(true);
    next.release();
  });

  it('makes room from idle sandboxes only, and refuses a new one when all are busy', () => {
    let now = 0;
    sandboxes = createSandboxes(baseDeps(), { max: 2, idleMs: 600_000, newPerMinute: 100 }, undefined, () => now);
    const busy = held(sandboxes.open('busy', 'a'));
    now = 1;
    held(sandboxes.open('idle', 'a')).release();
    now = 2;
    const third = held(sandboxes.open('third', 'a'));
    expect(names()).toEqual(['busy', 'third']);
    expect(isOpen(busy.sandbox)).toBe(true);
    expect(sandboxes.open('fourth', 'a')).toEqual({ refusal: 'full' });
    busy.release();
    third.release();
  });

  it('a newcomer takes the place of one of whoever holds the most, in use or not', () => {
    let now = 0;
    sandboxes = createSandboxes(baseDeps(), { max: 3, idleMs: 600_000, newPerMinute: 100 }, undefined, () => now);
    // the newcomer's sandbox is the oldest, and the greedy client's are all busy
    held(sandboxes.open('visitor', 'visitor')).release();
    now = 1;
    const open = sandboxes.open;
    const busy = ['g1', 'g2'].map((name) => held(open(name, 'greedy')));
    // `other` holds fewer than `greedy`: one of greedy's goes, the least recently used, in use as it is
    now = 2;
    held(sandboxes.open('other', 'other')).release();
    expect(names()).toEqual(['visitor', 'g2', 'other']);
    // its request goes on, on its data, and the database closes when it ends
    expect(isOpen(itemAt(busy, 0).sandbox)).toBe(true);
    itemAt(busy, 0).release();
    expect(isOpen(itemAt(busy, 0).sandbox)).toBe(false);
    itemAt(busy, 1).release();
  });

  it('a client that holds the most makes room from its own idle sandboxes, else is refused (full)', () => {
    let now = 0;
    sandboxes = createSandboxes(baseDeps(), { max: 3, idleMs: 600_000, newPerMinute: 100 }, undefined, () => now);
    held(sandboxes.open('visitor', 'visitor')).release();
    now = 1;
    held(sandboxes.open('g1', 'greedy')).release();
    now = 2;
    const busy = held(sandboxes.open('g2', 'greedy'));
    now = 3;
    // greedy already holds the most: its own idle g1 goes, not the visitor's older one
    held(sandboxes.open('g3', 'greedy')).release();
    expect(names()).toEqual(['visitor', 'g2', 'g3']);
    const busyToo = held(sandboxes.open('g3', 'greedy'));
    expect(sandboxes.open('g4', 'greedy')).toEqual({ refusal: 'full' });
    expect(names()).toEqual(['visitor', 'g2', 'g3']);
    busy.release();
    busyToo.release();
  });

  it('a sandbox named by a request whose body is still arriving is not held: it may go, and the request hears so', () => {
    let now = 0;
    sandboxes = createSandboxes(baseDeps(), { max: 1, idleMs: 600_000, newPerMinute: 100 }, undefined, () => now);
    const trickling = sandboxes.open('slow', 'slow client');
    if ('refusal' in trickling) throw new Error('refused');
    now = 1;
    held(sandboxes.open('quick', 'someone')).release();
    expect(names()).toEqual(['quick']);
    expect(trickling.hold()).toBeNull();
    // told once: its next request starts afresh
    held(sandboxes.open('slow', 'slow client')).release();
  });

  it('limits how many new sandboxes one client makes a minute', () => {
    let now = 0;
    sandboxes = createSandboxes(baseDeps(), { max: 10, idleMs: 600_000, newPerMinute: 2 }, undefined, () => now);
    held(sandboxes.open('a1', 'attacker')).release();
    held(sandboxes.open('a2', 'attacker')).release();
    expect(sandboxes.open('a3', 'attacker')).toEqual({ refusal: 'tooManyNew' });
    held(sandboxes.open('a1', 'attacker')).release();
    held(sandboxes.open('b1', 'someone else')).release();
    now = 61_000;
    held(sandboxes.open('a3', 'attacker')).release();
  });
});
