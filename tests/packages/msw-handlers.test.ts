// The MSW handlers (packages/msw) answer as the seeded mock does: recorded from it, by record,
// in the caller's language, with X-Mock-Scenario read the same way; a test steers one call with
// `override()`, and the stateful mode keeps likes, saves and follows as the mock does.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../contract/endpoints.ts';
import { createHandlers } from '../../packages/msw/src/create-handlers.ts';
import { createOverride, type Override } from '../../packages/msw/src/override.ts';
import type { Records } from '../../packages/msw/src/records.ts';
import { recordAnswers } from '../../scripts/packages/record-answers.ts';
import { startMock } from '../../server/start-mock.ts';

const BASE = 'http://frontend.test/api';
const server = setupServer();
let records: Records;
/** The seeded handlers under BASE only: the mock this file starts is reached by its own address. */
const seeded = (options = {}) => createHandlers(records, { baseUrl: BASE, ...options });

beforeAll(async () => {
  records = await recordAnswers();
  server.listen({ onUnhandledFrame: 'bypass' });
});
// each test starts from the seeded handlers, without the overrides or the state of another
afterEach(() => server.resetHandlers(...seeded()));
afterAll(() => server.close());

async function call(path: string, init: RequestInit = {}) {
  const answer = await fetch(`${BASE}/${path}`, init);
  return { status: answer.status, body: await answer.json() };
}

async function lookup(fields: object, headers: Record<string, string> = {}) {
  const encrypted = await call('common/encrypt', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  const data = encodeURIComponent(encrypted.body.data.data_encrypted);
  return call(`goods/info?data=${data}`, { headers });
}

describe('MSW handlers from the seed', () => {
  beforeAll(() => server.resetHandlers(...seeded()));

  it('answer each treasure by its code, hash or id, not the showcase for all', async () => {
    const showcase = await lookup({ serial_number: 'WC202600001' });
    expect(showcase.body).toMatchObject({ code: 0, data: { id: 1, serial_number: 'WC202600001' } });
    const second = await lookup({ uuid: '89641f5460a42031d02c0a995c107f96' });
    expect(second.body).toMatchObject({ code: 0, data: { id: 2, serial_number: 'WC202600002' } });
    expect((await lookup({ goods_id: 3 })).body.data.id).toBe(3);
    expect((await lookup({ serial_number: 'wc202600005' })).body.data.id).toBe(5);
  });

  it("answer the mock's not found for an unknown or unpublished treasure, in the caller's language", async () => {
    const mock = await startMock();
    try {
      const fromMock = async (lang: string) => {
        const encrypt = await fetch(`${mock.url}/api/common/encrypt`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ serial_number: 'WC299999999' }),
        });
        const data = encodeURIComponent((await encrypt.json()).data.data_encrypted);
        return (await fetch(`${mock.url}/api/goods/info?data=${data}`, { headers: { lang } })).json();
      };
      for (const lang of ['zn', 'en']) {
        const unknown = await lookup({ serial_number: 'WC299999999' }, { lang });
        expect(unknown).toEqual({ status: 200, body: await fromMock(lang) });
        expect(unknown.body.code).toBe(-1);
      }
    } finally {
      await mock.close();
    }
    const hidden = await lookup({ serial_number: 'WC202600009' }, { lang: 'en' });
    expect(hidden).toMatchObject({ status: 200, body: { code: -1, data: null } });
    expect((await call('goods/summary/999999')).body).toMatchObject({ code: -1, data: null });
  });

  it('refuse garbled encrypted data with code 400', async () => {
    const answer = await call('goods/info?data=garbage', { headers: { lang: 'en' } });
    expect(answer.body).toMatchObject({ code: 400, data: null });
    expect(answer.body.msg).toMatch(/encrypted/i);
  });

  it('answer the satellite pages and derivative items by their record', async () => {
    expect((await call('goods/summary/2')).body.data).toMatchObject({ id: 2, serial_number: 'WC202600002' });
    expect((await call('goodsder/info?serial_number=DV0001')).body).toMatchObject({ code: 0 });
  });

  it('answer the other calls with the seeded success answer', async () => {
    const help = await call('goods/getHelpInfoConfig', { method: 'POST' });
    expect(help.body.code).toBe(0);
  });

  it('play X-Mock-Scenario as the mock does', async () => {
    const maintenance = await lookup({ serial_number: 'WC202600001' }, { 'x-mock-scenario': 'code=-100', lang: 'en' });
    expect(maintenance).toMatchObject({ status: 200, body: { code: -100, data: null } });
    expect(maintenance.body.msg).toMatch(/maintenance/i);
    const status = await call('goods/summary/1', { headers: { 'x-mock-scenario': 'status=503, msg=down' } });
    expect(status).toEqual({ status: 503, body: { code: 503, msg: 'down', data: null } });
    const bad = await call('goods/summary/1', { headers: { 'x-mock-scenario': 'nonsense' } });
    expect(bad).toMatchObject({ status: 200, body: { code: 400 } });
    await expect(fetch(`${BASE}/goods/summary/1`, { headers: { 'x-mock-scenario': 'fault=reset' } })).rejects.toThrow();
    const garbage = await fetch(`${BASE}/goods/summary/1`, { headers: { 'x-mock-scenario': 'fault=garbage' } });
    await expect(garbage.json()).rejects.toThrow();
  });

  it('answer every call in the caller’s language, not the mock’s Chinese', async () => {
    const like = (headers: Record<string, string>) =>
      call('goods/like', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
    expect((await like({ lang: 'en' })).body).toMatchObject({ code: 0, msg: 'Like success' });
    expect((await like({ 'accept-language': 'en-US,en;q=0.9' })).body.msg).toBe('Like success');
    expect((await like({ lang: 'zn' })).body.msg).toBe('点赞成功');
    expect((await like({})).body.msg).toBe('点赞成功');
    const bad = await call('goods/summary/1', { headers: { 'x-mock-scenario': 'code=-100', lang: 'en' } });
    expect(bad.body.msg).not.toMatch(/[\u4e00-\u9fff]/);
    // every recorded success has both languages, and English ones hold no Chinese
    for (const answer of records.answers)
      expect(answer.msg.en, JSON.stringify(answer.msg)).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('override(): one call answers otherwise, in a test', () => {
  const override = <N extends EndpointName>(name: N, answer: Override<N>) =>
    createOverride(records, name, answer, { baseUrl: BASE });

  it('a success with other data: the envelope and the call’s message made in the caller’s language', async () => {
    server.use(override('masterSearch', { data: { list: [], total: 0 } }));
    expect((await call('artist/search?name=李明', { headers: { lang: 'en' } })).body).toEqual({
      code: 0,
      msg: 'success',
      data: { list: [], total: 0 },
    });
    server.use(override('like', { data: { is_like: 1, total_like_num: 7 } }));
    const like = await call('goods/like', { method: 'POST', headers: { lang: 'en' } });
    expect(like.body).toEqual({ code: 0, msg: 'Like success', data: { is_like: 1, total_like_num: 7 } });
  });

  it('a refusal with the mock’s message, for a number of calls, then the seed again', async () => {
    server.use(override('treasureSummary', { code: -100, times: 1 }));
    const summary = async () => (await call('goods/summary/2', { headers: { lang: 'en' } })).body;
    expect(await summary()).toMatchObject({ code: -100, msg: expect.stringMatching(/maintenance/i), data: null });
    expect(await summary()).toMatchObject({ code: 0, data: { id: 2 } });
  });

  it('keeps to its call: goods/info’s lookup and purchase-request id are apart', async () => {
    server.use(override('applyBuyId', { data: { apply_buy_id: 42 } }));
    expect((await call('goods/info?goods_id=1')).body.data).toEqual({ apply_buy_id: 42 });
    expect((await lookup({ serial_number: 'WC202600002' })).body.data.id).toBe(2);
  });

  it('plays latency and faults as X-Mock-Scenario does', async () => {
    server.use(override('share', { fault: 'reset' }));
    await expect(fetch(`${BASE}/goods/share/1`)).rejects.toThrow();
    server.resetHandlers(...seeded());
    server.use(override('helpConfig', { status: 503, msg: 'down' }));
    expect(await call('goods/getHelpInfoConfig', { method: 'POST' })).toEqual({
      status: 503,
      body: { code: 503, msg: 'down', data: null },
    });
  });
});

describe('the stateful mode, per set of handlers', () => {
  const post = (path: string, body: object, lang = 'en') =>
    call(path, { method: 'POST', headers: { 'content-type': 'application/json', lang }, body: JSON.stringify(body) });
  const sealed = async (fields: object) => (await post('common/encrypt', fields)).body.data.data_encrypted as string;

  it('counts a like once, then answers “You have liked”, and the lookup shows it', async () => {
    server.resetHandlers(...seeded({ stateful: true }));
    const before = (await lookup({ goods_id: 3 })).body.data;
    const data = await sealed({ goods_id: 3, type: 1 });
    const first = await post('goods/like', { data });
    expect(first.body).toEqual({
      code: 0,
      msg: 'Like success',
      data: { is_like: 1, total_like_num: before.view.total_like_num + 1 },
    });
    const again = await post('goods/like', { data });
    expect(again.body).toEqual({ code: 409, msg: 'You have liked', data: null });
    const after = (await lookup({ goods_id: 3 })).body.data;
    expect(after).toMatchObject({ is_like: 1, view: { total_like_num: before.view.total_like_num + 1 } });
  });

  it('toggles a save and a follow, form-encoded too, each set of handlers from the seed', async () => {
    server.resetHandlers(...seeded({ stateful: true }));
    const saved = await post('goods/editSave', { goods_id: 2 });
    expect(saved.body).toMatchObject({ code: 0, msg: 'Collection success', data: { save_status: 1 } });
    const unsaved = await call('goods/editSave', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' },
      body: 'goods_id=2',
    });
    expect(unsaved.body).toMatchObject({ code: 0, msg: 'Cancel success', data: { save_status: 0 } });
    expect((await post('artist/editFollow', { artist_id: 104 })).body.data).toEqual({ follow_status: 1 });
    expect((await post('artist/getFollowStatus', { artist_id: 104 })).body.data).toEqual({ follow_status: 1 });
    expect((await post('artist/editFollow', { artist_id: 104 }, 'zn')).body).toMatchObject({ msg: '取消成功' });
    // another set of handlers keeps its own state
    server.resetHandlers(...seeded({ stateful: true }));
    expect((await post('artist/getFollowStatus', { artist_id: 104 })).body.data).toEqual({ follow_status: 0 });
    const data = await sealed({ goods_id: 3, type: 1 });
    expect((await post('goods/like', { data })).body.code).toBe(0);
  });

  it('is off unless asked: the seeded handlers answer every like alike', async () => {
    const data = await sealed({ goods_id: 3, type: 1 });
    expect((await post('goods/like', { data })).body.code).toBe(0);
    expect((await post('goods/like', { data })).body.code).toBe(0);
  });
});
