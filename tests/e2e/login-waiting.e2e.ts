// The login's code exchange shows its sign of waiting (lib/waiting.ts) while the answer is on its
// way, in the visitor's language. The exchange's answer is held by the test until the sign is
// there, so a slow machine cannot make the sign come too late to be seen, or pass without it;
// the sign is drawn 150 ms after the exchange starts (WAITING_DELAY_MS, well within 300 ms).
import type { Browser, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WAITING_DELAY_MS } from '../../web/src/lib/waiting.ts';
import { uncaughtErrors } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

const WAITING = { zn: '请稍候…', en: 'Please wait…' };
const LOGGED_IN = { zn: '登录成功', en: 'Logged in' };

describe('the login exchange waits visibly', () => {
  it('is drawn well within 300 ms', () => {
    expect(WAITING_DELAY_MS).toBeLessThanOrEqual(300);
  });

  it.each(['zn', 'en'] as const)('%s: /xcx_jump shows the sign while nt answers, and drops it after', async (lang) => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(/\/api\/auth\/nt\?/, async (route: Route) => {
      held = true;
      await released;
      await route.continue();
    });
    await page.goto('/xcx_jump?code=demo-master');
    const sign = page.getByTestId('waiting');
    await sign.waitFor();
    expect(held).toBe(true);
    expect(await sign.innerText()).toContain(WAITING[lang]);
    release();
    await sign.waitFor({ state: 'detached' });
    await page.getByTestId('login-landing').getByText(LOGGED_IN[lang]).waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
