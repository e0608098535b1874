// The edge mode (API_UPSTREAM): the compiled server before a backend in another process. Its
// pages are drawn from that backend's answers (a second mock server on a database whose names
// differ from the seed), /api goes there as it came (methods, headers, cookies, streamed bodies
// and uploads, redirects), a silent or missing backend is answered in the envelope, and none of
// the mock (controls, database, imitated login of its own) is there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChangedUpstream, UPSTREAM_NAMES } from '../support/changed-upstream.ts';
import { noisePng } from '../support/png.ts';
import { recordingUpstream } from '../support/recording-upstream.ts';
import { type RunningServer, startServer } from './support/server.ts';

const edgeBefore = (upstream: string, env: Record<string, string> = {}) =>
  startServer({ API_UPSTREAM: upstream, WEB_DIST: 'dist/real', NODE_ENV: 'production', ...env });

let upstream: RunningServer;
let edge: RunningServer;
let recorder: Awaited<ReturnType<typeof recordingUpstream>>;
let recordedEdge: RunningServer;

beforeAll(async () => {
  [upstream, recorder] = await Promise.all([
    startChangedUpstream(),
    recordingUpstream((request, res) => {
      if (request.url.startsWith('/api/silent')) return; // never answers
      if (request.url.startsWith('/api/login'))
        return res
          .writeHead(302, { location: `${recorder.url}/home?code=1`, 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] })
          .end();
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"code":0,"msg":"","data":null}');
    }),
  ]);
  [edge, recordedEdge] = await Promise.all([
    edgeBefore(upstream.baseUrl),
    edgeBefore(recorder.url, { UPSTREAM_TIMEOUT_MS: '1500' }),
  ]);
});
afterAll(async () => {
  await Promise.all([edge?.stop(), recordedEdge?.stop(), upstream?.stop()]);
  await recorder?.close();
});

describe('the edge mode', () => {
  it("draws the visitor pages from the backend's answers, in the visitor's language, with the data in the page", async () => {
    for (const lang of ['zn', 'en'] as const) {
      const headers = { 'accept-language': lang === 'en' ? 'en-US' : 'zh-CN' };
      const treasure = await fetch(`${edge.baseUrl}/detail/1`, { headers });
      const html = await treasure.text();
      expect(html).toContain(UPSTREAM_NAMES.treasure[lang]);
      expect(html).toContain('id="first-paint-data"');
      // the data is in the page: no early start, no module preloads ahead of the paint
      expect(html).not.toMatch(/\/assets\/early-[\w-]+\.js/);
      expect(html).not.toContain('rel="modulepreload"');
      expect(treasure.headers.get('link')).toMatch(/^<\/media\/[^>]+>; rel=preload; as=image; fetchpriority=high/);
      expect(treasure.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
      const master = await (await fetch(`${edge.baseUrl}/tcdetail/101`, { headers })).text();
      expect(master).toContain(UPSTREAM_NAMES.master[lang]);
    }
  });

  it('serves the static build for the real backend, precompressed, and its app for every other address', async () => {
    const page = await (await fetch(`${edge.baseUrl}/home`)).text();
    const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${edge.baseUrl}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('passes calls, logins and uploads through to the backend', async () => {
    const { data } = (await (await fetch(`${edge.baseUrl}/api/auth/nt?code=demo-master`)).json()) as {
      data: { token: string };
    };
    expect(data.token).toBeTruthy();
    const picture = noisePng(1000, 1000);
    const form = new FormData();
    form.append('kind', 'image');
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'big.png');
    const uploaded = (await (
      await fetch(`${edge.baseUrl}/api/upload/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${data.token}`, lang: 'en' },
        body: form,
      })
    ).json()) as { code: number; data: { url: string; bytes: number } };
    expect(uploaded.code).toBe(0);
    expect(uploaded.data.bytes).toBe(picture.length);
    const stored = Buffer.from(await (await fetch(`${edge.baseUrl}${uploaded.data.url}`)).arrayBuffer());
    expect(stored.equals(picture)).toBe(true);
    // the backend's own refusal, in the caller's language, as it sent it
    const refused = await fetch(`${edge.baseUrl}/api/goods/info?data=garbage`, { headers: { lang: 'en' } });
    expect(((await refused.json()) as { code: number; msg: string }).code).toBe(400);
  });

  it('sends the method, headers, cookies and body as they came, and brings back status, cookies and redirects', async () => {
    const body = 'name=%E6%9D%8E&x=1';
    const answer = await fetch(`${recordedEdge.baseUrl}/api/things/7?q=1`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'sid=s1',
        authorization: 'Bearer t',
        lang: 'en',
      },
      body,
    });
    expect(answer.status).toBe(201);
    const received = recorder.received.at(-1)!;
    expect(received).toMatchObject({ method: 'PUT', url: '/api/things/7?q=1' });
    expect(received.headers).toMatchObject({ cookie: 'sid=s1', authorization: 'Bearer t', lang: 'en' });
    expect(received.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
    expect(received.body.toString()).toBe(body);
    await fetch(`${recordedEdge.baseUrl}/api/things/7`, { method: 'DELETE' });
    expect(recorder.received.at(-1)?.method).toBe('DELETE');

    const login = await fetch(`${recordedEdge.baseUrl}/api/login?url=/home`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/home?code=1');
    expect(login.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('answers a silent backend with 504 and a missing one with 502, in the envelope and the caller language', async () => {
    const silent = await fetch(`${recordedEdge.baseUrl}/api/silent`, { headers: { lang: 'en' } });
    expect(silent.status).toBe(504);
    expect(await silent.json()).toEqual({
      code: 504,
      msg: 'The service took too long to answer, please try again later',
      data: null,
    });
    await recorder.close();
    const missing = await fetch(`${recordedEdge.baseUrl}/api/goods/info`, { headers: { lang: 'zn' } });
    expect(missing.status).toBe(502);
    expect(await missing.json()).toEqual({ code: 502, msg: '服务暂时无法访问，请稍后再试', data: null });
  });

  it('has none of the mock: no controls, no journal, no API of its own', async () => {
    expect((await fetch(`${edge.baseUrl}/__mock/scenario`, { method: 'PUT', body: '{}' })).status).toBe(404);
    expect((await fetch(`${edge.baseUrl}/__mock/requests`)).headers.get('content-type')).toMatch(/^text\/html/);
    expect((await fetch(`${edge.baseUrl}/__mock/reset`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${edge.baseUrl}/api-docs/openapi.json`)).headers.get('content-type')).toMatch(/^text\/html/);
  });
});
