// Who may drive the mock's controls: whoever holds the token, from wherever (no header a client
// writes, no address a tunnel hands on, counts for it), or anyone with MOCK_CONTROLS=open;
// nobody cross-site (a POST must be JSON); and the journal never shows the token.
import { hostname } from 'node:os';
import type { Response } from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientAddress } from '../../server/client-identity.ts';
import { CHINESE, controlRefused, EN, rows } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, loginAs } from '../support/session.ts';

const TOKEN = 'a-token-for-the-demo-controls';
const REMOTE = '203.0.113.5';
let t: TestApp;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp({ MOCK_CONTROLS_TOKEN: TOKEN });
  visitor = await loginAs(t, 'demo-visitor');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.request.post('/__mock/reset').send({});
});

type Inject = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
};
/** A request as another host would send it (supertest always comes from 127.0.0.1). */
async function fromAfar({ method, url, headers = {}, payload }: Inject, remoteAddress = REMOTE) {
  const res = await t.app.inject({ method, url, headers: { lang: 'en', ...headers }, payload, remoteAddress });
  return { status: res.statusCode, body: res.json() } as unknown as Response;
}
const json = { 'content-type': 'application/json' };
const save = () => t.request.post('/api/goods/editSave').set(auth(visitor)).set(EN).send({ goods_id: 1 });
const maintenance = async () => (await t.request.get('/__mock/scenario')).body.data.maintenance as boolean;

describe('without the token', () => {
  it('from another host every control is refused (403) and nothing changes', async () => {
    await save();
    const locked = /open the link with mock_token/;
    controlRefused(await fromAfar({ method: 'POST', url: '/__mock/reset', headers: json, payload: '{}' }), 403, locked);
    controlRefused(
      await fromAfar({ method: 'PUT', url: '/__mock/scenario', headers: json, payload: '{"maintenance":true}' }),
      403,
      locked,
    );
    controlRefused(await fromAfar({ method: 'GET', url: '/__mock/requests' }), 403, locked);
    controlRefused(await fromAfar({ method: 'GET', url: '/__mock/sessions' }), 403, locked);
    controlRefused(
      await fromAfar({ method: 'POST', url: '/__mock/pay/AV1', headers: json, payload: '{"result":"success"}' }),
      403,
    );
    expect(rows(t, 'saves')).toBe(1);
    expect(await maintenance()).toBe(false);
  });

  it('a wrong token is refused; the right one, as a header or in the query, works', async () => {
    const put = (headers: Record<string, string>) =>
      fromAfar({
        method: 'PUT',
        url: '/__mock/scenario',
        headers: { ...json, ...headers },
        payload: '{"maintenance":true}',
      });
    controlRefused(await put({ 'x-mock-token': `${TOKEN}x` }), 403);
    expect(await maintenance()).toBe(false);
    expect((await put({ 'x-mock-token': TOKEN })).body).toMatchObject({ code: 0, data: { maintenance: true } });
    const journal = await fromAfar({ method: 'GET', url: `/__mock/requests?mock_token=${TOKEN}` });
    expect(journal).toMatchObject({ status: 200, body: { code: 0 } });
  });

  it("the app's own calls stay open, with a sandbox of their own (X-Mock-Session)", async () => {
    const help = await fromAfar({
      method: 'POST',
      url: '/api/goods/getHelpInfoConfig',
      headers: { 'x-mock-session': 'phone-1' },
    });
    expect(help).toMatchObject({ status: 200, body: { code: 0 } });
  });

  it('a forwarded address counts only when a proxy on this machine forwards it', () => {
    const req = (remoteAddress: string, forwarded?: string) => ({
      socket: { remoteAddress },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    });
    expect(clientAddress(req('127.0.0.1') as never, false)).toBe('127.0.0.1');
    expect(clientAddress(req('127.0.0.1', REMOTE) as never, false)).toBe(REMOTE);
    expect(clientAddress(req('::1', `10.0.0.1, ${REMOTE}`) as never, false)).toBe(REMOTE);
    expect(clientAddress(req(REMOTE, '127.0.0.1') as never, false)).toBe(REMOTE);
  });

  it('from this machine too, under any of its names: a tunnel delivers remote clients from the loopback', async () => {
    const names = ['localhost', '127.0.0.1:3000', '[::1]:3000', hostname(), 'app.localhost'];
    for (const host of names) {
      const res = await t.request
        .get('/__mock/scenario')
        .unset('x-mock-token')
        .set({ ...EN, host });
      controlRefused(res, 403, /open the link with mock_token/);
      const put = await t.request
        .put('/__mock/scenario')
        .unset('x-mock-token')
        .set({ host, 'x-forwarded-for': '127.0.0.1' })
        .send({ maintenance: true });
      controlRefused(put, 403);
    }
    controlRefused(await fromAfar({ method: 'GET', url: '/__mock/scenario' }, '127.0.0.1'), 403);
    expect(await maintenance()).toBe(false);
  });
});

describe('MOCK_CONTROLS=open', () => {
  it('asks no token, yet still refuses other host names, other sites and form posts', async () => {
    const open = await createTestApp({ MOCK_CONTROLS: 'open' });
    try {
      const put = await open.request
        .put('/__mock/scenario')
        .unset('x-mock-token')
        .set({ host: 'localhost' })
        .send({ latencyMs: 5 });
      expect(put.body).toMatchObject({ code: 0, data: { latencyMs: 5 } });
      const afar = await open.app.inject({ method: 'GET', url: '/__mock/scenario', remoteAddress: REMOTE });
      expect(afar.statusCode).toBe(200);
      controlRefused(
        await open.request.get('/__mock/scenario').unset('x-mock-token').set({ host: 'evil.example' }),
        403,
      );
      controlRefused(
        await open.request.get('/__mock/scenario').unset('x-mock-token').set({ 'sec-fetch-site': 'cross-site' }),
        403,
      );
      controlRefused(await open.request.post('/__mock/reset').unset('x-mock-token').type('form').send({ a: '1' }), 415);
    } finally {
      await open.close();
    }
  });
});

describe('the language of the controls', () => {
  it("is the caller's, by the rule the whole mock follows: the lang header, else Accept-Language, else Chinese", async () => {
    const refusal = (headers: Record<string, string>) =>
      t.request.get('/__mock/scenario').unset('x-mock-token').set(headers);
    // a script that sends no language gets what an API call without one gets
    expect((await refusal({})).body.msg).toMatch(/^演示控制需要令牌/);
    expect((await t.request.get('/api/nothing/here')).body.msg).toMatch(CHINESE);
    expect((await refusal({ 'accept-language': 'en-US,en;q=0.9' })).body.msg).toMatch(/^The demo controls/);
    expect((await refusal({ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).body.msg).toMatch(/^演示控制需要令牌/);
    expect((await refusal({ 'accept-language': 'zh-CN', lang: 'en' })).body.msg).toMatch(/^The demo controls/);
    expect((await refusal({ 'accept-language': 'en-US', lang: 'zn' })).body.msg).toMatch(/^演示控制需要令牌/);
  });
});

describe('cross-site', () => {
  it('a form or text/plain POST (what another web page can send without asking) changes nothing: 415', async () => {
    await save();
    const jsonOnly = /only accept requests with Content-Type: application\/json/;
    controlRefused(await t.request.post('/__mock/reset').set(EN).type('form').send({ a: '1' }), 415, jsonOnly);
    controlRefused(
      await t.request.post('/__mock/reset').set(EN).set('content-type', 'text/plain').send('{}'),
      415,
      jsonOnly,
    );
    controlRefused(await t.request.post('/__mock/reset').set(EN), 415, jsonOnly);
    expect(rows(t, 'saves')).toBe(1);
  });

  it('the payment callback refuses a form too, and the order stays unpaid', async () => {
    const master = await loginAs(t, 'demo-master');
    const order = await t.request.post('/api/order/payAudioLogs').set(auth(master)).send({ goods_id: 2, type_id: 1 });
    const orderNo = order.body.data.order_no as string;
    controlRefused(
      await t.request.post(`/__mock/pay/${orderNo}`).set(EN).type('form').send({ result: 'success' }),
      415,
    );
    const status = t.db.$client.prepare('select status from orders where order_no = ?').get(orderNo) as {
      status: number;
    };
    expect(status.status).toBe(0);
  });

  it("another site's page (Sec-Fetch-Site, or Origin from an older browser) reaches no control, sandbox or journal", async () => {
    const sessions = async () =>
      ((await t.request.get('/__mock/sessions')).body.data.list as { name: string }[]).map((s) => s.name);
    const before = await sessions();
    const crossSite = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://attacker.example' },
      { origin: 'null' },
    ];
    for (const [i, headers] of crossSite.entries()) {
      // <img src=…/__mock/requests?mock_session=…>
      controlRefused(
        await t.request
          .get('/__mock/requests')
          .query({ mock_session: `img-${i}` })
          .set(EN)
          .set(headers),
        403,
        /page of another site/,
      );
      controlRefused(await t.request.get('/__mock/scenario').set(EN).set(headers), 403, /page of another site/);
      // the app's calls stay open to it, but name no sandbox and fill no journal
      const named = await t.request
        .post('/api/goods/getHelpInfoConfig')
        .set({ 'x-mock-session': `api-${i}` })
        .set(EN)
        .set(headers);
      expect({ status: named.status, code: named.body.code }).toEqual({ status: 200, code: 403 });
      expect((await t.request.post('/api/goods/getHelpInfoConfig').set(headers)).body.code).toBe(0);
    }
    expect(await sessions()).toEqual(before);
    expect((await t.request.get('/__mock/requests/count')).body.data.count).toBe(0);
    // the page's own requests, and a browser opening a link (none), go through
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: `http://${'127.0.0.1'}` },
    ]) {
      const res = await t.request
        .get('/__mock/requests/count')
        .set({ ...headers, host: '127.0.0.1' })
        .query({ mock_session: 'own-page' });
      expect(res.body.code).toBe(0);
    }
  });

  it('a JSON POST without a body is fine (curl -X POST -H "content-type: application/json")', async () => {
    const res = await t.request.post('/__mock/reset').set('content-type', 'application/json');
    expect(res.body).toMatchObject({ code: 0 });
  });
});

it('the journal never shows the controls token', async () => {
  await t.request.get('/api/goods/info').query({ goods_id: 1, mock_token: TOKEN }).set(EN);
  const journal = JSON.stringify((await t.request.get('/__mock/requests')).body);
  expect(journal).toContain('goods/info');
  expect(journal).not.toContain(TOKEN);
});
