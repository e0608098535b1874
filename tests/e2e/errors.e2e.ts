// The error catalogue of product §8, rule by rule, against the real server's scenarios.
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  blockAddresses,
  expectAbsent,
  expectToast,
  navigateInApp,
  type PhoneOptions,
  watchApiCalls,
} from './support/browser.ts';
import { chunkFiles } from './support/chunk-files.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

const MAINTENANCE = { zn: '商城正在维护中，请稍后再来', en: 'The store is under maintenance, please come back later' };

let server: RunningServer;
let browser: Browser;
let token: string;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));
beforeAll(async () => {
  token = await server.tokenFor('demo-master');
});

afterEach(() => server.reset());

async function phone(options: PhoneOptions): Promise<Page> {
  return (await borrowPhone(browser, server.baseUrl, options)).page;
}

const OPEN_IN_APP = 'Please open in the messaging app browser';
const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('code -100: the maintenance message, then /maintenance', () => {
  it.each(['zn', 'en'] as const)('in %s', async (lang) => {
    await server.scenario({ maintenance: true });
    const page = await phone({ lang });
    await page.goto('/list');
    await page.getByText(MAINTENANCE[lang]).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/maintenance');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/list');
    await expect.poll(() => page.title()).toBe(lang === 'en' ? 'Maintenance' : '系统维护');
    await page.getByText(lang === 'en' ? 'The store is under maintenance' : '商城维护中', { exact: true }).waitFor();
    // Once it is over, trying again goes back to the page.
    await server.reset();
    await page.getByRole('button', { name: lang === 'en' ? 'Try again' : '重新进入' }).click();
    await page.waitForURL((url) => url.pathname === '/list');
    await page.getByTestId('treasure-row').first().waitFor();
  });
});

describe('HTTP 429', () => {
  it("shows the 'Operating too frequently. Please try again later' alert, once", async () => {
    const page = await phone({ lang: 'en' });
    await page.goto('/home_index');
    await page.getByTestId('profile-card').waitFor();
    await server.scenario({ rateLimited: true });
    const calls = watchApiCalls(page);
    await page.goto('/list');
    const alert = page
      .locator('.adm-dialog-body')
      .filter({ hasText: 'Operating too frequently. Please try again later' });
    await alert.waitFor();
    // every call of the page answered (each with 429) before counting: one alert for them all. The
    // list asks for its own after the page's first calls: its answer shows as its Reload button.
    await page.locator('.adm-infinite-scroll').getByRole('button', { name: 'Reload' }).waitFor();
    await calls.answered();
    expect(await page.locator('.adm-dialog-body').count()).toBe(1);
    await alert.getByRole('button', { name: 'Confirm' }).click();
    await alert.waitFor({ state: 'hidden' });
    expect(path(page)).toBe('/list');
  });
});

describe('401: the token is removed and the user routed by path', () => {
  const expired = async (messagingApp: boolean, url: string) => {
    const page = await phone({ lang: 'en', messagingApp, token });
    await server.scenario({ expireTokens: true });
    await page.goto(url);
    return page;
  };

  it('messaging app, a detail page: says the login expired, then the login redirect with the page as return url', async () => {
    const detail = `/detail/1?__params=${encodeURIComponent('{"status":"1"}')}`;
    const page = await expired(true, detail);
    const told = page.locator('.adm-dialog-body').filter({ hasText: 'Your login has expired, please log in again' });
    await told.waitFor();
    await Promise.all([
      page.waitForURL(/\/api\/auth\/login\?url=/),
      told.getByRole('button', { name: 'Confirm' }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get('url')).toBe(`${server.baseUrl}${detail}`);
  });

  it('messaging app: a _col path goes to /home_col, _inst to /home_inst, artistType=2 to /home_col', async () => {
    const page = await phone({ lang: 'en', messagingApp: true, token });
    const paths = [
      ['/guanli_col', '/home_col'],
      ['/banding_inst', '/home_inst'],
      ['/aiyuyin/201?artistType=2', '/home_col'],
    ] as const;
    for (const [index, [url, home]] of paths.entries()) {
      // on the same phone, logged in again (the last 401 removed the token), from a page without
      // the app: the home reached last may still be starting the messaging app's login
      if (index > 0) {
        await page.goto('/healthz');
        await page.evaluate((value) => localStorage.setItem('user_token', value), token);
      }
      await server.scenario({ expireTokens: true });
      await page.goto(url);
      await page.waitForURL((to) => to.pathname === home);
      expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
      await server.reset();
    }
  });

  it('messaging app, any other page: /home', async () => {
    const page = await expired(true, '/masterinfo');
    await page.waitForURL((to) => to.pathname === '/home');
    await expectToast(page, 'Your login has expired, please log in again');
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
  });

  it('ordinary browser: /pt_login, remembering the page, and saying why', async () => {
    const page = await expired(false, '/detail/1');
    await page.waitForURL((to) => to.pathname === '/pt_login');
    await expectToast(page, 'Your login has expired, please log in again');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/detail/1');
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
    await expect.poll(() => page.title()).toBe('Log in');
  });
});

describe('a screen chunk that fails to load', () => {
  it('shows the retry screen; retrying loads the screen', async () => {
    const page = await phone({ lang: 'en' });
    let allow = await blockAddresses(page, chunkFiles('repair-screen', 'js'));
    await page.goto('/home_index');
    await page.getByTestId('profile-card').waitFor();
    await page.getByText('Repair', { exact: true }).click(); // in-app, as a user would
    const retry = page.getByTestId('retry-screen');
    await retry.getByText('This page could not be loaded').waitFor();
    await expect.poll(() => page.title()).toBe('Repair request');
    await allow();
    // Coming back to the screen later fetches its chunk again…
    await page.goBack();
    await page.getByTestId('profile-card').waitFor();
    await page.getByText('Repair', { exact: true }).click();
    await page.getByTestId('repair-contact').waitFor();
    // …and the retry button reloads the page.
    allow = await blockAddresses(page, chunkFiles('repair-screen', 'js'));
    await page.reload();
    await retry.waitFor();
    await allow();
    await Promise.all([page.waitForEvent('load'), retry.getByRole('button', { name: 'Retry' }).click()]);
    await page.getByTestId('repair-contact').waitFor();
  });
});

describe("outside the messaging app: 'Please open in the messaging app browser'", () => {
  const alerted = async (page: Page) => {
    const alert = page.locator('.adm-dialog-body').filter({ hasText: OPEN_IN_APP });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Confirm' }).click();
    await alert.waitFor({ state: 'hidden' });
  };

  it('scan, share and payment', async () => {
    const page = await phone({ lang: 'en', token });
    await page.goto('/zrinfo?id=6');
    await page.getByTestId('scan-button').click();
    await alerted(page);
    await navigateInApp(page, '/zyinfo?id=1');
    await page.getByTestId('share-button').click();
    await alerted(page);
    await navigateInApp(page, '/chongzhi');
    await page.getByTestId('pay-button').click();
    await alerted(page);
  });

  it('inside it (emulated on a laptop) they go ahead', async () => {
    const page = await phone({ lang: 'en', token, emulateMessagingApp: true });
    await page.goto('/chongzhi');
    await page.getByTestId('pay-button').click();
    await page
      .locator('.adm-dialog-body')
      .filter({ hasText: 'The preview starts no payment and charges nothing.' })
      .waitFor();
    await expectAbsent(page.getByText(OPEN_IN_APP));
  });
});
