// The Content-Security-Policy (server/plugins/security-headers.ts) lets the pages work: the
// front end with its demo panel and a treasure page, the imitated login and /api-docs render,
// and Chromium reports no blocked script, style, picture or call.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uncaughtErrors, watchApiCalls } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

/** A page that records what Chromium says the CSP blocked. */
async function watchedPage(): Promise<{ page: Page; blocked: string[] }> {
  const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en' });
  const blocked: string[] = [];
  page.on('console', (entry) => {
    if (/Content Security Policy/i.test(entry.text())) blocked.push(entry.text());
  });
  return { page, blocked };
}

describe('the pages under the Content-Security-Policy', () => {
  it('the front end, its demo panel and a treasure page', async () => {
    const { page, blocked } = await watchedPage();
    const calls = watchApiCalls(page);
    const answer = await page.goto('/home_index');
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await page.getByTestId('demo-button').tap();
    await page.locator('.demo-panel').waitFor();
    await page.goto('/detail/1');
    await page.getByTestId('treasure-name').waitFor();
    await page.locator('[data-testid="hero-swiper"] img').first().waitFor();
    // all the page loads by itself: the sections that come after the treasure, their calls and
    // pictures, and what loads once the page is idle (the demo tab)
    await page.getByTestId('news').waitFor();
    await page.getByTestId('recommend').locator('img').first().waitFor();
    await page.getByTestId('demo-button').waitFor();
    await calls.answered();
    expect(blocked).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('the imitated login page and /api-docs', async () => {
    const { page, blocked } = await watchedPage();
    await page.goto('/api/auth/login?url=/home');
    await page.locator('a.persona[data-code="demo-master"]').waitFor();
    // (each page is loaded, its pictures too, when goto returns; the documentation's operations
    // show once its description has come)
    await page.goto('/api-docs');
    await page.locator('.swagger-ui .opblock').first().waitFor();
    expect(blocked).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
