// What the server drew stays alive on a slow phone (4x CPU, 400 kbps, through the DevTools
// protocol): text typed into the home's search (the treasure tab, and the master tab of a page
// opened on it) before the app takes over is kept, with the focus and caret, so that typing goes
// on; and a search sent that early is carried out once the app is there, never a bare reload.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { phoneContext, screenshotOnFailure } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

let context: BrowserContext | undefined;
afterEach(() => context?.close());

/** A phone that has never seen the site, slowed down; `fast()` lifts the slowing. */
async function slowPhone(lang: 'zn' | 'en') {
  context = await phoneContext(browser, server.baseUrl, { lang });
  const page = await context.newPage();
  screenshotOnFailure(page, 'early-typing');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const fast = async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
  return { page, fast };
}

/** Types into the server-drawn code field, checking that the app has not taken over yet. */
async function typeEarly(page: Page, text = 'WC202600001') {
  await page.goto('/', { waitUntil: 'commit' });
  // the server-drawn field (the page has no test ids until the app's first render)
  const field = page.locator('.search-form input').first();
  await field.waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.shownPath ?? 'not yet')).toBe('not yet');
  await field.fill(text);
}

describe.each(['zn', 'en'] as const)('the server-drawn home (%s)', (lang) => {
  it('keeps what was typed before the app took over', async () => {
    const { page, fast } = await slowPhone(lang);
    await typeEarly(page);
    await fast();
    // the app's own field (test ids are the app's)
    await expect.poll(() => page.getByTestId('treasure-code-input').inputValue()).toBe('WC202600001');
  });

  it('keeps the focus and caret: typing goes on in the same field once the app is there, and Enter searches', async () => {
    const { page, fast } = await slowPhone(lang);
    await typeEarly(page, 'WC2026000');
    await fast();
    const field = page.getByTestId('treasure-code-input');
    await field.waitFor();
    await page.keyboard.type('01');
    expect(await field.inputValue()).toBe('WC202600001');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/detail/1');
  });

  it('carries out a search sent before the app took over', async () => {
    const { page, fast } = await slowPhone(lang);
    await typeEarly(page);
    await page.locator('.search-form button[type="submit"]').click();
    await fast();
    await page.waitForURL((url) => url.pathname === '/detail/1');
    await page.getByTestId('treasure-name').waitFor();
  });
});

describe('the server-drawn master tab', () => {
  it('keeps what was typed and the focus: typing goes on once the app is there, and Enter searches', async () => {
    const { page, fast } = await slowPhone('zn');
    await page.goto('/?tab=master', { waitUntil: 'commit' });
    const field = page.locator('.search-form input[name="master_name"]');
    await field.waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.shownPath ?? 'not yet')).toBe('not yet');
    await field.fill('李明');
    await fast();
    const appField = page.getByTestId('master-name-input');
    await appField.waitFor();
    await page.keyboard.type('远');
    expect(await appField.inputValue()).toBe('李明远');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/detailTeacher');
  });
});
