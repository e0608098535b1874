// Compression: the front end's files are compressed once at build time and sent as they are
// (brotli, else gzip, with Vary); API answers over 1 KB are compressed per request.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../scripts/compress-assets.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const SCRIPT = `export const words = ${JSON.stringify('treasure '.repeat(400))};`;
let t: TestApp;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'treasure-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), `<!doctype html><title>t</title>${'<p>treasure</p>'.repeat(200)}`);
  writeFileSync(join(web, 'assets', 'app-1a2b3c.js'), SCRIPT);
  writeFileSync(join(web, 'assets', 'tiny-1a2b3c.js'), 'export const x = 1;');
  expect(compressAssets(web).files).toBe(2);
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(() => t.close());

const binary = (req: ReturnType<TestApp['request']['get']>) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('compression', () => {
  it('sends a built script as its brotli sibling, cached for a year, varying on Accept-Encoding', async () => {
    const res = await binary(t.request.get('/assets/app-1a2b3c.js').set('accept-encoding', 'br, gzip'));
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    // what travels is the brotli file, a fraction of the script
    expect(Number(res.headers['content-length'])).toBeLessThan(SCRIPT.length / 5);
  });

  it('gzip for a client without brotli, the file itself for one with neither', async () => {
    const gz = await t.request.get('/assets/app-1a2b3c.js').set('accept-encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.request.get('/assets/app-1a2b3c.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it('the page of any route comes compressed and never cached stale; a small file is sent as it is', async () => {
    const page = await t.request.get('/detail/1').set('accept-encoding', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const tiny = await t.request.get('/assets/tiny-1a2b3c.js').set('accept-encoding', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('an API answer over 1 KB is compressed, a small one is not', async () => {
    const big = await t.request.get('/api-docs/openapi.json').set('accept-encoding', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    const small = await t.request.get('/api/auth/me').set('accept-encoding', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
