// What the journals hold in memory: only the entries they list, as text. Checked by whether what
// a call sent can still be reached after a full collection (a WeakRef to it), not by sizes.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  createJournal,
  createJournalBudget,
  JOURNAL_SIZE,
  type Journal,
  type JournalFields,
  stringBytes,
} from './request-journal.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const call = (body: unknown, answerText: string | null = null): JournalFields => ({
  at: new Date(0).toISOString(),
  method: 'POST',
  url: '/api/goods/getHelpInfoConfig',
  path: 'goods/getHelpInfoConfig',
  query: {},
  body,
  persona: null,
  status: 200,
  code: 0,
  msg: 'success',
  ms: 1,
  answerText,
  answerCut: null,
});

/**
 * Adds `count` calls with the bodies `bodyOf` makes, and answers a weak reference to each body.
 * (In a function of its own: the test's suspended async frame would keep the last one.)
 */
function addCalls(journal: Journal, count: number, bodyOf: (i: number) => object) {
  const refs: WeakRef<object>[] = [];
  for (let i = 0; i < count; i++) {
    const body = bodyOf(i);
    refs.push(new WeakRef(body));
    journal.add(call(body, `{"code":0,"msg":"success","data":{"i":${i}}}`));
  }
  return refs;
}

/** 4 KB of JSON: nested empty arrays, hundreds of KB as objects. */
const nested = () => ({ filler: Array.from({ length: 1300 }, () => [[]]) });

/** How many of these are still reachable after a full collection (a WeakRef holds its target until the task ends). */
const alive = async (refs: WeakRef<object>[]) => {
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  return refs.filter((ref) => ref.deref() !== undefined).length;
};

describe('a request journal in memory', () => {
  it('keeps a body as its JSON text, never the objects the request was parsed into', async () => {
    const journal = createJournal();
    const refs = addCalls(journal, 3, nested);
    expect(await alive(refs)).toBe(0);
    const [listed] = journal.list({});
    expect(listed?.body).toMatchObject({ cut: true, start: expect.stringMatching(/^\{"filler":\[\[\[\]\],\[\[\]\]/) });
  });

  it('lets go of the entries past its 500, and so does the budget they share', async () => {
    const budget = createJournalBudget(Number.POSITIVE_INFINITY);
    const journal = createJournal(budget);
    const refs = addCalls(journal, JOURNAL_SIZE * 3, (i) => ({ i }));
    expect(journal.list({})).toHaveLength(JOURNAL_SIZE);
    expect(budget.entries()).toBe(JOURNAL_SIZE);
    expect(await alive(refs)).toBe(0);
  });

  it('counts an entry by what its texts weigh: two bytes a character once one is beyond Latin-1', () => {
    const budget = createJournalBudget(Number.POSITIVE_INFINITY);
    const journal = createJournal(budget);
    journal.add(call({ name: 'a'.repeat(3000) }));
    const latin = budget.used();
    journal.clear();
    expect(budget.used()).toBe(0);
    journal.add(call({ name: '李'.repeat(3000) }));
    expect(budget.used() - latin).toBeGreaterThanOrEqual(3000 * 2 - 3000);
    expect(stringBytes('李'.repeat(10))).toBe(16 + 20);
    expect(stringBytes('é'.repeat(10))).toBe(16 + 10);
  });

  it('a shared budget pushes out the oldest entries of every journal, and a cleared journal frees its share', () => {
    const first = createJournal(createJournalBudget(0));
    first.add(call({}));
    expect(first.list({})).toHaveLength(0);

    const budget = createJournalBudget(20_000);
    const shared = createJournal(budget);
    const sandbox = createJournal(budget);
    for (let i = 0; i < 10; i++) shared.add(call({ filler: 'x'.repeat(3000) }));
    const sharedKept = shared.list({}).length;
    expect(budget.used()).toBeLessThanOrEqual(20_000);
    for (let i = 0; i < 10; i++) sandbox.add(call({ filler: 'y'.repeat(3000) }));
    expect(shared.list({})).toHaveLength(0);
    expect(sandbox.list({})).toHaveLength(sharedKept);
    sandbox.close();
    expect(budget.used()).toBe(0);
    expect(budget.entries()).toBe(0);
  });
});
