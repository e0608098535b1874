// A page goes out with a Link header naming its screen's files, so that a phone fetches them
// with the shell rather than after it (dist/web/route-preloads.json, written by the build).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePreloads } from '../../scripts/route-preloads.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'treasure-web-'));
  mkdirSync(join(web, '.vite'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>t</title>');
  // a build with the shell, the treasure screen and the search screen, sharing one chunk
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-1.js' },
    '_page.js': { file: 'assets/page-1.js', imports: ['_vendor.js'] },
    'src/features/treasure/treasure-screen.tsx': {
      file: 'assets/treasure-screen-1.js',
      imports: ['_page.js', '_vendor.js'],
      css: ['assets/treasure-1.css'],
    },
    'src/features/search/search-screen.tsx': { file: 'assets/search-screen-1.js', imports: ['_vendor.js'] },
  };
  writeFileSync(join(web, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(web, 'route-preloads.json'), JSON.stringify(routePreloads(web)));
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(() => t.close());

describe('route preloads', () => {
  it('lists, for a screen, what it needs beyond the shell', () => {
    const preloads = routePreloads(web) ?? [];
    expect(preloads.find((entry) => entry.path === '/detail/:id')?.files).toEqual([
      '/assets/treasure-screen-1.js',
      '/assets/treasure-1.css',
      '/assets/page-1.js',
    ]);
    expect(preloads.find((entry) => entry.path === '/')?.files).toEqual(['/assets/search-screen-1.js']);
  });

  it('sends them with the page as a Link header, matching the route’s parameters', async () => {
    const res = await t.request.get('/detail/42?status=1');
    expect(res.status).toBe(200);
    expect(res.headers.link).toBe(
      '</assets/treasure-screen-1.js>; rel=modulepreload; crossorigin, ' +
        '</assets/treasure-1.css>; rel=preload; as=style; crossorigin, ' +
        '</assets/page-1.js>; rel=modulepreload; crossorigin',
    );
    expect((await t.request.get('/')).headers.link).toBe(
      '</assets/search-screen-1.js>; rel=modulepreload; crossorigin',
    );
  });

  it('sends none for a path that is no screen, nor for a screen of another depth', async () => {
    expect((await t.request.get('/no/such/page')).headers.link).toBeUndefined();
    expect((await t.request.get('/detail/42/more')).headers.link).toBeUndefined();
  });
});
