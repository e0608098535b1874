// Every answer the mock passes on from the real backend is held to the contract with the
// suite's tiers (contract/answer-tiers.ts): GET /__mock/violations lists what differed, the
// journal entry says who answered, one log line tells each new kind, and the answer itself goes
// on untouched, unless MOCK_UPSTREAM_STRICT refuses a spec break. The backend is the stand-in
// with one planted spec break: getAudioStatus leaves out audio_status.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
