// The key refusals of the journeys against a server that mirrors refusal codes in the HTTP
// status (REFUSAL_STYLE=http). Every other browser journey runs against the default style
// (HTTP 200 with the code in the body), so the web app is shown to work under both.
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectToast, type PhoneOptions, uncaughtErrors } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import { sendPurchaseRequestAfterARefusal } from './support/purchase.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]), { REFUSAL_STYLE: 'http' });

afterEach(() => server.reset());

async function phone(options: PhoneOptions & { persona?: string }): Promise<Page> {
  const token = options.persona ? await server.tokenFor(options.persona) : options.token;
  return (await borrowPhone(browser, server.baseUrl, { ...options, token })).page;
}

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

describe('refusals with HTTP statuses (REFUSAL_STYLE=http)', () => {
  it('the server answers them with the status (409 on a second like)', async () => {
    const token = await server.tokenFor('demo-visitor');
    const like = async () => {
      const data = (
        (await (
          await fetch(`${server.baseUrl}/api/common/encrypt`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ goods_id: 2, type: 1 }),
          })
        ).json()) as { data: { data_encrypted: string } }
      ).data.data_encrypted;
      return fetch(`${server.baseUrl}/api/goods/like`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data }),
      });
    };
    expect((await like()).status).toBe(200);
    expect((await like()).status).toBe(409);
  });

  it('treasure page: a second like (409), sensitive words (400), then a purchase request', async () => {
    const page = await phone({ lang: 'en', persona: 'demo-visitor' });
    await page.goto('/detail/1');
    await page.getByTestId('treasure-name').waitFor();

    await page.getByTestId('like-button').click();
    await expect.poll(() => text(page, 'like-button')).toContain('3,877');
    await page.getByTestId('like-button').click();
    await expectToast(page, 'You have liked');

    await sendPurchaseRequestAfterARefusal(page);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('an expired login (401) in an ordinary browser: the token is removed, /pt_login remembers the page', async () => {
    const page = await phone({ lang: 'en', token: await server.tokenFor('demo-master') });
    await server.scenario({ expireTokens: true });
    await page.goto('/detail/1');
    await page.waitForURL((to) => to.pathname === '/pt_login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/detail/1');
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
  });
});
