// Every route of the route table opens its titled page (product §2), in both languages,
// in the messaging app's browser and in an ordinary one, where the homes and the tools send a
// visitor without a login to /pt_login (product §6); an unknown path shows the not-found
// page; the language comes from the stored choice, else the browser; the switcher stores it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenRoutes } from '../../web/src/app/routes.ts';
import { en } from '../../web/src/locales/en.ts';
import { zn } from '../../web/src/locales/zn.ts';
import { DEFAULT_WAIT_MS, type PhoneOptions, screenshotOnFailure, uncaughtErrors } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone, giveBack, type Phone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

/** The seed's fixture ids for the routes that take one. */
const FIXTURE_IDS: Record<string, number> = {
  '/detail/:id': 1,
  '/detail_cul/:id': 1,
  '/detail_unit/:id': 785,
  '/detail_pr/:id': 1,
  '/tcdetail/:id': 101,
  '/tcdetail_pr/:id': 101,
  '/record/:id': 1,
  '/grap/:id': 1,
  '/report/:id': 1,
  '/adtiViolation/:id': 1,
  '/imgUpdate/:id': 1,
  '/buy_info/:id': 1,
  '/aiyuyin/:id': 101,
  '/zhuanyi/:id': 1,
  '/zhuanyi_col/:id': 3,
};

const urlOf = (path: string) => {
  if (!path.includes(':id')) return path;
  const id = FIXTURE_IDS[path];
  if (!id) throw new Error(`no fixture id for ${path}: add one to FIXTURE_IDS`);
  return path.replace(':id', String(id));
};

/** Records every document.title the app sets, so that a screen which moves on at once still counts. */
function recordTitles() {
  const seen: string[] = [];
  (window as unknown as { __titles: string[] }).__titles = seen;
  let last = '';
  // Runs before <head> exists: watch the whole document, note each new title.
  new MutationObserver(() => {
    if (document.title === last) return;
    last = document.title;
    seen.push(last);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * In-app navigation (no reload), as a link does, then waits in the page until the expected
 * title has been set and the screen's chunk has arrived: one round trip per route.
 */
function visit(page: Page, url: string, title: string) {
  return page.evaluate(
    ([to, expected, waitMs]) =>
      new Promise<{ titles: string[]; retry: boolean; loaded: boolean; at: string }>((resolve) => {
        const titles = (window as unknown as { __titles: string[] }).__titles;
        titles.length = 0;
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
        // as long as any other wait of the journeys: a chunk can be that slow on a loaded machine
        const until = Date.now() + waitMs;
        const check = () => {
          const loaded = !document.querySelector('.screen-loading');
          const retry = Boolean(document.querySelector('[data-testid="retry-screen"]'));
          if ((titles.includes(expected) && loaded) || retry || Date.now() > until)
            resolve({ titles: [...titles], retry, loaded, at: window.location.pathname });
          else setTimeout(check, 20);
        };
        check();
      }),
    [url, title, DEFAULT_WAIT_MS] as const,
  );
}

describe.each([
  { lang: 'zn', messagingApp: true },
  { lang: 'en', messagingApp: true },
  { lang: 'zn', messagingApp: false },
  { lang: 'en', messagingApp: false },
] as const)('every route in $lang, messaging app: $messagingApp', ({ lang, messagingApp }) => {
  let phone: Phone;
  let page: Page;
  const titles = lang === 'en' ? en.titles : zn.titles;

  beforeAll(async () => {
    phone = await borrowPhone(browser, server.baseUrl, { lang, messagingApp });
    await phone.addInitScript(recordTitles);
    page = phone.page;
    await page.goto('/maintenance');
    await page.waitForFunction((title) => document.title === title, titles.maintenance);
  });
  afterAll(() => giveBack(phone));

  it('opens each screen with its title, never the retry screen', async () => {
    screenshotOnFailure(page, `routes-${lang}`);
    const missing: string[] = [];
    for (const route of screenRoutes) {
      const url = urlOf(route.path);
      const toLogin = route.member && !messagingApp;
      const expected = toLogin ? titles.pt_login : titles[route.title];
      // a title already shown (the login page, after a redirect to it) could not be seen again
      if ((await page.title()) === expected) await visit(page, '/maintenance', titles.maintenance);
      const { titles: seen, retry, loaded, at } = await visit(page, url, expected);
      const wrongPlace = toLogin && at !== '/pt_login';
      if (!seen.includes(expected) || retry || !loaded || wrongPlace)
        missing.push(
          `${url}: expected "${expected}", saw ${JSON.stringify(seen)}${retry ? ', the retry screen' : ''}${loaded ? '' : ', still loading'}${wrongPlace ? `, stayed on ${at}` : ''}`,
        );
    }
    expect(missing).toEqual([]);
    expect(titles.data_all).toBe(lang === 'en' ? 'data statistics' : '全部数据统计');
    expect(uncaughtErrors(page)).toEqual([]);
  }, 180_000); // about 75 screens: a few seconds on an idle machine, more when it is busy

  it('an unknown path shows the not-found page', async () => {
    screenshotOnFailure(page, `routes-${lang}`);
    await page.goto('/no/such/page');
    await expect.poll(() => page.title()).toBe(titles.notFound);
    await page
      .getByText(lang === 'en' ? en.errors.notFoundTitle : zn.errors.notFoundTitle)
      .first()
      .waitFor();
  });
});

describe('language', () => {
  const open = async (options: PhoneOptions) => {
    const { page } = await borrowPhone(browser, server.baseUrl, options);
    await page.goto('/home_index');
    return page;
  };

  it('an English browser without a stored choice gets English', async () => {
    const page = await open({ browserLanguage: 'en-US' });
    await expect.poll(() => page.title()).toBe(en.titles.home_index);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('any other browser language gets Chinese', async () => {
    const page = await open({ browserLanguage: 'fr-FR' });
    await expect.poll(() => page.title()).toBe(zn.titles.home_index);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  });

  it('the stored choice wins over the browser language', async () => {
    const page = await open({ browserLanguage: 'en-US', lang: 'zn' });
    await expect.poll(() => page.title()).toBe(zn.titles.home_index);
  });

  it('the switcher stores `lang` and reloads in the other language, and back', async () => {
    const page = await open({ browserLanguage: 'zh-CN' });
    screenshotOnFailure(page, 'switcher');
    await expect.poll(() => page.title()).toBe(zn.titles.home_index);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('language-en').click()]);
    await expect.poll(() => page.title()).toBe(en.titles.home_index);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await page.getByText('My treasures').first().waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('language-zn').click()]);
    await expect.poll(() => page.title()).toBe(zn.titles.home_index);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zn');
  });
});
