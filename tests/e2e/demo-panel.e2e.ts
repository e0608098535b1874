// The demo panel of the mock-backed build: switch persona, language and messaging-app
// emulation, and drive the mock's scenarios, so that every flow can be shown from a laptop.
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAbsent, type PhoneOptions, watchApiCalls } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
const CONTROLS_TOKEN = 'demo-controls-token-for-the-journeys';
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]), {
  MOCK_CONTROLS: 'on',
  MOCK_CONTROLS_TOKEN: CONTROLS_TOKEN,
});

afterEach(() => server.reset());

/** The scenario as a script reads it, with the token. */
const scenarioNow = async () =>
  (await (await fetch(`${server.baseUrl}/__mock/scenario`, { headers: { 'x-mock-token': CONTROLS_TOKEN } })).json())
    .data;

/** A phone that opened the start-up line's link once (the app keeps its token), then `path`. */
async function phone(options: PhoneOptions, path = '/home_index'): Promise<Page> {
  const { page } = await borrowPhone(browser, server.baseUrl, options);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}mock_token=${CONTROLS_TOKEN}`);
  await page.getByTestId('demo-button').waitFor();
  return page;
}

async function openPanel(page: Page) {
  // A tap, as on a phone (the bubble can be dragged: it takes touches there, clicks on a laptop).
  await page.getByTestId('demo-button').tap();
  const panel = page.locator('.demo-panel');
  await panel.waitFor();
  return panel;
}

const row = (page: Page, text: string) => page.locator('.demo-panel .adm-list-item').filter({ hasText: text });
const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('the demo panel', () => {
  it('switches persona through the imitated login and logs out', async () => {
    const page = await phone({ lang: 'zn' });
    let panel = await openPanel(page);
    await panel.getByText('未登录').first().waitFor();
    await page.getByTestId('demo-switch-persona').click();
    await page.waitForURL(/\/api\/auth\/login\?url=%2Fhome_index/);
    await Promise.all([page.waitForURL(/\/home_index/), page.locator('a.persona[data-code="demo-collector"]').click()]);
    await expect.poll(() => storage(page, 'user_token')).toBeTruthy();
    panel = await openPanel(page);
    await panel.getByText('当前身份：王芳').waitFor();
    await panel.getByRole('button', { name: '退出登录' }).click();
    await page.getByTestId('profile-card').getByText('欢迎来到珍宝中心').waitFor();
    expect(await storage(page, 'user_token')).toBeNull();
  });

  it('on the master home of an ordinary browser: switches persona there, and logging out leads to /pt_login', async () => {
    const token = await server.tokenFor('demo-master');
    const page = await phone({ lang: 'en', token }, '/home');
    await expect.poll(() => page.getByTestId('welcome-name').textContent()).toContain('Li Mingyuan');
    // the public notice shows once (until confirmed) and would cover the bubble
    await page.getByTestId('notice-body').waitFor();
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.getByTestId('notice-body').waitFor({ state: 'detached' });
    await openPanel(page);
    await page.getByTestId('demo-switch-persona').click();
    await page.waitForURL(/\/api\/auth\/login\?url=%2Fhome$/);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/home'),
      page.locator('a.persona[data-code="demo-assistant"]').click(),
    ]);
    await expect.poll(() => page.getByTestId('assisting').textContent()).toContain('Li Mingyuan');
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/pt_login' && url.searchParams.get('redirect') === '/home');
    // from the login page, switching persona comes back to it and goes on home
    await openPanel(page);
    await page.getByTestId('demo-switch-persona').click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/home'),
      page.locator('a.persona[data-code="demo-master"]').click(),
    ]);
    await expect.poll(() => page.getByTestId('welcome-name').textContent()).toContain('Li Mingyuan');
  });

  it("after a persona switch from the search page, a tap leads to that persona's home", async () => {
    const page = await phone({ lang: 'en' }, '/');
    await openPanel(page);
    await page.getByTestId('demo-switch-persona').click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/' && !url.search),
      page.locator('a.persona[data-code="demo-collector"]').click(),
    ]);
    const panel = await openPanel(page);
    await panel.getByText('Logged in as Wang Fang').waitFor();
    await panel.getByTestId('demo-go').getByRole('button', { name: 'Collector home' }).click();
    await page.waitForURL((url) => url.pathname === '/home_col');
    await expect.poll(() => page.getByTestId('welcome-name').textContent()).toContain('Wang Fang');
    // the public notice shows once (until confirmed) and would cover the bubble
    await page.getByTestId('notice-body').waitFor();
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.getByTestId('notice-body').waitFor({ state: 'detached' });
    // and back to the search, in the app
    await (await openPanel(page)).getByTestId('demo-go').getByRole('button', { name: 'Treasure search' }).click();
    await page.getByTestId('treasure-code-input').waitFor();
  });

  it('switches language (stored, then reloaded)', async () => {
    const page = await phone({ lang: 'zn' });
    const panel = await openPanel(page);
    await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: 'English' }).click()]);
    await expect.poll(() => page.title()).toBe('Home');
    expect(await storage(page, 'lang')).toBe('en');
  });

  it('emulates the messaging app: scan asks for a code or picks a fixture', async () => {
    const token = await server.tokenFor('demo-master');
    const page = await phone({ lang: 'en', token }, '/zrinfo?id=6');
    await openPanel(page);
    await Promise.all([
      page.waitForEvent('load'),
      row(page, 'Emulate the messaging app browser').locator('.adm-switch').click(),
    ]);
    expect(await storage(page, 'demo_messaging_app')).toBe('1');

    await page.getByTestId('scan-button').click();
    const scan = page.locator('.adm-dialog-body').filter({ hasText: 'Emulated scan' });
    await scan.waitFor();
    await scan.getByText('WC202600001', { exact: true }).click();
    expect(await scan.locator('input').inputValue()).toBe('WC202600001');
    await scan.getByRole('button', { name: 'Confirm' }).click();
    const accepted = page
      .locator('.adm-dialog-body')
      .filter({ hasText: 'The preview does not really accept the treasure.' });
    await accepted.waitFor();
    await expectAbsent(page.getByText('Please open in the messaging app browser'));

    // Turned off again, the ordinary browser's alert is back.
    await accepted.getByRole('button', { name: 'Confirm' }).click();
    await accepted.waitFor({ state: 'hidden' });
    await openPanel(page);
    await Promise.all([
      page.waitForEvent('load'),
      row(page, 'Emulate the messaging app browser').locator('.adm-switch').click(),
    ]);
    expect(await storage(page, 'demo_messaging_app')).toBeNull();
    await page.getByTestId('scan-button').click();
    await page.locator('.adm-dialog-body').filter({ hasText: 'Please open in the messaging app browser' }).waitFor();
  });

  it('drives the scenarios: maintenance, 429, expired login, latency', async () => {
    const token = await server.tokenFor('demo-master');
    const page = await phone({ lang: 'en', token });
    await openPanel(page);

    await row(page, 'Maintenance (-100)').locator('.adm-switch').click();
    await expect.poll(async () => (await scenarioNow()).maintenance).toBe(true);
    await page.goto('/list');
    await page.waitForURL((url) => url.pathname === '/maintenance');
    await openPanel(page);
    await row(page, 'Maintenance (-100)').locator('.adm-switch').click();
    await expect.poll(async () => (await scenarioNow()).maintenance).toBe(false);

    await row(page, 'Too frequent (429)').locator('.adm-switch').click();
    await expect.poll(async () => (await scenarioNow()).rateLimited).toBe(true);
    const calls = watchApiCalls(page);
    await page.goto('/list');
    const tooFrequent = page
      .locator('.adm-dialog-body')
      .filter({ hasText: 'Operating too frequently. Please try again later' });
    await tooFrequent.waitFor();
    // every call of the page answered first: a 429 that arrives after the alert is closed alerts
    // again. The alert may come from the user's call, before the list asks for its own: the list's
    // answer shows as its Reload button, the others' as nothing left unanswered.
    await page.locator('.adm-infinite-scroll').getByRole('button', { name: 'Reload' }).waitFor();
    await calls.answered();
    await tooFrequent.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.locator('.adm-center-popup-mask:visible').count()).toBe(0);
    await openPanel(page);
    await row(page, 'Too frequent (429)').locator('.adm-switch').click();

    await row(page, 'Expired login (401)').locator('.adm-switch').click();
    await expect.poll(async () => (await scenarioNow()).expireTokens).toBe(true);
    await page.goto('/zhenbao');
    await page.waitForURL((url) => url.pathname === '/pt_login');
    expect(await storage(page, 'user_token')).toBeNull();

    await openPanel(page);
    await row(page, 'Latency').getByText('Latency 0 ms').waitFor();
  });

  it('lists the calls set to answer otherwise, and removes one', async () => {
    // a call this page does not make, so that its count stays as set
    await server.scenario({ calls: { 'goods/share/{id}': { code: -1, times: 3 } } });
    const page = await phone({ lang: 'en' });
    const panel = await openPanel(page);
    const overrides = panel.getByTestId('demo-call-overrides');
    await overrides.getByText('goods/share/{id}').waitFor();
    expect(await overrides.innerText()).toContain('code -1, ×3');
    await overrides.getByRole('button', { name: 'Remove' }).click();
    await overrides.waitFor({ state: 'detached' });
    expect((await scenarioNow()).calls).toEqual({});
  });

  it('works in the sandbox named by ?mock_session=, and says so', async () => {
    const page = await phone({ lang: 'en' }, '/home_index?mock_session=room-1');
    const panel = await openPanel(page);
    await panel.getByTestId('demo-sandbox').getByText('Sandbox: room-1', { exact: false }).waitFor();
    expect(await panel.getByRole('link', { name: 'Recent calls' }).getAttribute('href')).toBe(
      `/__mock/requests?mock_session=room-1&mock_token=${CONTROLS_TOKEN}`,
    );
    const sessions = await fetch(`${server.baseUrl}/__mock/sessions`, { headers: { 'x-mock-token': CONTROLS_TOKEN } });
    const sandboxes = (await sessions.json()) as {
      data: { list: { name: string }[] };
    };
    expect(sandboxes.data.list.map((s) => s.name)).toContain('room-1');
  });

  it('without the token, on this machine too: says how to get in, and works once opened with the link of the start-up line', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en', controlsToken: false });
    await page.goto('/home_index');
    let panel = await openPanel(page);
    await panel
      .getByTestId('demo-controls-locked')
      .getByText('open the link with mock_token', { exact: false })
      .waitFor();

    await page.goto(`/home_index?mock_token=${CONTROLS_TOKEN}`);
    await page.getByTestId('demo-button').waitFor();
    expect(new URL(page.url()).search).toBe('');
    panel = await openPanel(page);
    await row(page, 'Maintenance (-100)').locator('.adm-switch').click();
    await expect.poll(async () => (await scenarioNow()).maintenance).toBe(true);
    await expectAbsent(panel.getByTestId('demo-controls-locked'));
  });

  it('resets the demo data', async () => {
    const token = await server.tokenFor('demo-visitor');
    const followed = async () =>
      (await server.postAs<{ follow_status: number }>(token, 'artist/getFollowStatus', { artist_id: 101 })).data
        .follow_status;
    const page = await phone({ lang: 'en', token }, '/concern');
    await page.getByTestId('follow-101').click();
    await page.getByText('Follow success').waitFor();
    expect(await followed()).toBe(1);
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Reset demo data' }).click();
    await page.getByText('Demo data reset').waitFor();
    expect(await followed()).toBe(0);
  });
});
