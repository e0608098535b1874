// The mock in front of the real backend (MOCK_UPSTREAM): calls go through as a front server
// passes them, the ones chosen only, with what depends on them; nothing of the mock's own goes
// with them and nothing reaches any other address; a backend that fails is answered in the
// envelope; the mock's own answers act as a persona for the backend's logins; a scenario of
// the mock still wins. The backend is the stand-in (tests/contract/stand-in/): other ids,
// tokens and encryption than the mock's.
import { connect } from 'node:net';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { journal, lookUp, SHOWCASE, type StandIn, standIn, TOKENS } from '../support/pass-through.ts';
import { noisePng } from '../support/png.ts';
import { recordingUpstream } from '../support/recording-upstream.ts';
import { auth, loginAs, signedBy } from '../support/session.ts';

let backend: StandIn;
let all: TestApp;
let some: TestApp;
beforeAll(async () => {
  backend = await standIn();
  [all, some] = await Promise.all([
    createTestApp({ MOCK_UPSTREAM: `${backend.origin}/clean` }),
    createTestApp({ MOCK_UPSTREAM: `${backend.origin}/clean`, MOCK_FORWARD: 'goods/info' }),
  ]);
});
afterAll(async () => {
  await Promise.all([all?.close(), some?.close()]);
  await backend?.close();
});

const helpKeys = async (t: TestApp) =>
  ((await t.request.post('/api/goods/getHelpInfoConfig')).body.data.list as { key: string }[]).map((h) => h.key);

describe('pass-through', () => {
  it("forwards every call by default, the contract's and others, and the journal says who answered", async () => {
    const found = await lookUp(all, { goods_id: SHOWCASE }, EN);
    expect(found.body).toMatchObject({ code: 0, data: { id: SHOWCASE, name: 'Treasure 7001' } });
    expect(await helpKeys(all)).toEqual(['search_tip']);
    const unknown = await all.request.get('/api/nothing/here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('no such call: GET /nothing/here');
    const [last, help, info] = await journal(all, { limit: 3 });
    expect([last?.path, last?.from]).toEqual(['nothing/here', 'upstream']);
    expect([help?.path, help?.from, info?.path, info?.from]).toEqual([
      'goods/getHelpInfoConfig',
      'upstream',
      'goods/info',
      'upstream',
    ]);
  });

  it('forwards only the calls listed, with the calls that read their data; the rest are the mock’s', async () => {
    const found = await lookUp(some, { goods_id: SHOWCASE });
    expect(found.body.data).toMatchObject({ id: SHOWCASE, serial_number: 'TC000007001' });
    expect((await helpKeys(some)).length).toBeGreaterThanOrEqual(5);
    const [help, info, encrypt] = await journal(some, { limit: 3 });
    expect(help?.from).toBeUndefined();
    expect(info?.from).toBe('upstream');
    expect(encrypt?.from).toBe('upstream');
    const chosen = (await some.request.get('/__mock/forward')).body.data;
    expect(chosen.calls).toEqual(
      expect.arrayContaining(['common/encrypt', 'goods/info', 'goods/recommend', 'auth/nt']),
    );
    expect(chosen.calls).not.toContain('goods/getHelpInfoConfig');
    expect(chosen.others).toBe(false);
  });

  it('changes while it runs: a call set back to the mock answers from the seed, its companions with it', async () => {
    const t = await createTestApp({ MOCK_UPSTREAM: `${backend.origin}/clean` });
    try {
      const back = await t.request.put('/__mock/forward').send({ calls: { 'goods/info': 'mock' } });
      expect(back.status).toBe(200);
      expect(back.body.data.moved).toContainEqual({
        call: 'common/encrypt',
        with: 'goods/info',
        because: 'encryption',
      });
      expect(back.body.data.calls).not.toContain('common/encrypt');
      expect((await lookUp(t, { goods_id: 1 }, EN)).body.data).toMatchObject({ id: 1, serial_number: 'WC202600001' });
      expect(await helpKeys(t)).toEqual(['search_tip']);
      const none = await t.request.put('/__mock/forward').send({ forward: 'none' });
      expect(none.body.data).toMatchObject({ calls: [], others: false, all: false });
      expect((await helpKeys(t)).length).toBeGreaterThanOrEqual(5);
      const again = await t.request
        .put('/__mock/forward')
        .send({ forward: ['help/none', 'goods/nothing'] })
        .set(EN);
      expect(again.status).toBe(400);
      expect(again.body.msg).toBe('The contract has no such call: help/none, goods/nothing');
      const torn = await t.request
        .put('/__mock/forward')
        .set('lang', 'zn')
        .send({ calls: { 'goods/info': 'upstream', 'common/encrypt': 'mock' } });
      expect(torn.status).toBe(409);
      expect(torn.body.msg).toBe(
        'common/encrypt 和 goods/info 必须在同一边：common/encrypt 生成的 data 只有同一边能读',
      );
      const login = await t.request
        .put('/__mock/forward')
        .send({ calls: { 'auth/me': 'upstream', 'auth/nt': 'mock' } })
        .set(EN);
      expect(login.body.msg).toMatch(
        /^auth\/nt and auth\/me go together: a token is valid only on the side that gave it/,
      );
      expect((await t.request.get('/__mock/forward')).body.data.calls, 'a refusal changes nothing').toEqual([]);
      const bad = await t.request.put('/__mock/forward').send({ forward: 'some' }).set(EN);
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe(
        'forward is not a value it takes: forward takes "all", "none" or a list of calls (["goods/info"]), calls takes "upstream" or "mock" for each call',
      );
      // without a language, as every answer of the mock
      const wrongSide = await t.request.put('/__mock/forward').send({ calls: { 'goods/info': 'backend' } });
      expect(wrongSide.body.msg).toMatch(/^calls\.goods\/info 的值不对：forward 可取 "all"/);
    } finally {
      await t.close();
    }
  });

  it('says so when no backend is set, and forwards nothing', async () => {
    const t = await createTestApp();
    try {
      const refusedChange = await t.request.put('/__mock/forward').send({ forward: 'all' }).set(EN);
      expect(refusedChange.status).toBe(409);
      expect(refusedChange.body.msg).toBe('No backend is set (MOCK_UPSTREAM): every call is answered by the mock');
      expect((await t.request.get('/__mock/forward')).body.data).toMatchObject({ upstream: null, calls: [] });
    } finally {
      await t.close();
    }
  });

  it('refuses settings that cannot work, saying which', async () => {
    await expect(
      createTestApp({ MOCK_UPSTREAM: backend.origin, MOCK_FORWARD: 'goods/info,goods/none' }),
    ).rejects.toThrow('MOCK_FORWARD: the contract has no call goods/none');
    await expect(createTestApp({ MOCK_FORWARD: 'goods/info' })).rejects.toThrow(/MOCK_UPSTREAM/);
    await expect(createTestApp({ MOCK_UPSTREAM: 'ftp://backend.example' })).rejects.toThrow(/MOCK_UPSTREAM/);
    await expect(createTestApp({ MOCK_UPSTREAM: backend.origin, MOCK_UPSTREAM_PERSONA: 'nobody' })).rejects.toThrow(
      'MOCK_UPSTREAM_PERSONA: the mock has no persona nobody',
    );
  });
});

describe('what reaches the backend', () => {
  let upstream: Awaited<ReturnType<typeof recordingUpstream>>;
  let elsewhere: Awaited<ReturnType<typeof recordingUpstream>>;
  let t: TestApp;
  beforeAll(async () => {
    [upstream, elsewhere] = await Promise.all([recordingUpstream(), recordingUpstream()]);
    t = await createTestApp({ MOCK_UPSTREAM: `${upstream.url}/v2` });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([upstream?.close(), elsewhere?.close()]);
  });

  it("passes method, query, body, cookies and headers as a front server would, and nothing of the mock's own", async () => {
    const mockToken = t.app.deps.tokens.sign(2);
    const body = 'name=%E6%9D%8E&x=1';
    await t.request
      .post('/api/collection/applyBuy?q=1')
      .set({ cookie: 'sid=s1', lang: 'en', 'x-mock-scenario': 'latencyMs=0', 'x-mock-session': 'job-1' })
      .set('x-mock-token', 'not-for-the-backend')
      .set(auth(TOKENS['demo-master']?.token ?? ''))
      .type('form')
      .send(body);
    const received = upstream.received.at(-1);
    expect(received).toMatchObject({ method: 'POST', url: '/v2/api/collection/applyBuy?q=1' });
    expect(received?.body.toString()).toBe(body);
    expect(received?.headers).toMatchObject({
      cookie: 'sid=s1',
      lang: 'en',
      authorization: 'Bearer si-tok-master-4f1c',
    });
    expect(received?.headers.host).toBe(new URL(upstream.url).host);
    for (const own of ['x-mock-scenario', 'x-mock-session', 'x-mock-token', 'x-internal-call'])
      expect(received?.headers, own).not.toHaveProperty(own);
    // the mock's own token means nothing there: the backend sees a visitor
    await t.request.get('/api/auth/getPublicNotice').set(auth(mockToken));
    expect(upstream.received.at(-1)?.headers).not.toHaveProperty('authorization');
  });

  it("drops any token signed with the mock's key, expired or too long-lived as well as valid", async () => {
    const expired = signedBy(t, { expiresIn: -60 });
    const tooLong = signedBy(t, { expiresIn: '3650d' });
    const noUser = jwt.sign({ sub: 'nobody' }, t.config.jwtSecret, { algorithm: 'HS256', expiresIn: 60 });
    for (const token of [expired, tooLong, noUser]) {
      expect(t.app.deps.tokens.verify(token), 'the mock would not accept it either').toBeNull();
      await t.request.get('/api/auth/getPublicNotice').set(auth(token));
      expect(upstream.received.at(-1)?.headers).not.toHaveProperty('authorization');
    }
    const foreign = jwt.sign({}, 'the backend’s own key, not the mock’s', { subject: '2', expiresIn: 60 });
    await t.request.get('/api/auth/getPublicNotice').set(auth(foreign));
    expect(upstream.received.at(-1)?.headers.authorization).toBe(`Bearer ${foreign}`);
  });

  it('sends X-Forwarded-Host as the public name set (PUBLIC_URL), never the Host a client wrote', async () => {
    await t.request.get('/api/auth/getPublicNotice').set({ host: 'localhost', 'x-forwarded-host': 'evil.example' });
    expect(upstream.received.at(-1)?.headers).not.toHaveProperty('x-forwarded-host');
    const named = await createTestApp({ MOCK_UPSTREAM: upstream.url, PUBLIC_URL: 'https://demo.example.com' });
    try {
      await named.request.get('/api/auth/getPublicNotice').set({ 'x-forwarded-host': 'evil.example' });
      expect(upstream.received.at(-1)?.headers['x-forwarded-host']).toBe('demo.example.com');
    } finally {
      await named.close();
    }
  });

  it("leaves the mock's own query parameters behind and sends the rest as it came, bad percent-encoding too", async () => {
    const query = 'mock_session=room-1&a=1&mock_token=secret&b=%E0%A4%A&Mock_Token=x&c=100%&d=../../etc&e=%2e%2e%2f';
    const answer = await t.request.get(`/api/goods/search?${query}`);
    expect(answer.status).toBe(200);
    expect(upstream.received.at(-1)?.url).toBe('/v2/api/goods/search?a=1&b=%E0%A4%A&c=100%&d=../../etc&e=%2e%2e%2f');
    const unknown = await t.request.get('/api/not/a/call?keyword=100%&kw=%E0%A4%A');
    expect(unknown.status).toBe(200);
    expect(upstream.received.at(-1)?.url).toBe('/v2/api/not/a/call?keyword=100%&kw=%E0%A4%A');
  });

  it("refuses a path that climbs or does not decode, in the envelope and the caller's language", async () => {
    const before = upstream.received.length;
    for (const path of ['/api/not/..%2f..%2fx', '/api/not/%2e%2e/x', '/api/news/list/..%2F..%2Fx']) {
      refused(await t.request.get(path), 400, '无效的地址');
      refused(await t.request.get(path).set(EN), 400, 'Invalid url');
    }
    expect(upstream.received.length).toBe(before);
  });

  it('brings back status, cookies and redirects as they came, a redirect to the backend made relative', async () => {
    const login = await recordingUpstream((_request, res) =>
      res
        .writeHead(302, {
          location: `${login.url}/home?code=1`,
          'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
          'content-type': 'text/html',
        })
        .end('<p>moved</p>'),
    );
    const app = await createTestApp({ MOCK_UPSTREAM: login.url });
    try {
      const answer = await app.request.get('/api/auth/login?url=/home').redirects(0);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/home?code=1');
      expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(answer.text).toBe('<p>moved</p>');
    } finally {
      await app.close();
      await login.close();
    }
  });

  it('streams an upload through whole', async () => {
    const picture = noisePng(600, 600);
    await t.request.post('/api/upload/image').field('kind', 'image').attach('file', picture, 'big.png');
    const received = upstream.received.at(-1);
    expect(received?.url).toBe('/v2/api/upload/image');
    expect(received?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.body.includes(picture)).toBe(true);
  });

  it('reaches only the configured backend, whatever the request says', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const other = new URL(elsewhere.url).host;
    const raw = (head: string) =>
      new Promise<string>((done) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('close', () => done(text));
        socket.on('error', () => done(text));
      });
    const before = upstream.received.length;
    const answers = await Promise.all([
      raw(`GET http://${other}/api/goods/getHelpInfoConfig HTTP/1.1\r\nHost: ${other}`),
      raw(`GET //${other}/api/x HTTP/1.1\r\nHost: 127.0.0.1`),
      raw(`GET /api//${other}/x HTTP/1.1\r\nHost: 127.0.0.1`),
      raw(`GET /api/@${other}/x HTTP/1.1\r\nHost: 127.0.0.1`),
      raw(`GET /api/..%2F..%2F..%2Fx HTTP/1.1\r\nHost: 127.0.0.1`),
      raw(
        `GET /api/auth/getPublicNotice HTTP/1.1\r\nHost: ${other}\r\nX-Forwarded-Host: ${other}\r\nForwarded: host=${other}`,
      ),
    ]);
    expect(answers.map((answer) => answer.slice(0, 12))).toEqual(
      answers.map(() => expect.stringMatching(/^HTTP\/1\.1 \d{3}$/)),
    );
    expect(elsewhere.received).toEqual([]);
    for (const seen of upstream.received.slice(before)) {
      expect(seen.headers.host).toBe(new URL(upstream.url).host);
      expect(seen.url.startsWith('/v2/api/')).toBe(true);
    }
  });
});

describe('a backend that fails', () => {
  it("is answered 502, or 504 when silent, in the envelope and the caller's language", async () => {
    const silent = await recordingUpstream(() => {});
    const down = await recordingUpstream();
    const downUrl = down.url;
    await down.close();
    const [quiet, gone] = await Promise.all([
      createTestApp({ MOCK_UPSTREAM: silent.url, UPSTREAM_TIMEOUT_MS: '300' }),
      createTestApp({ MOCK_UPSTREAM: downUrl }),
    ]);
    try {
      const slow = await quiet.request.post('/api/goods/getHelpInfoConfig').set(EN);
      expect(slow.status).toBe(504);
      expect(slow.body).toEqual({
        code: 504,
        msg: 'The service took too long to answer, please try again later',
        data: null,
      });
      const failed = await gone.request.post('/api/goods/getHelpInfoConfig');
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({ code: 502, msg: '服务暂时无法访问，请稍后再试', data: null });
      expect((await journal(gone, { limit: 1 }))[0]).toMatchObject({ from: 'upstream', code: 502 });
    } finally {
      await Promise.all([quiet.close(), gone.close()]);
      await silent.close();
    }
  });
});

describe('the mock beside the backend', () => {
  it("acts as MOCK_UPSTREAM_PERSONA for the backend's login, and as the caller for its own", async () => {
    const t = await createTestApp({
      MOCK_UPSTREAM: `${backend.origin}/clean`,
      MOCK_FORWARD: 'auth/nt',
      MOCK_UPSTREAM_PERSONA: 'demo-master',
    });
    try {
      const login = await t.request.get('/api/auth/nt').query({ code: 'stand-in-login-code-master' });
      expect(login.body.data.token).toBe(TOKENS['demo-master']?.token);
      const me = await t.request.get('/api/auth/me').set(auth(login.body.data.token));
      expect(me.body.data).toMatchObject({ is_artist: 1, artist_id: 101 });
      expect((await journal(t, { limit: 1 }))[0]?.persona).toBe('demo-master');
      // a token the mock made is the mock's: not replaced
      const own = await loginAs(t, 'demo-visitor').catch(() => null);
      expect(own, 'auth/nt is the backend’s here: the persona codes are not').toBeNull();
      const visitor = t.db.$client.prepare("select id from users where code = 'demo-visitor'").get() as { id: number };
      const mine = t.app.deps.tokens.sign(visitor.id);
      expect((await t.request.get('/api/auth/me').set(auth(mine))).body.data.is_artist).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('plays its scenarios over the backend: staged answers stay the mock’s', async () => {
    const session = { 'x-mock-session': 'staged' };
    await all.request.put('/__mock/scenario').set(session).send({ maintenance: true });
    refused(await all.request.post('/api/goods/getHelpInfoConfig').set(session).set(EN), 200, /maintenance/, -100);
    await all.request.delete('/__mock/scenario').set(session);
    const staged = await all.request
      .post('/api/goods/getHelpInfoConfig')
      .set(session)
      .set('x-mock-scenario', 'code=-1');
    expect(staged.body.code).toBe(-1);
    const forwarded = await all.request.post('/api/goods/getHelpInfoConfig').set(session);
    expect(forwarded.body.data.list).toHaveLength(1);
    const entries = await journal(all, { mock_session: 'staged' });
    expect(entries.map((entry) => entry.from)).toEqual(['upstream', undefined, undefined]);
  });
});
