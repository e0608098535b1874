// deploy/nginx.conf in Debian's real nginx, over a folder shaped like dist/real and a recording
// stand-in for the backend: pages per language, precompressed files, the app's fallback, cache
// and security headers, and /api proxied (methods, headers, cookies, streamed bodies, the
// envelope when the backend is down).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANGUAGES } from '#contract/language.ts';
import { message } from '#contract/messages.ts';
import { FRAMES, PAGES_DIR } from '../../scripts/build-real.ts';
import { pageLanguage } from '../../server/plugins/first-paint.ts';
import { languageOf } from '../../server/plugins/language.ts';
import { freePort } from '../support/free-port.ts';
import { NGINX, startNginx } from '../support/nginx.ts';
import { recordingUpstream } from '../support/recording-upstream.ts';
import { describeWithTool } from '../support/tools.ts';

/** A folder shaped like dist/real: the app's page, the prerendered pages in both languages, an asset. */
function siteRoot() {
  const root = mkdtempSync(join(tmpdir(), 'nginx-root-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
    writeFileSync(join(root, `${path}.gz`), gzipSync(text));
  };
  write('index.html', '<!doctype html><title>app</title>');
  for (const lang of LANGUAGES)
    for (const { file } of FRAMES) {
      const page = file.replace(/\.html$/, '');
      write(`${PAGES_DIR}/${lang}/${file}`, `<!doctype html><title>${lang} ${page}</title>${'x'.repeat(2000)}`);
    }
  write('assets/app-abc123.js', `export const app = ${JSON.stringify('y'.repeat(5000))};`);
  return root;
}

let root: string;
let upstream: Awaited<ReturnType<typeof recordingUpstream>>;
let nginx: Awaited<ReturnType<typeof startNginx>>;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.baseUrl}${path}`, { headers, redirect: 'manual' });

/** Accept-Language headers a browser (or another client) may send. */
const BROWSERS = ['', 'en-US', 'EN', ' en-GB,en;q=0.9', 'zh-CN,zh;q=0.9,en;q=0.8', 'fr', 'english'];
const headersOf = (browser: string, more: Record<string, string>): Record<string, string> => ({
  ...(browser && { 'accept-language': browser }),
  ...more,
});

const nginxTool = { name: 'nginx', present: existsSync(NGINX), install: 'apt-get install nginx, or NGINX_PATH' };

describeWithTool(nginxTool, 'deploy/nginx.conf in nginx', () => {
  beforeAll(async () => {
    root = siteRoot();
    upstream = await recordingUpstream((request, res) => {
      if (request.url.startsWith('/api/login'))
        return res
          .writeHead(302, { location: `${upstream.url}/home?code=1`, 'set-cookie': 'sid=abc; Path=/; HttpOnly' })
          .end();
      res
        .writeHead(200, { 'content-type': 'application/json', 'content-security-policy': "default-src 'none'" })
        .end(JSON.stringify({ code: 0, msg: '', data: { bytes: request.body.length } }));
    });
    nginx = await startNginx({ port: await freePort(), root, upstream: upstream.url });
  });
  afterAll(async () => {
    await nginx?.stop();
    await upstream?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('sends the prerendered page in the visitor language: the cookie, else Accept-Language, else Chinese', async () => {
    const title = async (path: string, headers: Record<string, string> = {}) =>
      /<title>([^<]*)/.exec(await (await get(path, headers)).text())?.[1];
    expect(await title('/')).toBe('zn index');
    expect(await title('/', { 'accept-language': 'en-US,en;q=0.9' })).toBe('en index');
    expect(await title('/detail/12', { 'accept-language': 'en' })).toBe('en detail');
    expect(await title('/detail_cul/12')).toBe('zn detail_cul');
    expect(await title('/detail_unit/785/', { cookie: 'lang=en' })).toBe('en detail_unit');
    expect(await title('/tcdetail/101', { cookie: 'a=1; lang=zn', 'accept-language': 'en' })).toBe('zn tcdetail');
    // every other address is the app's; the pages' folder is not an address
    expect(await title('/home_col')).toBe('app');
    expect(await title('/detail/abc')).toBe('app');
    expect((await get('/_pages/en/detail.html')).status).toBe(404);
  });

  it('picks the page language by the language rule (contract/language.ts), as the server does', async () => {
    for (const browser of BROWSERS)
      for (const cookie of ['', 'lang=zn', 'lang=en', 'lang=EN', 'lang= zn ', 'lang=fr', 'a=1; lang=en', 'xlang=en']) {
        const headers = headersOf(browser, cookie ? { cookie } : {});
        const page = /<title>(\w+)/.exec(await (await get('/detail/1', headers)).text())?.[1];
        expect(page, JSON.stringify(headers)).toBe(pageLanguage(headers));
      }
  });

  it('sends the .gz files as they are, pages fresh and hashed assets for a year, with the security headers', async () => {
    const page = await get('/detail/1', { 'accept-encoding': 'gzip' });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const asset = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toContain('yyyy');
    expect((await get('/assets/missing-1.js')).status).toBe(404);
  });

  it('proxies /api: the method, headers, cookies and a streamed upload reach the backend; its answer comes back', async () => {
    const picture = randomBytes(3 * 1024 * 1024);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'p.png');
    const answer = await fetch(`${nginx.baseUrl}/api/upload/image?kind=work`, {
      method: 'POST',
      headers: { authorization: 'Bearer t0k', cookie: 'sid=1', lang: 'en' },
      body: form,
    });
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const { data } = (await answer.json()) as { data: { bytes: number } };
    const received = upstream.received.at(-1)!;
    expect(received).toMatchObject({ method: 'POST', url: '/api/upload/image?kind=work' });
    expect(received.headers).toMatchObject({ authorization: 'Bearer t0k', cookie: 'sid=1', lang: 'en' });
    expect(received.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(received.body.includes(picture)).toBe(true);
    expect(data.bytes).toBe(received.body.length);

    for (const method of ['PUT', 'DELETE']) {
      await fetch(`${nginx.baseUrl}/api/x/1`, { method });
      expect(upstream.received.at(-1)?.method).toBe(method);
    }
    // redirects and cookies come back, the redirect rewritten to this server
    const login = await get('/api/login?url=/home');
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe(`${nginx.baseUrl}/home?code=1`);
    expect(login.headers.get('set-cookie')).toBe('sid=abc; Path=/; HttpOnly');
  });

  it('answers in the envelope, in the caller language, when the backend is down', async () => {
    await upstream.close();
    for (const lang of ['en', 'zn'] as const) {
      const answer = await fetch(`${nginx.baseUrl}/api/goods/info?data=x`, { headers: { lang } });
      expect(answer.status).toBe(502);
      expect(await answer.json()).toEqual({ code: 502, msg: message('upstreamFailed', lang), data: null });
    }
    // the caller language by the language rule, as the server picks it
    for (const browser of BROWSERS)
      for (const lang of ['', 'zn', 'en', 'EN', 'fr']) {
        const headers = headersOf(browser, lang ? { lang } : {});
        const answer = (await (await get('/api/goods/info', headers)).json()) as { msg: string };
        expect(answer.msg, JSON.stringify(headers)).toBe(message('upstreamFailed', languageOf(headers)));
      }
  });
});
