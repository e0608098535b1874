// Logging in through the imitated messaging-app OAuth page (product §4, 5 and 7): each
// persona type, the phone popup, the refusal's authorisation mask, the not-a-master mark; an
// ordinary browser without a login sent from the homes to /pt_login (product §6).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { itemAt } from '#contract/present.ts';
import { uncaughtErrors } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** On the imitated OAuth page: picks a persona (or refuses), then waits to be back in the app. */
async function pickPersona(page: Page, code: string) {
  await page.waitForURL(/\/api\/auth\/login\?url=/);
  const link = code === 'refused-by-user' ? page.locator('a.refuse') : page.locator(`a.persona[data-code="${code}"]`);
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/api/')), link.click()]);
}

describe('the imitated OAuth login', () => {
  it('an ordinary browser logs in from /pt_login and comes back to its page, as a master (isMaster 1)', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en' });
    await page.goto('/pt_login?redirect=%2Fhome_index');
    await expect.poll(() => page.title()).toBe('Log in');
    await page.getByTestId('demo-login').click();
    await pickPersona(page, 'demo-master');
    await page.waitForURL(/\/home_index$/); // the code was exchanged and taken out of the address
    await expect.poll(() => storage(page, 'user_token')).toBeTruthy();
    expect(await storage(page, 'isMaster')).toBe('1');
    expect(await storage(page, 'art_id')).toBe('101');
    await page.getByText('Hello, Li Mingyuan').waitFor();
    await page.getByText('Certified master').waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('in the messaging app, a login-only action opens the privacy popup, which leads to the OAuth page; a visitor is marked not a master', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en', messagingApp: true });
    await page.goto('/concern');
    await page.getByTestId('follow-101').click();
    const popup = page.locator('.login-popup');
    await popup.getByText('Your privacy').waitFor();
    await popup.getByText('I have read and agree to the').click();
    await popup.getByRole('button', { name: 'Agree and log in' }).click();
    await page.waitForURL(/\/api\/auth\/login\?url=/);
    expect(decodeURIComponent(itemAt(page.url().split('url='), 1))).toBe(`${server.baseUrl}/concern`);
    await pickPersona(page, 'demo-visitor');
    await page.waitForURL(/\/concern$/);
    await expect.poll(() => storage(page, 'user_token')).toBeTruthy();
    expect(await storage(page, 'isMaster')).toBe('0');
    // Logged in, the same action now works.
    await page.getByTestId('follow-101').click();
    await page.getByText('Follow success').waitFor();
  });

  it('each persona type: masters and assistants are marked masters, everyone else not', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'zn' });
    await page.goto('/home_index');
    const personas: [code: string, isMaster: '1' | '0', role: string][] = [
      ['demo-master-nosign', '1', '认证大师'],
      ['demo-master-noinfo', '1', '认证大师'],
      ['demo-master-pending', '1', '认证大师'],
      ['demo-assistant', '1', '大师助理'],
      ['demo-collector', '0', '藏家'],
      ['demo-institution', '0', '收藏机构'],
      ['demo-salesman', '0', '普通用户'],
      ['demo-salesman-basic', '0', '普通用户'],
    ];
    for (const [code, isMaster, role] of personas) {
      await page.evaluate(() => localStorage.clear());
      await page.goto('/api/auth/login?url=%2Fhome_index');
      await pickPersona(page, code);
      await page.waitForURL(/\/home_index$/);
      await expect.poll(() => storage(page, 'user_token'), { message: code }).toBeTruthy();
      expect(await storage(page, 'isMaster'), code).toBe(isMaster);
      await page.getByTestId('profile-card').getByText(role, { exact: true }).waitFor();
    }
    expect(await storage(page, 'isAcc')).toBe('0');
  });

  it('a first-time user (demo-newphone) gets the phone popup: wrong, empty, wrong, then a valid number with its code', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en', messagingApp: true });
    await page.goto('/api/auth/login?url=%2Fhome_index');
    await pickPersona(page, 'demo-newphone');
    const popup = page.getByTestId('phone-popup');
    await popup.getByText('Bind your phone number').waitFor();
    expect(page.url()).toContain('code=demo-newphone'); // kept until the phone is given
    const phone = popup.getByPlaceholder('11-digit mobile number');
    const submit = popup.getByRole('button', { name: 'Submit' });

    // each refusal's message differs from the one before (a toast with the same text would be the
    // same, still shown): the last one seen is the answer to the last number
    await phone.fill('12812345678');
    await submit.click();
    await page.getByText('Phone number wrong').waitFor();
    await phone.fill('');
    await submit.click();
    await page.getByText('Phone cannot be empty').waitFor();
    await phone.fill('1381234567');
    await submit.click();
    await page.getByText('Phone number wrong').waitFor();
    expect(await storage(page, 'user_token')).toBeNull();

    await phone.fill('13812345678');
    await popup.getByPlaceholder('Verification code').fill('123456');
    await submit.click();
    await expect.poll(() => storage(page, 'user_token')).toBeTruthy();
    await popup.waitFor({ state: 'hidden' });
    expect(await storage(page, 'isMaster')).toBe('0');
    await expect.poll(() => page.url()).not.toContain('code=');
  });

  it('refusing on the OAuth page shows the authorisation mask, which starts the authorisation again', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en', messagingApp: true });
    await page.goto('/api/auth/login?url=%2Fhome_index');
    await pickPersona(page, 'refused-by-user');
    const mask = page.getByRole('dialog', { name: 'Please authorise login' });
    await mask.waitFor();
    expect(await storage(page, 'user_token')).toBeNull();
    await mask.getByRole('button', { name: 'Authorise' }).click();
    await page.waitForURL(/\/api\/auth\/login\?url=/);
    await pickPersona(page, 'demo-master');
    await expect.poll(() => storage(page, 'user_token')).toBeTruthy();
  });
});

describe('an ordinary browser without a login (product §6)', () => {
  it('goes from /home to /pt_login, whose login brings the master back home; visitor pages stay open', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en' });
    for (const [url, shown] of [
      ['/', 'treasure-search'],
      ['/detail/1', 'treasure-name'],
      ['/tcdetail/101', 'follow-button'],
    ] as const) {
      await page.goto(url);
      await page.getByTestId(shown).first().waitFor();
      expect(new URL(page.url()).pathname, url).toBe(url);
    }
    for (const home of ['/home_col', '/home_inst', '/home']) {
      await page.goto(home);
      await page.waitForURL((to) => to.pathname === '/pt_login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(home);
    }
    await expect.poll(() => page.title()).toBe('Log in');
    await page.getByTestId('demo-login').click();
    await pickPersona(page, 'demo-master');
    await page.waitForURL((to) => to.pathname === '/home' && !to.search.includes('code='));
    await expect.poll(() => page.getByTestId('welcome-name').textContent()).toContain('Li Mingyuan');
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
