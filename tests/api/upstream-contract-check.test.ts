// Every answer the mock passes on from the real backend is held to the contract with the
// suite's tiers (contract/answer-tiers.ts): GET /__mock/violations lists what differed, the
// journal entry says who answered, one log line tells each new kind, and the answer itself goes
// on untouched, unless MOCK_UPSTREAM_STRICT refuses a spec break. The backend is the stand-in
// with one planted spec break: getAudioStatus leaves out audio_status.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTextIdsBackend } from '../contract/text-ids-backend/server.ts';
import { EN } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { journal, lookUp, SHOWCASE, type StandIn, standIn } from '../support/pass-through.ts';

let backend: StandIn;
let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  backend = await standIn();
  [t, strict] = await Promise.all([
    createTestApp({ MOCK_UPSTREAM: `${backend.origin}/no-audio-status` }),
    createTestApp({ MOCK_UPSTREAM: `${backend.origin}/no-audio-status`, MOCK_UPSTREAM_STRICT: '1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), strict?.close()]);
  await backend?.close();
});

type Violation = {
  call: string;
  field: string;
  tier: string;
  expected: string;
  got: string;
  at: string;
  method: string;
  path: string;
  journal: { id: number; session: string | null } | null;
};
const violations = async (app: TestApp, query: Record<string, string> = {}) =>
  (await app.request.get('/__mock/violations').query(query)).body.data as {
    count: number;
    spec: number;
    mock: number;
    kinds: { call: string; field: string; tier: string; count: number }[];
    list: Violation[];
  };

async function audioStatus(app: TestApp, headers: Record<string, string> = {}) {
  const encrypted = await app.request.post('/api/common/encrypt').send({ goods_id: SHOWCASE });
  return app.request.post('/api/goods/getAudioStatus').set(headers).send({ data: encrypted.body.data.data_encrypted });
}

describe('the live contract check', () => {
  it('lists the planted break as a spec violation: call, field, tier, what the contract says, what came, when, its journal entry', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const answer = await audioStatus(t);
    expect(answer.body).toMatchObject({ code: 0, data: { audio_status_intl: 2 } });
    await expect
      .poll(async () => (await violations(t, { call: 'goods.audioStatus', tier: 'spec' })).list.length)
      .toBe(1);
    const { list } = await violations(t, { call: 'goods.audioStatus', tier: 'spec' });
    const [entry] = await journal(t, { path: 'goods/getAudioStatus' });
    expect(list[0]).toEqual({
      id: expect.any(Number),
      call: 'goods.audioStatus',
      field: 'data.audio_status',
      tier: 'spec',
      expected: 'number, required',
      got: 'nothing',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      method: 'POST',
      path: '/api/goods/getAudioStatus',
      journal: { id: entry?.id, session: null },
    });
    expect(entry?.from).toBe('upstream');
    // one log line per new kind: the same break again is counted, not logged again
    const logged = () =>
      warn.mock.calls.filter(([fields]) => (fields as { field?: string }).field === 'data.audio_status');
    expect(logged()).toHaveLength(1);
    await audioStatus(t);
    await expect
      .poll(async () => (await violations(t, { call: 'goods.audioStatus', tier: 'spec' })).list.length)
      .toBe(2);
    expect(logged()).toHaveLength(1);
    const summary = await violations(t);
    expect(summary.kinds).toContainEqual(
      expect.objectContaining({ call: 'goods.audioStatus', field: 'data.audio_status', tier: 'spec', count: 2 }),
    );
    expect(summary.spec).toBe(2);
  });

  it("reports the mock's own choices the backend does not share as mock, not spec", async () => {
    await lookUp(t, { goods_id: SHOWCASE });
    await expect.poll(async () => (await violations(t, { call: 'goods.info' })).list.length).toBeGreaterThan(0);
    const { list } = await violations(t, { call: 'goods.info' });
    expect(list.every((v) => v.tier === 'mock')).toBe(true);
    expect(list).toContainEqual(
      expect.objectContaining({ field: 'data.manufacturing_date', got: '"2020"', tier: 'mock' }),
    );
  });

  it('passes the answer on exactly as the backend sent it', async () => {
    const encrypted = await t.request.post('/api/common/encrypt').send({ goods_id: SHOWCASE });
    const body = JSON.stringify({ data: encrypted.body.data.data_encrypted });
    const direct = await fetch(`${backend.origin}/no-audio-status/api/goods/getAudioStatus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const through = await t.request
      .post('/api/goods/getAudioStatus')
      .set('content-type', 'application/json')
      .send(body);
    expect(through.status).toBe(direct.status);
    expect(through.text).toBe(await direct.text());
  });

  it('filters the counts by kind as it filters the list (?tier=, ?call=)', async () => {
    await audioStatus(t);
    await lookUp(t, { goods_id: SHOWCASE });
    await expect.poll(async () => (await violations(t, { tier: 'mock' })).kinds.length).toBeGreaterThan(0);
    const spec = await violations(t, { tier: 'spec' });
    expect(spec.kinds.length).toBeGreaterThan(0);
    expect(spec.kinds.every((kind) => kind.tier === 'spec')).toBe(true);
    expect(spec).toMatchObject({ mock: 0, count: spec.spec });
    const info = await violations(t, { call: 'goods.info' });
    expect(info.kinds.every((kind) => kind.call === 'goods.info')).toBe(true);
  });

  it('clears the list on DELETE', async () => {
    await t.request.delete('/__mock/violations');
    expect(await violations(t)).toMatchObject({ count: 0, list: [] });
  });
});

describe('MOCK_UPSTREAM_STRICT', () => {
  it("refuses a spec break with 502 and the reason, in the caller's language", async () => {
    const refused = await audioStatus(strict, EN);
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({
      code: 502,
      msg: "The backend's answer to goods.audioStatus breaks the contract: data.audio_status should be number, required, came nothing",
      data: null,
    });
    expect((await audioStatus(strict)).body.msg).toMatch(/^后端对 goods\.audioStatus 的回答不符合契约/);
    await expect.poll(async () => (await violations(strict, { tier: 'spec' })).list.length).toBeGreaterThan(0);
  });

  it('lets an answer through that differs only from the mock’s own choices', async () => {
    const found = await lookUp(strict, { goods_id: SHOWCASE });
    expect(found.status).toBe(200);
    expect(found.body.data.id).toBe(SHOWCASE);
  });
});

// The text-ids backend (tests/contract/text-ids-backend/: ids and codes as text, none as {}) with
// its switches: the live check judges its answers as the contract suite does.
describe('one judgement with the suite, on a backend of text ids (MOCK_UPSTREAM_STRICT)', () => {
  let textIds: Awaited<ReturnType<typeof startTextIdsBackend>>;
  let breaks: TestApp;
  let failing: TestApp;
  let lenient: TestApp;
  beforeAll(async () => {
    textIds = await startTextIdsBackend();
    [breaks, failing, lenient] = await Promise.all([
      createTestApp({ MOCK_UPSTREAM: `${textIds.origin}/not-found-404+liked-message`, MOCK_UPSTREAM_STRICT: '1' }),
      createTestApp({ MOCK_UPSTREAM: `${textIds.origin}/server-error`, MOCK_UPSTREAM_STRICT: '1' }),
      createTestApp({ MOCK_UPSTREAM: `${textIds.origin}/liked-message` }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([breaks?.close(), failing?.close(), lenient?.close()]);
    await textIds?.close();
  });
  const MASTER = { authorization: 'Bearer 880001', ...EN };
  /** common/encrypt then goods/like, as the treasure page likes, as the text-ids master */
  const like = async (app: TestApp, goodsId: string) => {
    const encrypted = await app.request.post('/api/common/encrypt').set(MASTER).send({ goods_id: goodsId, type: 1 });
    return app.request.post('/api/goods/like').set(MASTER).send({ data: encrypted.body.data.data_encrypted });
  };

  it('lets a treasure with no holder through: collector {} is drift, not a break', async () => {
    const found = await lookUp(breaks, { serial_number: 'ZS25A050002' });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ id: '50002', collector: {} });
    await expect.poll(async () => (await violations(breaks, { call: 'goods.info' })).list.length).toBeGreaterThan(0);
    expect((await violations(breaks, { call: 'goods.info' })).list).toContainEqual(
      expect.objectContaining({ field: 'data.collector', tier: 'mock', expected: 'null', got: '{}' }),
    );
    expect((await violations(breaks, { call: 'goods.info', tier: 'spec' })).list).toEqual([]);
  });

  it('refuses a treasure not found answered code "404": the spec’s code is -1', async () => {
    const refused = await lookUp(breaks, { serial_number: 'ZS99Z999999' }, EN);
    expect(refused.status).toBe(502);
    expect(refused.body.msg).toBe(
      `The backend's answer to goods.info breaks the contract: code should be -1 (a treasure not found), came "404"`,
    );
  });

  it('refuses a like again answered "Already liked": the spec’s words are "You have liked"', async () => {
    expect((await like(breaks, '50021')).body).toMatchObject({ code: 0 });
    const again = await like(breaks, '50021');
    expect(again.status).toBe(502);
    expect(again.body.msg).toBe(
      `The backend's answer to goods.like breaks the contract: msg should be "You have liked" (a like of a treasure it liked before), came "Already liked"`,
    );
  });

  it('without strict mode, passes the like again on and lists its words as a spec break', async () => {
    await like(lenient, '50020');
    const again = await like(lenient, '50020');
    expect(again.body).toMatchObject({ code: '10004', msg: 'Already liked' });
    await expect.poll(async () => (await violations(lenient, { tier: 'spec' })).list.length).toBe(1);
    expect((await violations(lenient, { tier: 'spec' })).list[0]).toMatchObject({
      call: 'goods.like',
      field: 'msg',
      expected: '"You have liked" (a like of a treasure it liked before)',
      got: '"Already liked"',
    });
  });

  it('names a backend’s HTTP 500 as such, in the 502 and in the violations', async () => {
    const refused = await lookUp(failing, { serial_number: 'ZS25A050001' }, EN);
    expect(refused.status).toBe(502);
    expect(refused.body.msg).toBe(
      `The backend's answer to goods.info breaks the contract: HTTP status should be below 500 (an answer, not a server failure), came 500: the backend failed (code 500, msg "Internal Server Error")`,
    );
    await expect.poll(async () => (await violations(failing, { tier: 'spec' })).list.length).toBe(1);
    expect((await violations(failing, { tier: 'spec' })).list[0]).toMatchObject({
      call: 'goods.info',
      field: 'HTTP status',
      got: '500: the backend failed (code 500, msg "Internal Server Error")',
    });
  });
});
