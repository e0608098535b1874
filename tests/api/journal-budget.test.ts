// The request journals' memory: a long body is kept as its start, marked as cut, and all the
// journals (the shared one and every sandbox's) share one budget, the oldest entries going first.
import { afterEach, describe, expect, it } from 'vitest';
import { itemAt } from '#contract/present.ts';
import { JOURNAL_BODY_KEEP } from '../../server/plugins/mock/request-journal.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const as = (session?: string) => (session ? { 'x-mock-session': session } : {});
const post = (app: TestApp, body: unknown, session?: string) =>
  app.request
    .post('/api/goods/getHelpInfoConfig')
    .set(as(session))
    .send(body as object);
const journal = async (app: TestApp, session?: string) =>
  (await app.request.get('/__mock/requests').set(as(session))).body.data.list as { body: unknown }[];

describe('the request journal', () => {
  it('keeps a long body as its start, marked as cut with its size', async () => {
    t = await createTestApp();
    const filler = 'x'.repeat(200_000);
    await post(t, { filler, goods_id: 1 });
    await post(t, { small: 'kept whole' });
    const entries = await journal(t);
    const [small, long] = [itemAt(entries, 0), itemAt(entries, 1)];
    expect(small.body).toEqual({ small: 'kept whole' });
    const cut = long.body as { cut: boolean; bytes: number; start: string };
    expect(cut.cut).toBe(true);
    expect(cut.bytes).toBe(JSON.stringify({ filler, goods_id: 1 }).length);
    expect(cut.start.length).toBe(JOURNAL_BODY_KEEP);
    expect(cut.start.startsWith('{"filler":"xxx')).toBe(true);
  });

  it('all journals share one budget: entries of a sandbox push out the oldest of the shared journal', async () => {
    // about 40 KB: four entries with a cut body (4 KB of it, 4 KB of the answer's Chinese)
    t = await createTestApp({ MOCK_JOURNAL_MB: '0.04' });
    const long = { filler: 'y'.repeat(50_000) };
    for (let i = 0; i < 3; i++) await post(t, long);
    expect(await journal(t)).toHaveLength(3);
    for (let i = 0; i < 10; i++) await post(t, long, 'busy');
    const shared = await journal(t);
    const sandbox = await journal(t, 'busy');
    expect(shared).toHaveLength(0);
    expect(sandbox.length).toBeGreaterThan(0);
    expect(sandbox.length).toBeLessThan(10);
  });
});

describe('GET /__mock/memory', () => {
  it("tells the server's memory and what the journals and sandboxes hold", async () => {
    t = await createTestApp();
    await post(t, { a: 1 });
    await post(t, { a: 2 }, 'one');
    const { body } = await t.request.get('/__mock/memory');
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ journalEntries: 2, sandboxes: 1 });
    expect(body.data.journalBytes).toBeGreaterThan(0);
    expect(body.data.heapUsed).toBeGreaterThan(0);
    expect(body.data.rss).toBeGreaterThan(body.data.heapUsed);
    // the test's Node runs without --expose-gc: the figures are then taken without a collection
    expect(body.data.collected).toBe(typeof (globalThis as { gc?: unknown }).gc === 'function');
  });
});
