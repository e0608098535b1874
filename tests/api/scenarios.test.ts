import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, calls } from '../../contract/calls.ts';
import type { OperationExample } from '../../contract/openapi.ts';
import recordedExamples from '../../contract/openapi-examples.json' with { type: 'json' };
import { controlRefused, EN, ok, refused, rows } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, encrypt, loginAs } from '../support/session.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t, 'demo-visitor');
});
afterEach(async () => {
  await t.request.delete('/__mock/scenario');
});
afterAll(() => t.close());

const examples = recordedExamples as Record<string, Record<string, OperationExample>>;
const scenario = (body: unknown) => t.request.put('/__mock/scenario').send(body as object);
const help = (headers: Record<string, string> = EN) => t.request.post('/api/goods/getHelpInfoConfig').set(headers);
const me = () => t.request.get('/api/auth/me').set(auth(token)).set(EN);

describe('scenario controls', () => {
  it('maintenance: every /api call answers code -100 (HTTP 200) with the maintenance message', async () => {
    const set = await scenario({ maintenance: true });
    expect(set.body).toMatchObject({ code: 0, data: { maintenance: true } });
    const MAINTENANCE = 'The store is under maintenance, please come back later';
    refused(await help(), 200, MAINTENANCE, -100);
    refused(await me(), 200, MAINTENANCE, -100);
    refused(await t.request.get('/api/auth/nt').query({ code: 'demo-master' }).set(EN), 200, MAINTENANCE, -100);
    refused(
      await t.request.post('/api/goods/editSave').set(auth(token)).set(EN).send({ goods_id: 1 }),
      200,
      MAINTENANCE,
      -100,
    );
    refused(await help({}), 200, '商城正在维护中，请稍后再来', -100);
    expect(rows(t, 'saves')).toBe(0);
    // DELETE restores
    expect((await t.request.delete('/__mock/scenario')).body.data).toMatchObject({ maintenance: false });
    ok(calls.helpConfig, await help());
  });

  it("rateLimited: HTTP 429 with 'Operating too frequently. Please try again later'", async () => {
    await scenario({ rateLimited: true });
    refused(await help(), 429, 'Operating too frequently. Please try again later');
    refused(await me(), 429, 'Operating too frequently. Please try again later');
    refused(await help({}), 429, '操作太频繁，请稍后再试');
    await t.request.delete('/__mock/scenario');
    ok(calls.helpConfig, await help());
  });

  it('expireTokens: a login call with a valid token answers 401; calls without login still work', async () => {
    ok(calls.me, await me());
    await scenario({ expireTokens: true });
    refused(await me(), 401, 'Your login has expired, please log in again');
    ok(calls.helpConfig, await help());
    ok(calls.encrypt, await t.request.post('/api/common/encrypt').send({ goods_id: 1 }));
    // A visitor who never logged in is not sent to log in: only a sent token has "expired".
    const data = (await t.request.post('/api/common/encrypt').send({ goods_id: 1 })).body.data.data_encrypted;
    ok(calls.goodsInfo, await t.request.get('/api/goods/info').query({ data }));
    refused(
      await t.request
        .get('/api/goods/info')
        .query({ data })
        .set({ authorization: `Bearer ${token}`, ...EN }),
      401,
    );
    await t.request.delete('/__mock/scenario');
    ok(calls.me, await me());
  });

  it('expireTokens: every call that reads the login answers 401 to a token; the public calls, which never read one, answer as usual (as docs/mock-api.md says)', async () => {
    await scenario({ expireTokens: true });
    const answered = new Map<string, number>();
    for (const call of allCalls.filter((c) => !c.produces && !c.consumes)) {
      const example = examples[call.id]?.ok;
      if (!example) continue;
      const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
      const req =
        call.method === 'GET'
          ? t.request.get(`${example.path}${query}`)
          : t.request.post(`${example.path}${query}`).send((example.body ?? {}) as object);
      const res = await req.set(auth(token)).set(EN);
      answered.set(call.id, res.body.code);
    }
    const publicCalls = allCalls.filter((c) => c.auth === 'none' && answered.has(c.id)).map((c) => c.id);
    const loginCalls = allCalls.filter((c) => c.auth !== 'none' && answered.has(c.id)).map((c) => c.id);
    expect(publicCalls.length).toBeGreaterThanOrEqual(15);
    expect(loginCalls.filter((id) => answered.get(id) !== 401)).toEqual([]);
    expect(publicCalls.filter((id) => answered.get(id) === 401)).toEqual([]);
    const said = readFileSync('docs/mock-api.md', 'utf8')
      .split('\n')
      .find((line) => line.includes('"expireTokens": true'));
    expect(said).toMatch(/public calls .*answer as usual/);
  });

  it('latencyMs: a call waits that long first', async () => {
    await scenario({ latencyMs: 300 });
    const started = performance.now();
    ok(calls.helpConfig, await help());
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
    expect((await t.request.get('/__mock/scenario')).body.data).toMatchObject({ latencyMs: 300 });
  });

  it('latencyMs: a client that leaves while it waits causes no error and no 500 in the log', async () => {
    const other = await createTestApp({ RATE_LIMIT_MAX: '100' });
    try {
      const base = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const token = { 'x-mock-token': other.config.mockControlsToken };
      await fetch(`${base}/__mock/scenario`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...token },
        body: JSON.stringify({ latencyMs: 1000 }),
      });
      const leaving = Array.from({ length: 3 }, () =>
        fetch(`${base}/api/goods/getHelpInfoConfig`, { method: 'POST', signal: AbortSignal.timeout(20) }).catch(
          () => 'left',
        ),
      );
      expect(await Promise.all(leaving)).toEqual(['left', 'left', 'left']);
      // a later client is answered as usual, once the waits of those who left are over
      const answer = await fetch(`${base}/api/goods/getHelpInfoConfig`, { method: 'POST' });
      expect(answer.status).toBe(200);
      const log = (await (await fetch(`${base}/__mock/requests`, { headers: token })).json()) as {
        data: { list: { status: number }[] };
      };
      expect(log.data.list.filter((call) => call.status >= 500)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('combines switches, and a second PUT only changes what it names', async () => {
    await scenario({ maintenance: true });
    await scenario({ expireTokens: true });
    expect((await t.request.get('/__mock/scenario')).body.data).toEqual({
      maintenance: true,
      rateLimited: false,
      expireTokens: true,
      latencyMs: 0,
      calls: {},
    });
  });

  it('refuses a bad scenario body with 400', async () => {
    for (const body of [
      { maintenance: 'yes' },
      { unknown: true },
      { latencyMs: -1 },
      { latencyMs: 1.5 },
      { latencyMs: 10_000_000 },
      { calls: { 'goods/info': { code: 0 } } },
      { calls: { 'goods/info': { fault: 'explode' } } },
      { calls: { 'goods/info': { times: 2 } } },
      { calls: { 'goods/info': { status: 200 } } },
    ]) {
      const res = await scenario(body).set(EN);
      controlRefused(res, 400, /Invalid request/);
    }
    const broken = await t.request.put('/__mock/scenario').set('content-type', 'application/json').set(EN).send('{bad');
    controlRefused(broken, 400, 'The request body is not valid JSON');
    expect((await t.request.get('/__mock/scenario')).body.data).toMatchObject({ maintenance: false, latencyMs: 0 });
  });

  it('GET /__mock/requests lists the recent /api calls with status, code, message and answer data, newest first', async () => {
    const data = await encrypt(t, { goods_id: 1, type: 1 });
    await t.request.post('/api/goods/like').set(auth(token)).set(EN).send({ data });
    await t.request.post('/api/goods/like').set(auth(token)).set(EN).send({ data });
    const { body } = await t.request.get('/__mock/requests');
    expect(body.code).toBe(0);
    const [latest, previous] = body.data.list;
    expect(latest).toMatchObject({
      method: 'POST',
      url: '/api/goods/like',
      status: 200,
      code: 409,
      msg: 'You have liked',
    });
    expect(previous).toMatchObject({ url: '/api/goods/like', status: 200, code: 0, msg: 'Like success' });
    expect(typeof latest.ms).toBe('number');
    expect(latest.data).toBeNull();
    await t.request.get('/api/goods/info').query({ data: await encrypt(t, { serial_number: 'WC202600001' }) });
    const [info] = (await t.request.get('/__mock/requests')).body.data.list;
    expect(info).toMatchObject({
      url: expect.stringMatching(/^\/api\/goods\/info\?data=/),
      code: 0,
      data: { id: 1, serial_number: 'WC202600001' },
    });
  });

  it('POST /__mock/reset restores the seed: a like disappears, the count goes back, the scenario clears', async () => {
    const info = async () => {
      const data = await encrypt(t, { goods_id: 6 });
      return ok(calls.goodsInfo, await t.request.get('/api/goods/info').query({ data }).set(auth(token))).data;
    };
    const seeded = (await info()).view.total_like_num;
    ok(
      calls.like,
      await t.request
        .post('/api/goods/like')
        .set(auth(token))
        .send({ data: await encrypt(t, { goods_id: 6, type: 1 }) }),
    );
    expect((await info()).is_like).toBe(1);
    expect(rows(t, 'likes')).toBeGreaterThan(0);
    await scenario({ latencyMs: 5 });

    const reset = await t.request.post('/__mock/reset').send({});
    expect(reset.status).toBe(200);
    expect(reset.body.code).toBe(0);
    expect(rows(t, 'likes')).toBe(0);
    const after = await info();
    expect(after.is_like).toBe(0);
    expect(after.view.total_like_num).toBe(seeded);
    expect((await t.request.get('/__mock/scenario')).body.data.latencyMs).toBe(0);
  });
});

describe('MOCK_CONTROLS=off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ MOCK_CONTROLS: 'off' });
  });
  afterAll(() => off.close());

  it('removes every /__mock route (404 envelope), the API still answers', async () => {
    controlRefused(await off.request.put('/__mock/scenario').set(EN).send({ maintenance: true }), 404, /No such call/);
    controlRefused(await off.request.post('/__mock/reset').set(EN).send({}), 404);
    controlRefused(await off.request.get('/__mock/requests').set(EN), 404);
    controlRefused(await off.request.post('/__mock/pay/AV1').set(EN).send({ result: 'success' }), 404);
    ok(calls.helpConfig, await off.request.post('/api/goods/getHelpInfoConfig'));
  });
});
