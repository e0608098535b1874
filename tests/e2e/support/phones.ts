// Phones lent to the journeys. Opening a browser context and its page starts a renderer process,
// and its empty cache makes the first visit fetch and compile the whole front end again: about
// 1.3 core-seconds a visit, against 0.6 for a phone that has been used before. So a worker keeps
// the phones its tests have given back, and lends one again to the next test that asks for the
// same browser (same user agent, browser language and CSP setting, same server), once it has
// left the app and lost its cookies, storage, routes, listeners, init scripts and extra pages:
// what the borrower finds is what a new phone would show it, but quicker.
import type { Browser, BrowserContext, Disposable, Page } from 'playwright-core';
import { onTestFailed, onTestFinished } from 'vitest';
import {
  DEFAULT_WAIT_MS,
  newPhoneContext,
  PHONE_VIEWPORT,
  type PhoneOptions,
  recordUncaughtErrors,
  screenshotOfFailure,
  setStartingStorage,
  toastsSeen,
} from './browser.ts';

export type Phone = {
  context: BrowserContext;
  page: Page;
  /** Runs `script` at the start of every page the phone loads until it is given back. */
  addInitScript(script: () => void): Promise<void>;
};

type Kept = {
  browser: Browser;
  key: string;
  context: BrowserContext;
  page: Page;
  lent: boolean;
  closed: boolean;
  /** what the borrower added, removed when it gives the phone back */
  scripts: Disposable[];
};

const kept: Kept[] = [];

/**
 * A phone for the current test, with `options`: borrowed in a test, it goes back by itself when
 * the test passes, and is closed (after its screenshot, in failures/) when it fails. Borrowed in
 * a `beforeAll`, give it back in the `afterAll`, and call screenshotOnFailure in each test.
 */
export async function borrowPhone(
  browser: Browser,
  baseUrl: string,
  options: PhoneOptions = {},
  name = 'page',
): Promise<Phone> {
  const key = JSON.stringify([baseUrl, options.messagingApp ?? false, options.browserLanguage, options.bypassCSP]);
  const entry =
    kept.find((one) => !one.lent && !one.closed && one.key === key && one.browser === browser) ??
    (await openPhone(browser, baseUrl, options, key));
  entry.lent = true;
  const { context, page } = entry;
  entry.scripts.push(await setStartingStorage(context, options, baseUrl));
  recordUncaughtErrors(page);
  const phone: Phone = {
    context,
    page,
    async addInitScript(script) {
      entry.scripts.push(await context.addInitScript(script));
    },
  };
  try {
    onTestFinished(async ({ task }) => {
      if (task.result?.state !== 'fail') await giveBack(phone);
    });
    onTestFailed(async ({ task }) => {
      await screenshotOfFailure(page, task.name, name);
      await context.close().catch(() => undefined);
    });
  } catch {
    // Borrowed outside a test (beforeAll): the caller gives it back.
  }
  return phone;
}

/** A new phone, lent at once, and kept for later borrowers until its context closes. */
async function openPhone(browser: Browser, baseUrl: string, options: PhoneOptions, key: string): Promise<Kept> {
  const context = await newPhoneContext(browser, baseUrl, options);
  const page = await context.newPage();
  const opened: Kept = { browser, key, context, page, lent: true, closed: false, scripts: [] };
  context.once('close', () => {
    opened.closed = true;
    kept.splice(kept.indexOf(opened), 1);
  });
  kept.push(opened);
  return opened;
}

/**
 * Gives a phone back for another test: it leaves the app for a blank page and loses its cookies,
 * routes, listeners, its borrower's scripts and extra pages (its storage goes when the next
 * borrower loads a page: browser.ts, setStartingStorage). Anything that goes wrong on the way
 * closes it instead. Giving it back twice does nothing.
 */
export async function giveBack(phone: Pick<Phone, 'page'> | undefined) {
  const entry = phone && kept.find((one) => one.page === phone.page);
  if (!entry?.lent || entry.closed) return;
  const { context, page } = entry;
  try {
    for (const script of entry.scripts.splice(0)) await script.dispose();
    for (const other of context.pages()) if (other !== page) await other.close();
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setExtraHTTPHeaders({});
    page.setDefaultTimeout(DEFAULT_WAIT_MS);
    const size = page.viewportSize();
    if (size?.width !== PHONE_VIEWPORT.width || size.height !== PHONE_VIEWPORT.height)
      await page.setViewportSize(PHONE_VIEWPORT);
    // leaves the app (its timers and calls stop) for where a new page is: a journey may look at
    // where its page is before it loads the app. The next borrower's first page clears the storage.
    await page.goto('about:blank');
    await context.clearCookies();
    toastsSeen(context).splice(0);
    entry.lent = false;
  } catch {
    await context.close().catch(() => undefined);
  }
}
