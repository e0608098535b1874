// Every page (the front end, the imitated login, /api-docs) and every answer carries a CSP
// without inline scripts, refuses framing, forbids sniffing and keeps the address to this site.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  const web = join(mkdtempSync(join(tmpdir(), 'headers-')), 'web');
  mkdirSync(web);
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/a.js"></script>',
  );
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(() => t.close());

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

/** Every <script> of the page loads a file: nothing inline for the CSP to block. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes = '', body = '']) => !/\bsrc=/.test(attributes) || body.trim() !== '',
  );

describe('security headers', () => {
  const pages = ['/', '/home', '/detail/1', '/api-docs/', '/api/auth/login?url=/home'];

  it.each(pages)('%s: a CSP without inline scripts, no framing, nosniff, a referrer policy', async (path) => {
    const res = await t.request.get(path).redirects(1);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(res.headers['content-security-policy'] ?? '');
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(inlineScripts(res.text)).toEqual([]);
  });

  it('also on API answers, refusals and the docs files', async () => {
    for (const res of [
      await t.request.post('/api/goods/getHelpInfoConfig'),
      await t.request.get('/api/auth/me'),
      await t.request.get('/api-docs/static/swagger-initializer.js'),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    }
  });
});
