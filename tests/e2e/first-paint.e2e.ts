// The first screen drawn by the server (decision 16): without JavaScript the visitor pages still
// show their content; with it, the app's first render replaces the server's HTML with the same
// layout (no layout shift), in both languages and user agents, and a logged-in visitor then sees
// their own marks.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, type PhoneOptions, phoneContext, uncaughtErrors } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

const NAME = { zn: '青花缠枝莲纹梅瓶', en: 'Blue-and-White Meiping Vase with Interlocking Lotus Scrolls' };

type Watched = Page & { consoleErrors: string[] };

/**
 * A page that records its layout shifts and notes, when the document is parsed (before the app has
 * run: it starts after the first frame), what the server's HTML held.
 */
async function watchedPage(context: BrowserContext): Promise<Watched> {
  await context.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const w = window as unknown as {
      shifts: { value: number; moved: string[]; at: string }[];
      served: { html: number; testIds: number; lang: string; pressed: number };
    };
    w.shifts = [];
    // each shift with what moved (element, class, test id, from and to), so that a failure names it
    const nameOf = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}[${node.getAttribute('data-testid') ?? ''}]`
        : String(node?.nodeName);
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (entry.value > 0)
          w.shifts.push({
            value: entry.value,
            moved: entry.sources.map(
              (s) =>
                `${nameOf(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)} "${(s.node?.textContent ?? '').slice(0, 40)}"`,
            ),
            at: `${Math.round(entry.startTime)} ms, lang ${document.documentElement.lang}, ${document.querySelectorAll('#root [data-testid]').length} test ids, ${document.styleSheets.length} stylesheets, ${location.pathname}, viewport ${innerWidth} wide, page ${document.documentElement.scrollWidth}`,
          });
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      w.served = {
        html: root?.innerHTML.length ?? 0,
        testIds: root?.querySelectorAll('[data-testid]').length ?? 0,
        lang: document.documentElement.lang,
        pressed: root?.querySelectorAll('[aria-pressed="true"]').length ?? 0,
      };
    });
  });
  const page = (await openPage(context, 'first-paint')) as Watched;
  page.consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.consoleErrors.push(message.text());
  });
  return page;
}

const served = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { served: { html: number; testIds: number; lang: string; pressed: number } }).served,
  );
/** The layout shifts so far, each with what moved (an empty list when nothing moved). */
const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts);

/** Once the app's element is there and its own calls have come back: no shift, no error. */
async function replacedCleanly(page: Watched, testId: string) {
  await page.getByTestId(testId).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await shifts(page)).toEqual([]);
  expect(uncaughtErrors(page)).toEqual([]);
  expect(page.consoleErrors.filter((text) => /react|hydrat|minified/i.test(text))).toEqual([]);
}

describe('without JavaScript', () => {
  it.each([
    ['/detail/1', NAME.zn],
    ['/', '珍宝'],
    ['/tcdetail/101', '李明远'],
  ])('%s shows its content', async (path, text) => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 375, height: 667 },
      isMobile: true,
      javaScriptEnabled: false,
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto(path);
    await expect.poll(() => page.locator('#root').innerText()).toContain(text);
    expect(await page.locator('#root').isVisible()).toBe(true);
    await context.close();
  });

  it('/detail/1 is in English for an English browser', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/detail/1');
    expect(await page.locator('#root').innerText()).toContain(NAME.en);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });
});

describe('a language chosen on this phone whose cookie went missing', () => {
  it('the page is drawn again in it at once, and the cookie is back for the next one', async () => {
    // the choice in local storage alone, a Chinese browser: the server draws Chinese
    const context = await phoneContext(browser, server.baseUrl, { storage: { lang: 'en' } });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto('/detail/1');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByTestId('treasure-name').waitFor();
    expect(await page.getByTestId('treasure-name').innerText()).toContain(NAME.en);
    // drawn twice: in Chinese without the cookie, then in English
    expect(documents).toEqual(['/detail/1', '/detail/1']);
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    documents.length = 0;
    await page.goto('/tcdetail/101');
    await page.getByTestId('master-name').waitFor();
    expect(documents).toEqual(['/tcdetail/101']);
    await context.close();
  });
});

describe('with JavaScript, the app replaces the first paint without a shift', () => {
  const cases: { name: string; options: PhoneOptions; lang: 'zn' | 'en' }[] = [
    { name: 'Chinese, an ordinary browser', options: {}, lang: 'zn' },
    { name: 'English, an ordinary browser', options: { browserLanguage: 'en-US' }, lang: 'en' },
    { name: 'Chinese, the messaging app', options: { messagingApp: true }, lang: 'zn' },
    { name: 'English, the messaging app', options: { messagingApp: true, browserLanguage: 'en-US' }, lang: 'en' },
  ];

  it.each(cases)('$name', async ({ options, lang }) => {
    const context = await phoneContext(browser, server.baseUrl, options);
    const page = await watchedPage(context);

    await page.goto('/detail/1');
    // the server's paint, without test ids, in the page's language
    expect(await served(page)).toMatchObject({ testIds: 0, lang: lang === 'en' ? 'en' : 'zh-CN' });
    expect((await served(page)).html).toBeGreaterThan(1000);
    await replacedCleanly(page, 'treasure-name');
    expect(await page.getByTestId('treasure-name').innerText()).toContain(NAME[lang]);

    await page.goto('/');
    expect((await served(page)).html).toBeGreaterThan(1000);
    await replacedCleanly(page, 'treasure-code-input');

    // a lazily loaded part (the master tab) is drawn by the server and at hand for the app's first render
    await page.goto('/?tab=master');
    expect((await served(page)).html).toBeGreaterThan(1000);
    await replacedCleanly(page, 'master-search');

    await page.goto('/tcdetail/101');
    expect((await served(page)).html).toBeGreaterThan(1000);
    await replacedCleanly(page, 'master-name');
    // the app's first render, its data already there, keeps the master's name in the title: once
    // the app marks the page's screen shown (an effect that runs after the screen's own), it has titled it
    await page.waitForFunction(() => document.documentElement.dataset.shownPath === '/tcdetail/101');
    expect(await page.title()).toBe(lang === 'en' ? 'Li Mingyuan · Master page' : '李明远 · 大师主页');
    await context.close();
  });

  it('draws the next visit in the language the visitor chose (the stored choice is mirrored in a cookie)', async () => {
    const context = await phoneContext(browser, server.baseUrl, { lang: 'en' });
    const page = await watchedPage(context);
    await page.goto('/detail/1');
    await page.getByTestId('treasure-name').waitFor();
    await page.goto('/detail/1');
    expect((await served(page)).lang).toBe('en');
    await replacedCleanly(page, 'treasure-name');
    expect(await page.getByTestId('treasure-name').innerText()).toContain(NAME.en);
    await context.close();
  });
});

/**
 * A front for the server that sends `path`'s page in two parts, cut inside #root, half a second
 * apart (a slow network), and everything else as it comes.
 */
async function twoPartFront(target: string, path: string) {
  const upstream = new URL(target);
  const front = createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host };
    if (req.url === path) delete headers['accept-encoding'];
    const ask = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        if (req.url !== path) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        let html = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (html += chunk));
        answer.on('end', () => {
          const { 'content-length': _, ...rest } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, rest);
          const cut = Math.floor((html.indexOf('<div id="root">') + html.indexOf('id="first-paint-data"')) / 2);
          res.write(html.slice(0, cut));
          setTimeout(() => res.end(html.slice(cut)), 500);
        });
      },
    );
    req.pipe(ask);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => front.close(resolve)),
  };
}

describe('a page that reaches the phone in two parts', () => {
  it('is painted whole, not half and then moved', async () => {
    const front = await twoPartFront(server.baseUrl, '/detail/1');
    const context = await phoneContext(browser, front.url, { messagingApp: true });
    // the first frame's moment: whether the screen had been read to its end
    await context.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: boolean }).firstFrame =
          document.getElementById('first-paint-data') !== null;
      });
    });
    const page = await watchedPage(context);
    await page.goto('/detail/1');
    await replacedCleanly(page, 'treasure-name');
    expect(await page.evaluate(() => (window as unknown as { firstFrame?: boolean }).firstFrame)).toBe(true);
    await context.close();
    await front.close();
  });
});

describe('a logged-in visitor', () => {
  it('sees their own like and favorite once the app has loaded the treasure again', async () => {
    await server.reset();
    const token = await server.tokenFor('demo-visitor');
    const call = async (path: string, body: unknown) =>
      (await server.postAs<{ data_encrypted?: string }>(token, path, body)).data;
    const data = (await call('common/encrypt', { goods_id: 1, type: 1 })).data_encrypted;
    await call('goods/like', { data });
    await call('goods/editSave', { goods_id: 1 });

    const context = await phoneContext(browser, server.baseUrl, { token });
    const page = await watchedPage(context);
    await page.goto('/detail/1');
    // the server draws for an anonymous visitor; the app's own load brings the visitor's marks
    expect((await served(page)).pressed).toBe(0);
    await expect.poll(() => page.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('save-button').getAttribute('aria-pressed')).toBe('true');
    expect(uncaughtErrors(page)).toEqual([]);
    await context.close();
  });
});
