// The __params packing of product §2 and the /detail/785 redirect.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { navigateInApp, uncaughtErrors } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

const packed = (url: string) => {
  const search = new URL(url).searchParams;
  return {
    keys: [...search.keys()],
    params: JSON.parse(search.get('__params') ?? 'null') as Record<string, string> | null,
  };
};

describe('route redirects', () => {
  it('sends /detail/785 to /detail_unit/785, keeping the status query', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en' });
    await page.goto(`/detail/785?__params=${encodeURIComponent(JSON.stringify({ status: '1' }))}`);
    await page.waitForURL(/\/detail_unit\/785/);
    expect(new URL(page.url()).searchParams.get('__params')).toBe('{"status":"1"}');
    await expect.poll(() => page.title()).toBe('Unit treasure details');
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('also when the app navigates to /detail/785 itself, and with a plain status query', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'zn' });
    await page.goto('/home_index');
    await expect.poll(() => page.title()).toBe('首页');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/detail/785?status=1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(/\/detail_unit\/785\?status=1$/);
    await expect.poll(() => page.title()).toBe('单位珍宝详情');
  });
});

describe('__params packing', () => {
  it('a treasure link packs its query into one encoded __params value', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en' });
    await page.goto('/list');
    await page.getByTestId('treasure-row').first().locator('a').click();
    await page.waitForURL(/\/detail\/1\?/);
    expect(packed(page.url())).toEqual({ keys: ['__params'], params: { status: '1' } });
    expect(page.url()).toContain(`__params=${encodeURIComponent('{"status":"1"}')}`);
    await expect.poll(() => page.title()).toBe('Treasure details');
  });

  it('a master link (tcdetail) and the unit treasure link (detail_unit) are packed too', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en' });
    await page.goto('/concern');
    await page.getByTestId('master-row').first().locator('a').click();
    await page.waitForURL(/\/tcdetail\/101\?/);
    expect(packed(page.url())).toEqual({ keys: ['__params'], params: { status: '1' } });
    // the master's name comes before the page's title once the page has loaded
    await expect.poll(() => page.title()).toBe('Li Mingyuan · Master page');

    await navigateInApp(page, '/unit');
    await page.getByTestId('treasure-summary').locator('a').click();
    await page.waitForURL(/\/detail_unit\/785\?/);
    expect(packed(page.url())).toEqual({ keys: ['__params'], params: { status: '1' } });
  });

  it('other screens keep a plain query', async () => {
    // the transfer list is behind the login gate: a logged-in visitor
    const token = await server.tokenFor('demo-visitor');
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en', token });
    await page.goto('/zhuanran');
    await page.getByTestId('treasure-row').first().locator('a').click();
    await page.waitForURL(/\/zyinfo\?id=\d+$/);
    await expect.poll(() => page.title()).toBe('Transfer details');
  });
});
