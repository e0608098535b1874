// Per-call scenarios (PUT /__mock/scenario `calls`, or the X-Mock-Scenario header) and the
// request journal's filters, count and redaction.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { controlRefused, EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, loginAs } from '../support/session.ts';

let t: TestApp;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await loginAs(t, 'demo-visitor');
});
afterEach(async () => {
  vi.useRealTimers();
  await t.request.post('/__mock/reset').send({});
});
afterAll(() => t.close());

const scenario = (body: unknown) => t.request.put('/__mock/scenario').send(body as object);
const help = () => t.request.post('/api/goods/getHelpInfoConfig').set(EN);
const notice = () => t.request.get('/api/auth/getPublicNotice').query({ app_type: 1 }).set(EN);
const share = (id: number) => t.request.get(`/api/goods/share/${id}`).set(EN);

describe('per-call scenarios', () => {
  it('one call answers the code asked, with its usual message, while the others behave', async () => {
    await scenario({ calls: { 'goods/getHelpInfoConfig': { code: -1 } } });
    refused(await help(), 200, 'Not found', -1);
    refused(await help(), 200, 'Not found', -1);
    ok(calls.publicNotice, await notice());
  });

  it('lapses after `times` calls', async () => {
    await scenario({ calls: { 'goods/getHelpInfoConfig': { code: 401, times: 2 } } });
    refused(await help(), 401);
    refused(await help(), 401);
    ok(calls.helpConfig, await help());
    expect((await t.request.get('/__mock/scenario')).body.data.calls).toEqual({});
  });

  it('an HTTP status asked is sent as it is, with the message given', async () => {
    await scenario({ calls: { '/api/goods/getHelpInfoConfig': { status: 503, msg: 'down for a moment' } } });
    const res = await help();
    expect({ status: res.status, body: res.body }).toEqual({
      status: 503,
      body: { code: 503, msg: 'down for a moment', data: null },
    });
  });

  it('matches a call by its template as well as by its concrete path', async () => {
    await scenario({ calls: { 'goods/share/{id}': { code: 500 } } });
    expect((await share(1)).status).toBe(500);
    expect((await share(2)).body.code).toBe(500);
    await scenario({ calls: { 'goods/share/{id}': null, 'goods/share/2': { code: -1 } } });
    expect((await share(1)).body.code).toBe(0);
    expect((await share(2)).body.code).toBe(-1);
  });

  it('garbage: a body that is not JSON', async () => {
    await scenario({ calls: { 'goods/getHelpInfoConfig': { fault: 'garbage' } } });
    const res = await help()
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(() => JSON.parse(res.body as string)).toThrow();
  });

  it('reset drops the connection; timeout never answers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}/api/goods/getHelpInfoConfig`;
    await scenario({ calls: { 'goods/getHelpInfoConfig': { fault: 'reset' } } });
    await expect(fetch(base, { method: 'POST' })).rejects.toThrow();
    await scenario({ calls: { 'goods/getHelpInfoConfig': { fault: 'timeout' } } });
    const gaveUp = await fetch(base, { method: 'POST', signal: AbortSignal.timeout(300) }).then(
      () => 'answered',
      (error: Error) => error.name,
    );
    expect(gaveUp).toBe('TimeoutError');
    // the server still answers the others
    ok(calls.publicNotice, await notice());
  });

  it('X-Mock-Scenario asks it of one request only', async () => {
    refused(await help().set('X-Mock-Scenario', 'code=-100'), 200, /maintenance/, -100);
    ok(calls.helpConfig, await help());
    const slow = await help().set('X-Mock-Scenario', 'latencyMs=50; code=409');
    refused(slow, 409, /code 409/);
    refused(await help().set('X-Mock-Scenario', 'explode'), 400, /X-Mock-Scenario \(code=/);
  });

  it('is off with the mock controls', async () => {
    const off = await createTestApp({ MOCK_CONTROLS: 'off' });
    try {
      ok(calls.helpConfig, await off.request.post('/api/goods/getHelpInfoConfig').set('X-Mock-Scenario', 'code=-1'));
    } finally {
      await off.close();
    }
  });
});

describe('the request journal', () => {
  const journal = (query: Record<string, string | number> = {}) => t.request.get('/__mock/requests').query(query);
  const count = async (query: Record<string, string | number>) =>
    (await t.request.get('/__mock/requests/count').query(query)).body.data.count as number;

  it('keeps what was sent and who sent it, with secrets redacted', async () => {
    await t.request
      .post('/api/collection/applyBuy')
      .set(auth(visitor))
      .set(EN)
      .send({ goods_id: 1, name: '张三', phone: '13812345678', price: '900000', content: 'I love it' });
    const [entry] = (await journal({ path: 'collection/applyBuy' })).body.data.list;
    expect(entry).toMatchObject({
      method: 'POST',
      path: 'collection/applyBuy',
      persona: 'demo-visitor',
      status: 200,
      code: 0,
      body: { goods_id: 1, phone: '13812345678', price: '900000' },
    });
    await t.request.get('/api/auth/nt').query({ code: 'demo-master' });
    const [login] = (await journal({ path: 'auth/nt' })).body.data.list;
    expect(login.query).toEqual({ code: '[redacted]' });
    expect(login.url).not.toContain('demo-master');
    expect(login.data.token).toBe('[redacted]');
    expect(JSON.stringify((await journal()).body)).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });

  it('filters by method, path (or a prefix), code, persona and time, and counts', async () => {
    const before = new Date().toISOString();
    // what follows is journaled a minute later, so after `before` whatever the clock's resolution
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    await help();
    await share(1);
    await share(999_999);
    await t.request.post('/api/goods/editSave').set(auth(visitor)).send({ goods_id: 1 });
    expect(await count({ path: 'goods/share/*' })).toBe(2);
    expect(await count({ path: '/api/goods/share/1' })).toBe(1);
    expect(await count({ path: 'goods/share/*', code: -1 })).toBe(1);
    expect(await count({ method: 'post', since: before })).toBe(2);
    expect(await count({ persona: 'demo-visitor', since: before })).toBe(1);
    const newest = (await journal({ limit: 1 })).body.data.list;
    expect(newest).toHaveLength(1);
    expect(newest[0].path).toBe('goods/editSave');
    controlRefused(await journal({ code: 'x' }), 400, /code/);
    controlRefused(await journal({ unknown: 1 }), 400);
  });

  it('is emptied by a reset', async () => {
    await help();
    await t.request.post('/__mock/reset').send({});
    expect(await count({})).toBe(0);
  });
});
