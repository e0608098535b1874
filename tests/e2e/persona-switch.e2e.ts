// The demo's first step (the demo panel's "switch persona", through the imitated login page and
// back): in both languages, in an ordinary phone browser and in the messaging app as the demo
// panel emulates it, every persona lands logged in on the page it left: its code exchanged
// through nt, the token stored, and auth/me answered for that persona. One phone per language
// and browser logs in once as each persona, from the visitor pages in turn; each of the four
// runs starts the turn one page further on, so that every persona leaves every page once, and
// every run leaves every page: 44 logins, each two page loads.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../seeds/records/users.ts';
import { PERSONA_CODE_PREFIX } from '../../server/services/sessions.ts';
import { blockAddresses, navigateInApp, screenshotOnFailure, uncaughtErrors } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

const PERSONAS = users.filter((user) => user.code.startsWith(PERSONA_CODE_PREFIX));
// in this order, each page's path differs from the one before it (a link between them is followed)
const VISITOR_PAGES = ['/', '/detail/1', '/?tab=master', '/tcdetail/101'];
const NEW_PHONE = { phone: '13812345678', code: '123456' };

/** What the page has asked and been told since it was watched: nt's codes and auth/me's users. */
function watchLogins(page: Page) {
  const seen = { codes: [] as string[], users: [] as number[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/auth/nt') seen.codes.push(url.searchParams.get('code') ?? '');
  });
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/auth/me') return;
    const answer = (await response.json().catch(() => null)) as { code: number; data?: { id: number } } | null;
    if (answer?.code === 0 && answer.data) seen.users.push(answer.data.id);
  });
  return seen;
}

/** The demo panel's "switch persona", the persona picked on the login page, back on `path`. */
async function switchTo(page: Page, path: string, code: string) {
  await page.getByTestId('demo-button').tap();
  await page.getByTestId('demo-switch-persona').click();
  await page.waitForURL((url) => url.pathname === '/api/auth/login');
  await Promise.all([
    page.waitForURL((url) => url.pathname === new URL(path, url).pathname),
    page.locator(`a.persona[data-code="${code}"]`).click(),
  ]);
}

/** The first-time user is asked for a phone number (once after each reset of the data). */
async function givePhoneIfAsked(page: Page) {
  const phoneField = '[data-testid="phone-popup"] input[type="tel"]';
  await page.waitForFunction(
    (field) => localStorage.getItem('user_token') || document.querySelector(field),
    phoneField,
  );
  if (await page.evaluate(() => localStorage.getItem('user_token'))) return;
  const popup = page.getByTestId('phone-popup');
  await popup.locator('input[type="tel"]').fill(NEW_PHONE.phone);
  await popup.locator('input:not([type="tel"])').fill(NEW_PHONE.code);
  await popup.locator('.login-popup-submit').click();
}

describe.each([
  { lang: 'zn', emulateMessagingApp: false, turn: 0 },
  { lang: 'en', emulateMessagingApp: false, turn: 1 },
  { lang: 'zn', emulateMessagingApp: true, turn: 2 },
  { lang: 'en', emulateMessagingApp: true, turn: 3 },
] as const)('switching persona in $lang, emulating the messaging app: $emulateMessagingApp', ({ turn, ...options }) => {
  it('every persona lands logged in on the visitor page it left', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, options);
    screenshotOnFailure(page, `persona-switch-${options.lang}`);
    // the pages' pictures have nothing to do with logging in: the page loads go quicker without them
    await blockAddresses(page, ['*/media/*', '*/uploads/*']);
    const seen = watchLogins(page);
    const failed: string[] = [];
    // the first-time user is asked for a phone number once after each reset of the data
    await server.reset();
    for (const [at, persona] of PERSONAS.entries()) {
      const path = VISITOR_PAGES[(at + turn) % VISITOR_PAGES.length] as string;
      // to the next page as a link goes there, logged in as the persona before
      if (at === 0) await page.goto(path);
      else await navigateInApp(page, path);
      const [codesBefore, usersBefore] = [seen.codes.length, seen.users.length];
      await switchTo(page, path, persona.code);
      if (persona.code === 'demo-newphone') await givePhoneIfAsked(page);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('user_token')), {
          message: `${path} as ${persona.code}: the token`,
        })
        .toBeTruthy();
      await expect
        .poll(() => seen.users.slice(usersBefore), { message: `${path} as ${persona.code}: auth/me` })
        .toContain(persona.id);
      const landed = new URL(page.url());
      if (!seen.codes.slice(codesBefore).includes(persona.code)) failed.push(`${path} as ${persona.code}: no nt`);
      if (`${landed.pathname}${landed.search}` !== path)
        failed.push(`${path} as ${persona.code}: left at ${page.url()}`);
    }
    expect(failed).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
