// The MSW handlers (packages/msw) answer as the seeded mock does: recorded from it, by record,
// with X-Mock-Scenario read the same way.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../../packages/msw/src/create-handlers.ts';
import { recordAnswers } from '../../scripts/packages/record-answers.ts';
import { startMock } from '../../server/start-mock.ts';

const BASE = 'http://frontend.test/api';
const server = setupServer();

beforeAll(async () => {
  // under BASE only: the mock this file starts is reached by its own address
  server.use(...createHandlers(await recordAnswers(), { baseUrl: BASE }));
  server.listen({ onUnhandledFrame: 'bypass' });
});
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
});
