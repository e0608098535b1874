// No page of the product writes an error to the console, in either language: demo-master in the
// messaging app's browser walks every route of the route table (the pages the server draws
// loaded in full, the others followed as links), and every console error and uncaught error
// on the way fails the walk, named with the page it came from.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenRoutes } from '../../web/src/app/routes.ts';
import { en } from '../../web/src/locales/en.ts';
import { zn } from '../../web/src/locales/zn.ts';
import { screenshotOnFailure, uncaughtErrors, watchApiCalls } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone, giveBack, type Phone } from './support/phones.ts';
import { recordTitles, urlOf, visit } from './support/route-visits.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

describe.each(['zn', 'en'] as const)('every route in %s, as demo-master in the messaging app', (lang) => {
  let phone: Phone;
  let page: Page;
  const errors: string[] = [];
  const titles = lang === 'en' ? en.titles : zn.titles;

  beforeAll(async () => {
    const token = await server.tokenFor('demo-master');
    phone = await borrowPhone(browser, server.baseUrl, { lang, messagingApp: true, token });
    await phone.addInitScript(recordTitles);
    page = phone.page;
    page.on('console', (message) => {
      // the machine's own network changing under Chromium is no fault of a page
      if (message.type() !== 'error' || message.text().includes('ERR_NETWORK_CHANGED')) return;
      errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    });
  });
  afterAll(() => giveBack(phone));

  it('the pages the server draws, loaded in full', async () => {
    screenshotOnFailure(page, `console-${lang}`);
    for (const route of screenRoutes.filter((one) => one.ssr)) {
      const calls = watchApiCalls(page);
      await page.goto(urlOf(route.path));
      await page.waitForFunction(() => document.documentElement.dataset.shownPath === window.location.pathname);
      await calls.answered();
    }
    expect(errors).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('every other route, followed as a link', async () => {
    screenshotOnFailure(page, `console-${lang}`);
    await page.goto('/maintenance');
    await page.waitForFunction((title) => document.title === title, titles.maintenance);
    const calls = watchApiCalls(page);
    for (const route of screenRoutes) {
      const expected = titles[route.title];
      if ((await page.title()) === expected) await visit(page, '/maintenance', titles.maintenance);
      await visit(page, urlOf(route.path), expected);
      await calls.answered();
    }
    expect(errors).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  }, 240_000);
});
