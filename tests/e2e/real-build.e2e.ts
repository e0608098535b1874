// The static build for the real backend (dist/real) as phones get it: served by Debian's nginx
// with deploy/nginx.conf, and by the compiled server in the edge mode, both before a backend in a
// process of its own whose names differ from the seed. In both languages, at 375x667, the three
// visitor pages open without a page error or a layout shift, and a search leads to a treasure.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChangedUpstream, UPSTREAM_NAMES } from '../support/changed-upstream.ts';
import { freePort } from '../support/free-port.ts';
import { startNginx } from '../support/nginx.ts';
import { launchBrowser, openPage, phoneContext, uncaughtErrors } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

let browser: Browser;
let upstream: RunningServer;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let edge: RunningServer;

beforeAll(async () => {
  [browser, upstream] = await Promise.all([launchBrowser(), startChangedUpstream()]);
  [nginx, edge] = await Promise.all([
    startNginx({ port: await freePort(), root: 'dist/real', upstream: upstream.baseUrl }),
    startServer({ API_UPSTREAM: upstream.baseUrl, WEB_DIST: 'dist/real', NODE_ENV: 'production' }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), nginx?.stop(), edge?.stop()]);
  await upstream?.stop();
});

type Watched = Page & { shifts(): Promise<number>; servedLang(): Promise<string> };

/** A page that sums its layout shifts (every one) and notes the language of the HTML it was sent. */
async function watchedPage(context: BrowserContext): Promise<Watched> {
  await context.addInitScript(() => {
    const w = window as unknown as { shifts: number; servedLang: string };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      // Every shift: they are read before any input, and the Chromium the tests drive flags some
      // as following input when none was given, which CLS's own rule would then leave out.
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.servedLang = document.documentElement.lang;
    });
  });
  const page = (await openPage(context, 'real-build')) as Watched;
  page.shifts = () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  page.servedLang = () => page.evaluate(() => (window as unknown as { servedLang: string }).servedLang);
  return page;
}

/** How many calls of `path` the backend has had (its journal). */
const backendCalls = async (path: string) =>
  (
    (await (await upstream.controls(`/requests/count?path=${path}`)).json()) as {
      data: { count: number };
    }
  ).data.count;

// The static build's page asks for the treasure once from the phone: the app takes the early
// start's answer instead of asking again. (The edge mode asks once to draw it and once from the
// app, as the mock's first paint does.)
const fronts = [
  { name: 'the static build behind nginx', base: () => nginx.baseUrl, earlyStart: true },
  { name: 'the edge mode', base: () => edge.baseUrl, earlyStart: false },
];
const langs = [
  { lang: 'zn' as const, browserLanguage: 'zh-CN', htmlLang: 'zh-CN' },
  { lang: 'en' as const, browserLanguage: 'en-US', htmlLang: 'en' },
];

describe.each(fronts)('$name', ({ base, earlyStart }) => {
  it.each(langs)(
    'in $lang: the three pages without an error or a shift, and a search leads to a treasure',
    async ({ lang, browserLanguage, htmlLang }) => {
      const context = await phoneContext(browser, base(), { browserLanguage });
      const page = await watchedPage(context);
      const settled = async () => {
        await page.waitForLoadState('networkidle');
        expect(await page.shifts(), `layout shifts on ${page.url()}`).toBe(0);
        expect(await page.servedLang()).toBe(htmlLang);
      };

      const before = await backendCalls('goods/info');
      await page.goto('/detail/1');
      await expect
        .poll(() => page.getByTestId('treasure-name').innerText(), { timeout: 45_000 })
        .toContain(UPSTREAM_NAMES.treasure[lang]);
      await settled();
      if (earlyStart) expect((await backendCalls('goods/info')) - before).toBe(1);

      await page.goto('/tcdetail/101');
      await expect
        .poll(() => page.getByTestId('master-name').innerText(), { timeout: 45_000 })
        .toBe(UPSTREAM_NAMES.master[lang]);
      await settled();

      await page.goto('/');
      await page.getByTestId('treasure-code-input').waitFor();
      await settled();
      // (what typing moves, the counter, is the visitor's own doing: not measured)
      await page.getByTestId('treasure-code-input').fill('WC202600001');
      await page.getByTestId('treasure-search').click();
      await page.waitForURL(/\/detail\/1(\?|$)/);
      await expect
        .poll(() => page.getByTestId('treasure-name').innerText(), { timeout: 45_000 })
        .toContain(UPSTREAM_NAMES.treasure[lang]);
      expect(uncaughtErrors(page)).toEqual([]);
      await context.close();
    },
  );
});

// The static build's frame shows the page's main picture from the early start's answer, before
// the app runs: here the app never does (every script but the early start's is refused). The
// frame is drawn where the page will be: its picture and first card sit where the loaded page's
// do, so that nothing jumps when the app replaces it (a replaced node is no layout shift to the
// browser's count, hence the rectangles).
/** Each place as [its selector in the frame, in the loaded page]. */
type Framed = {
  path: string;
  picture: string;
  name: string;
  /** the call whose answer draws the page, as the phone asks it and as the backend's journal names it */
  first: RegExp;
  journal: string;
  places: Record<string, [string, string]>;
};
const framed: Framed[] = [
  {
    path: '/detail/1',
    picture: '#root .skeleton-hero img',
    name: 'treasure-name',
    first: /^\/api\/goods\/info$/,
    journal: 'goods/info',
    places: { hero: ['#root .skeleton-hero', '#root .hero'], firstCard: ['main .card', 'main .card'] },
  },
  {
    path: '/tcdetail/101',
    picture: '#root .master-hero .master-photo img',
    name: 'master-name',
    first: /^\/api\/artist\/info\/\d+$/,
    journal: 'artist/info/101',
    places: {
      hero: ['#root .master-hero', '#root .master-hero'],
      photo: ['#root .master-photo', '#root .master-photo'],
      firstCard: ['main .card', 'main .card'],
      // drawn early from the answer, whole: the same size as the app's
      about: ['#root .master-body > .master-section', '#root .master-body > .master-section'],
    },
  },
];
const rectsOf = (page: Page, selectors: Record<string, string>) =>
  page.evaluate(
    (selectors) =>
      Object.fromEntries(
        Object.entries(selectors).map(([place, selector]) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return [place, box && [box.x, box.y, box.width, box.height].map(Math.round)];
        }),
      ),
    selectors,
  );
const side = (places: Framed['places'], at: 0 | 1) =>
  Object.fromEntries(Object.entries(places).map(([place, selectors]) => [place, selectors[at]]));

describe('the static build before its app runs', () => {
  it('starts the page’s first call before the app’s entry asks for the app (the early start runs first, in order), and the app after the main picture', async () => {
    for (const file of ['zn/detail.html', 'en/tcdetail.html']) {
      const scripts = readFileSync(`dist/real/_pages/${file}`, 'utf8').match(/<script[^>]*>/g) ?? [];
      expect(scripts[0], file).toMatch(/^<script type="module" crossorigin src="\/assets\/early-[\w-]+\.js">$/);
      // the page's own start (decision 43), deferred: it runs after the early start, before the entry
      expect(scripts[1], file).toBe('<script defer src="/page-start.js">');
      expect(scripts[2], file).toMatch(/src="\/assets\/index-[\w-]+\.js"/);
    }
    const context = await phoneContext(browser, nginx.baseUrl, {});
    const page = await openPage(context, 'real-build');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/detail/1');
    await page.getByTestId('treasure-name').waitFor();
    const encrypt = asked.indexOf('/api/common/encrypt');
    const app = asked.findIndex((path) => /^\/assets\/start-[\w-]+\.js$/.test(path));
    expect(encrypt, asked.join(' ')).toBeGreaterThan(-1);
    expect(encrypt, asked.join(' ')).toBeLessThan(app);
    // ...and the app asks for its modules once the main picture is in (or, on a machine too busy
    // for that, once its wait of 3 s after the entry has run out)
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const at = (pattern: RegExp) => entries.find((entry) => pattern.test(new URL(entry.name).pathname));
      return {
        picture: at(/^\/media\/.+/)?.responseEnd,
        entry: at(/^\/assets\/index-[\w-]+\.js$/)?.responseEnd,
        app: at(/^\/assets\/start-[\w-]+\.js$/)?.startTime,
      };
    });
    const { picture = Number.NaN, entry = Number.NaN, app: appAsked = Number.NaN } = timing;
    expect(appAsked >= picture || appAsked >= entry + 3000, JSON.stringify(timing)).toBe(true);
    await context.close();
  });

  it.each(framed.flatMap((page) => langs.map((lang) => ({ ...page, ...lang }))))(
    "$path in $lang: the main picture in its frame's place, and the frame where the page will be",
    async ({ path, picture, name, places, browserLanguage }) => {
      const context = await phoneContext(browser, nginx.baseUrl, { browserLanguage });
      await context.route('**/assets/*.js', (route) =>
        /\/assets\/early-[\w-]+\.js$/.test(route.request().url()) ? route.continue() : route.abort(),
      );
      // the answers only once the frame is on screen, however fast the backend: what the early
      // start draws from them must move nothing already painted
      let painted: () => void = () => undefined;
      const onScreen = new Promise<void>((resolve) => (painted = resolve));
      await context.route('**/api/**', async (route) => {
        await onScreen;
        await route.continue();
      });
      const page = await watchedPage(context);
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      painted();
      const shown = page.locator(picture);
      await shown.waitFor();
      await expect
        .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await page.shifts(), `layout shifts on ${path}`).toBe(0);
      const frame = await rectsOf(page, side(places, 0));
      await context.close();

      const appContext = await phoneContext(browser, nginx.baseUrl, { browserLanguage });
      const app = await watchedPage(appContext);
      await app.goto(path);
      await app.getByTestId(name).waitFor();
      await app.waitForLoadState('networkidle');
      // the first card's top edge: how tall it grows is its content's
      const edges = (rects: typeof frame) => ({ ...rects, firstCard: rects.firstCard?.slice(0, 3) });
      expect(edges(await rectsOf(app, side(places, 1)))).toEqual(edges(frame));
      expect(Object.values(frame).every(Boolean), `every place found in the frame of ${path}`).toBe(true);
      await appContext.close();
    },
  );

  it.each(framed.flatMap((page) => langs.map((lang) => ({ ...page, ...lang }))))(
    '$path in $lang: the app’s first screen is the loaded page, never its loading frame again',
    async ({ path, picture, name, first, journal, browserLanguage }) => {
      const before = await backendCalls(journal);
      const context = await phoneContext(browser, nginx.baseUrl, { browserLanguage });
      // What #root shows at each frame: the frame's early picture, the loaded page (its name has its
      // test id once the app draws it), or neither (a loading frame without the picture).
      await context.addInitScript(
        ({ picture, name }) => {
          const seen: string[] = [];
          (window as unknown as { seen: string[] }).seen = seen;
          const look = () => {
            const now = document.querySelector(`[data-testid="${name}"]`)
              ? 'page'
              : document.querySelector(picture)
                ? 'picture'
                : 'neither';
            if (seen.at(-1) !== now) seen.push(now);
            if (now !== 'page') requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
        { picture, name },
      );
      // the app only once the early start's answer is in, however busy the machine
      let answered: () => void = () => undefined;
      const inPlace = new Promise<void>((resolve) => (answered = resolve));
      await context.route('**/assets/start-*.js', async (route) => {
        await inPlace;
        await route.continue();
      });
      const page = await openPage(context, 'real-build');
      page.on('response', (response) => first.test(new URL(response.url()).pathname) && answered());
      await page.goto(path);
      await page.getByTestId(name).waitFor();
      const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
      const fromPicture = seen.slice(seen.indexOf('picture'));
      expect(seen, `what ${path} showed, frame by frame`).toContain('picture');
      expect(fromPicture, `what ${path} showed, frame by frame`).toEqual(['picture', 'page']);
      // the app drew it from the early start's answer: the phone asked once
      expect((await backendCalls(journal)) - before).toBe(1);
      await context.close();
    },
  );
});
