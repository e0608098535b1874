// The first screen drawn by the server (decision 16): the visitor routes go out with their HTML,
// in the visitor's language, with their data, without test ids; its own /api calls leave no
// trace in the mock; and whatever goes wrong, the plain page goes out instead.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { itemAt } from '#contract/present.ts';
import { framePage, pageLanguage, paintedPage } from '../../server/plugins/first-paint.ts';
import { INTERNAL_CALL_HEADER } from '../../server/plugins/internal-calls.ts';
import { CONTENT_SECURITY_POLICY } from '../../server/plugins/security-headers.ts';
import { flushReads } from '../../server/services/read-counts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>珍宝中心 · Treasure Center</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A built front end: the page, and its screens' files (a first paint needs the screen's stylesheets). */
function webDir() {
  const web = mkdtempSync(join(tmpdir(), 'first-paint-web-'));
  writeFileSync(join(web, 'index.html'), TEMPLATE);
  writeFileSync(
    join(web, 'route-preloads.json'),
    JSON.stringify([
      { path: '/', files: ['/assets/search-1.js', '/assets/search-1.css'] },
      { path: '/detail/:id', files: ['/assets/treasure-1.js', '/assets/treasure-1.css'] },
      { path: '/detail_unit/:id', files: ['/assets/treasure-1.js', '/assets/treasure-1.css'] },
      { path: '/tcdetail/:id', files: ['/assets/master-1.js', '/assets/master-1.css'] },
      { path: '/home', files: ['/assets/home-1.js'] },
    ]),
  );
  return web;
}

/** The page's #root and its data block. */
function partsOf(html: string) {
  const root =
    /<div id="root">([\s\S]*?)<\/div><template id="screen-end"><\/template><script type="application\/json" id="first-paint-data">/.exec(
      html,
    );
  const data = /<script type="application\/json" id="first-paint-data">([\s\S]*?)<\/script>/.exec(html);
  return { root: root?.[1] ?? '', data: data ? (JSON.parse(itemAt(data, 1)) as Record<string, unknown>) : null };
}

const ENTRY = resolve('web/src/entry-server.tsx');
const NAME_ZN = '青花缠枝莲纹梅瓶';
const NAME_EN = 'Blue-and-White Meiping Vase with Interlocking Lotus Scrolls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDir(), SSR_ENTRY: ENTRY });
});
afterAll(() => t.close());

describe('a treasure page drawn by the server', () => {
  it('has the treasure in Chinese by default, its data, its stylesheets, and no test ids', async () => {
    const res = await t.request.get('/detail/1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const { root, data } = partsOf(res.text);
    expect(root).toContain(NAME_ZN);
    expect(root).toContain('class="page treasure-page"');
    expect(res.text).not.toContain('data-testid');
    expect(res.text).toContain('<html lang="zh-CN"');
    expect(res.text).toContain('<title>珍宝详情</title>');
    expect(res.text).toContain('<link rel="stylesheet" crossorigin href="/assets/treasure-1.css">');
    // its scripts come once the page has painted
    expect(res.text).not.toContain('modulepreload');
    const treasure = data?.['treasure:1:'] as { id: number; name: string; name_intl: string };
    expect(treasure).toMatchObject({ id: 1, name: NAME_ZN, name_intl: NAME_EN });
    // the page's main picture first in the Link header, then the screen's stylesheet alone
    expect(res.headers.link).toMatch(/^<\/media\/[^>]+>; rel=preload; as=image; fetchpriority=high, /);
    expect(res.headers.link).toContain('</assets/treasure-1.css>; rel=preload; as=style');
    expect(res.headers.link).not.toContain('treasure-1.js');
  });

  it('is in English with the lang cookie, or an English browser', async () => {
    for (const res of [
      await t.request.get('/detail/1').set('cookie', 'other=1; lang=en'),
      await t.request.get('/detail/1').set('accept-language', 'en-US,en;q=0.9'),
    ]) {
      const { root } = partsOf(res.text);
      expect(root).toContain(NAME_EN);
      expect(root).not.toContain(NAME_ZN);
      expect(res.text).toContain('<html lang="en"');
      expect(res.text).toContain('<title>Treasure details</title>');
    }
    // the cookie (the stored choice) wins over the browser's language
    const chosen = await t.request.get('/detail/1').set('cookie', 'lang=zn').set('accept-language', 'en');
    expect(partsOf(chosen.text).root).toContain(NAME_ZN);
  });

  it('keeps languages apart when pages are asked for at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.request.get('/detail/1').set('accept-language', i % 2 ? 'en' : 'zh-CN')),
    );
    answers.forEach((res, i) => {
      const { root } = partsOf(res.text);
      expect(root).toContain(i % 2 ? NAME_EN : NAME_ZN);
      expect(root).not.toContain(i % 2 ? NAME_ZN : NAME_EN);
    });
  });

  it('draws the messaging app without the page header (it has its own title bar)', async () => {
    const inApp = await t.request
      .get('/detail/1')
      .set('user-agent', 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.49');
    expect(partsOf(inApp.text).root).not.toContain('page-header');
    expect(partsOf((await t.request.get('/detail/1')).text).root).toContain('page-header');
  });

  it('draws an unpublished treasure and a bad id as the empty page, without failing', async () => {
    const unpublished = await t.request.get('/detail/9');
    expect(unpublished.status).toBe(200);
    expect(partsOf(unpublished.text).root).toContain('暂未发布');
    const bad = await t.request.get('/detail/abc');
    expect(bad.status).toBe(200);
    expect(partsOf(bad.text).root).toContain('暂未发布');
  });

  it('sends /detail/785 (the unit treasure) to /detail_unit/785 with its query, which it draws', async () => {
    const res = await t.request.get('/detail/785?__params=%7B%7D');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/detail_unit/785?__params=%7B%7D');
    expect(partsOf((await t.request.get('/detail_unit/785')).text).root).toContain('treasure-page');
  });

  it('also draws the visitor home and a master page', async () => {
    expect(partsOf((await t.request.get('/')).text).root).toContain('search-hero');
    const master = await t.request.get('/tcdetail/101').set('cookie', 'lang=en');
    const { root, data } = partsOf(master.text);
    expect(root).toContain('master-page');
    expect(data?.['master:101']).toMatchObject({ page: { artist: { id: 101 } } });
  });

  it('leaves the other pages to the browser, and a page whose screen files are unknown: the plain page', async () => {
    for (const path of ['/home', '/repair', '/detailTeacher?tcName=李明', '/no/such/page', '/detail_cul/1']) {
      const res = await t.request.get(path);
      expect(res.status).toBe(200);
      expect(res.text).toBe(TEMPLATE);
    }
  });

  it('keeps the page’s security headers, and no inline script runs (the data block is JSON)', async () => {
    const res = await t.request.get('/detail/1');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const scripts = [...res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    const inline = scripts.filter(([, attributes = '', body = '']) => !/\bsrc=/.test(attributes) && body.trim() !== '');
    expect(inline.map(([, attributes = '']) => attributes.trim())).toEqual([
      'type="application/json" id="first-paint-data"',
    ]);
  });
});

describe('the server’s own calls for a first paint', () => {
  const journal = async () =>
    (await t.request.get('/__mock/requests')).body.data.list as { path: string; method: string }[];
  const browseCount = async () => {
    const data = (await t.request.post('/api/common/encrypt').send({ goods_id: 1 })).body.data.data_encrypted;
    return (await t.request.get('/api/goods/info').query({ data })).body.data.view.total_browse_num as number;
  };

  it('are not in the request journal and count no read', async () => {
    await t.request.post('/__mock/reset').set('content-type', 'application/json');
    const before = await browseCount();
    for (let i = 0; i < 3; i++) expect(partsOf((await t.request.get('/detail/1')).text).root).toContain(NAME_ZN);
    flushReads(t.db); // counts wait in memory for a while: what is stored must not have grown either
    // the read counted is the browser's own call alone
    expect(await browseCount()).toBe(before + 1);
    const paths = (await journal()).map((entry) => entry.path);
    expect(paths.filter((path) => path === 'goods/info')).toHaveLength(2);
    expect(paths.filter((path) => path === 'common/encrypt')).toHaveLength(2);
  });

  it('ignore a maintenance scenario and a per-call fault, which the browser’s calls still get', async () => {
    await t.request.put('/__mock/scenario').send({ maintenance: true });
    try {
      expect(partsOf((await t.request.get('/detail/1')).text).root).toContain(NAME_ZN);
      expect((await t.request.post('/api/common/encrypt').send({ goods_id: 1 })).body.code).toBe(-100);
    } finally {
      await t.request.delete('/__mock/scenario');
    }
    await t.request.put('/__mock/scenario').send({ calls: { 'goods/info': { code: -1 } } });
    try {
      expect(partsOf((await t.request.get('/detail/1')).text).root).toContain(NAME_ZN);
    } finally {
      await t.request.delete('/__mock/scenario');
    }
  });

  it('cannot be imitated: a request sending the header is an ordinary one', async () => {
    await t.request.post('/__mock/reset').set('content-type', 'application/json');
    await t.request.put('/__mock/scenario').send({ maintenance: true });
    try {
      const res = await t.request.post('/api/common/encrypt').set(INTERNAL_CALL_HEADER, 'guess').send({ goods_id: 1 });
      expect(res.body.code).toBe(-100);
    } finally {
      await t.request.delete('/__mock/scenario');
    }
    const data = (await t.request.post('/api/common/encrypt').send({ goods_id: 1 })).body.data.data_encrypted;
    const before = (await t.request.get('/api/goods/info').query({ data })).body.data.view.total_browse_num;
    const forged = await t.request.get('/api/goods/info').set(INTERNAL_CALL_HEADER, '').query({ data });
    expect(forged.body.data.view.total_browse_num).toBe(before + 1);
    expect((await journal()).filter((entry) => entry.path === 'goods/info')).toHaveLength(2);
  });
});

describe('when the first paint cannot be drawn', () => {
  /** An app whose server build is the module `source` (written to a file), whose renders may take 1 s. */
  async function appWithEntry(source: string) {
    const dir = mkdtempSync(join(tmpdir(), 'first-paint-entry-'));
    mkdirSync(join(dir, 'ssr'));
    const entry = join(dir, 'ssr', 'entry-server.mjs');
    writeFileSync(entry, source);
    return createTestApp({ WEB_DIST: webDir(), SSR_ENTRY: entry, FIRST_PAINT_TIMEOUT_MS: '1000' });
  }

  it.each([
    ['throws', 'export async function render() { throw new Error("broken screen"); }'],
    ['never answers', 'export function render() { return new Promise(() => {}); }'],
  ])('goes out as the plain page when the render %s, and says why', async (_, render) => {
    const app = await appWithEntry(`export const firstPaintPaths = ['/detail/:id'];\n${render}`);
    const warn = vi.spyOn(app.app.log, 'warn');
    try {
      const res = await app.request.get('/detail/1');
      expect(res.status).toBe(200);
      expect(res.text).toBe(TEMPLATE);
      expect(res.headers.link).toContain('</assets/treasure-1.js>; rel=modulepreload');
      expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('first paint failed'));
    } finally {
      await app.close();
    }
  });

  it('a render that hangs holds up no later page', async () => {
    const app = await appWithEntry(`export const firstPaintPaths = ['/detail/:id'];
let calls = 0;
export function render() {
  calls += 1;
  if (calls === 1) return new Promise(() => {});
  return Promise.resolve({ html: '<p>drawn</p>', data: {}, title: 't', images: [] });
}`);
    try {
      // renders take turns: the next one starts once the hung one is past its deadline
      const hung = await app.request.get('/detail/1');
      expect(hung.text).toBe(TEMPLATE);
      const next = await app.request.get('/detail/2');
      expect(next.text).toContain('<div id="root"><p>drawn</p></div>');
    } finally {
      await app.close();
    }
  });

  it('serves plain pages when the server build does not load, or is not there', async () => {
    const broken = await appWithEntry('export const = ;');
    const missing = await createTestApp({ WEB_DIST: webDir(), SSR_ENTRY: join(tmpdir(), 'no-such-entry.js') });
    try {
      for (const app of [broken, missing]) expect((await app.request.get('/detail/1')).text).toBe(TEMPLATE);
    } finally {
      await broken.close();
      await missing.close();
    }
  });
});

describe('the page around a first paint', () => {
  it('takes the language from the lang cookie, else an English browser, else Chinese', () => {
    expect(pageLanguage({ cookie: 'a=1; lang=en' })).toBe('en');
    expect(pageLanguage({ cookie: 'lang=zn', 'accept-language': 'en-US' })).toBe('zn');
    expect(pageLanguage({ cookie: 'lang=fr', 'accept-language': 'en-GB,en' })).toBe('en');
    expect(pageLanguage({ cookie: 'xlang=en', 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).toBe('zn');
    expect(pageLanguage({})).toBe('zn');
  });

  it('keeps the data block closed whatever the data holds', () => {
    const page = paintedPage(
      TEMPLATE,
      { html: '<p>x</p>', data: { 'k:1': { name: '</script><script>alert(1)</script>' } }, title: 'a < b', images: [] },
      'zn',
      [],
    );
    const block = /<script type="application\/json" id="first-paint-data">([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(block).not.toContain('<');
    expect(JSON.parse(block ?? '')).toEqual({ 'k:1': { name: '</script><script>alert(1)</script>' } });
    expect(page).toContain('<title>a &lt; b</title>');
  });

  it('holds the first frame until the whole screen is parsed (a mark after #root, named in the head)', () => {
    const frame = { html: '<p>frame</p>', title: 'Search' };
    const painted = paintedPage(TEMPLATE, { ...frame, data: {}, images: [] }, 'zn', []);
    for (const page of [painted, framePage(TEMPLATE, frame, 'en', [])]) {
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head).toContain('<link rel="expect" href="#screen-end" blocking="render">');
      expect(page).toContain('<p>frame</p></div><template id="screen-end"></template>');
    }
  });

  it('a static build’s frame: no module preloads (the page and its stylesheets go first), the whole page marked', () => {
    const frame = { html: '<p>frame</p>', title: 'Search' };
    const withEarly = TEMPLATE.replace(
      '<meta charset',
      '<script type="module" crossorigin src="/assets/early-1.js"></script><meta charset',
    );
    const page = framePage(withEarly, frame, 'en', ['/assets/search-1.css']);
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(page).toContain('src="/assets/early-1.js"');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/search-1.css">');
    expect(page).toContain('<div id="root"><p>frame</p></div>');
    expect(framePage(withEarly, frame, 'en', [], { whole: true })).toContain(
      '<div id="root" data-drawn="whole"><p>frame</p></div>',
    );
    // its screen's modules named for the app to fetch as it starts, never preloaded by the page
    const named = framePage(withEarly, frame, 'en', [], { modules: ['/assets/master-1.js', '/assets/pages-2.js'] });
    expect(named).toContain('<div id="root" data-screen-modules="/assets/master-1.js /assets/pages-2.js"><p>frame</p>');
    expect(named).not.toContain('modulepreload');
  });
});
