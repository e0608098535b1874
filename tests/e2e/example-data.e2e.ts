// What no call returns yet is invented on the page, and the page says so: every screen that
// shows invented numbers, states or names carries the "Example data" tag, for a visitor who is
// not logged in as well (the figure in a page's header is shown before any login).
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

const TAG = { zn: '示例数据', en: 'Example data' };

describe.each(['zn', 'en'] as const)('a visitor who is not logged in (%s)', (lang) => {
  it.each(['/digitalCollection', '/unit'])('%s says its data is an example', async (path) => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang });
    await page.goto(path);
    const tag = page.getByTestId('example-data');
    await tag.waitFor();
    expect(await tag.innerText()).toContain(TAG[lang]);
  });

  it.each(['/ScoreRecord', '/ConsumptionDetails'])('%s marks the figure in its header', async (path) => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang });
    await page.goto(path);
    const mark = page.locator('.pv-balance').getByTestId('example-mark');
    await mark.waitFor();
    expect(await mark.innerText()).toBe(TAG[lang]);
  });
});
