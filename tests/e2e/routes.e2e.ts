// Every route of the route table opens its titled page (product §2), in both languages: in the
// messaging app's browser as demo-master, and in an ordinary browser without a login, where the
// homes and the tools send the visitor to /pt_login (product §6); an unknown path shows the
// not-found page; the language comes from the stored choice, else the browser; the switcher
// stores it. The walks as demo-master also hold every page to a clean console, in either
// language: the pages the server draws are loaded in full, the others followed as links, and
// every console error and uncaught error on the way fails the walk, named with its page. Every
// walk also holds each page to its calls: none fails or is aborted, none is sent twice alike.
// The messaging app's walks hold every screen to the shared journeys' page checks as well
// (tests/journeys/page-checks.ts): in its language, no wider than the phone's 375 px, no
// "Invalid Date" or NaN, no Chinese name where the answer has an English one, and no text field
// under 16 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenRoutes, titleOf } from '../../web/src/app/routes.ts';
import { en } from '../../web/src/locales/en.ts';
import { zn } from '../../web/src/locales/zn.ts';
import { installRecorder } from '../journeys/in-page.ts';
import { pageChecker } from '../journeys/page-checks.ts';
import { type PhoneOptions, screenshotOnFailure, uncaughtErrors, watchApiCalls } from './support/browser.ts';
import { drivenPlaywright } from './support/driven-playwright.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone, giveBack, type Phone } from './support/phones.ts';
import { recordTitles, urlOf, visit, watchCallsPerVisit } from './support/route-visits.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

// The messaging app's walks are demo-master's (logged in), the ordinary browser's a visitor's.
describe.each([
  { lang: 'zn', messagingApp: true },
  { lang: 'en', messagingApp: true },
  { lang: 'zn', messagingApp: false },
  { lang: 'en', messagingApp: false },
] as const)('every route in $lang, messaging app: $messagingApp', ({ lang, messagingApp }) => {
  let phone: Phone;
  let page: Page;
  const titles = lang === 'en' ? en.titles : zn.titles;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    const token = messagingApp ? await server.tokenFor('demo-master') : undefined;
    phone = await borrowPhone(browser, server.baseUrl, { lang, messagingApp, token });
    await phone.addInitScript(recordTitles);
    if (messagingApp) await phone.addInitScript(installRecorder);
    page = phone.page;
    if (messagingApp)
      page.on('console', (message) => {
        // the machine's own network changing under Chromium is no fault of a page
        if (message.type() !== 'error' || message.text().includes('ERR_NETWORK_CHANGED')) return;
        consoleErrors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
      });
  });
  afterAll(() => giveBack(phone));

  it.runIf(messagingApp)('loads the pages the server draws in full, without a console error', async () => {
    screenshotOnFailure(page, `routes-${lang}`);
    const perVisit = watchCallsPerVisit(page);
    for (const route of screenRoutes.filter((one) => one.ssr)) {
      const calls = watchApiCalls(page);
      perVisit.next(urlOf(route.path));
      await page.goto(urlOf(route.path));
      await page.waitForFunction(() => document.documentElement.dataset.shownPath === window.location.pathname);
      await calls.settled();
    }
    expect(perVisit.problems()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('opens each screen with its title, never the retry screen', async () => {
    screenshotOnFailure(page, `routes-${lang}`);
    await page.goto('/maintenance');
    await page.waitForFunction((title) => document.title === title, titles.maintenance);
    // each screen has settled before the next: a call cut short is the screen's own doing
    const calls = watchApiCalls(page);
    const perVisit = watchCallsPerVisit(page);
    const checks = messagingApp ? pageChecker(drivenPlaywright(page, server.baseUrl), lang, server) : undefined;
    const missing: string[] = [];
    for (const route of screenRoutes) {
      const url = urlOf(route.path);
      const toLogin = route.member && !messagingApp;
      const expected = toLogin ? titles.pt_login : titles[titleOf(route)];
      // a title already shown (the login page, after a redirect to it) could not be seen again
      if ((await page.title()) === expected) {
        perVisit.next('/maintenance');
        await visit(page, '/maintenance', titles.maintenance);
        await calls.settled();
      }
      perVisit.next(url);
      const { titles: seen, retry, loaded, at } = await visit(page, url, expected);
      await calls.settled();
      await checks?.visit();
      const wrongPlace = toLogin && at !== '/pt_login';
      if (!seen.includes(expected) || retry || !loaded || wrongPlace)
        missing.push(
          `${url}: expected "${expected}", saw ${JSON.stringify(seen)}${retry ? ', the retry screen' : ''}${loaded ? '' : ', still loading'}${wrongPlace ? `, stayed on ${at}` : ''}`,
        );
    }
    await checks?.takeRecorded();
    expect(missing).toEqual([]);
    expect(checks?.problems ?? []).toEqual([]);
    expect(perVisit.problems()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(titles.data_all).toBe(lang === 'en' ? 'Data statistics' : '全部数据统计');
    expect(uncaughtErrors(page)).toEqual([]);
  }, 240_000); // about 75 screens: a few seconds on an idle machine, more when it is busy

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
