// No single file that fails to arrive blanks the app: each lazily loaded part (the demo panel,
// the login popups, a treasure popup, the dialogs and toasts, the image viewer, the chart, the
// messaging app's bridge) is blocked in turn, and the page stays usable, saying that the part
// is not available with a way to try again.
import type { Browser, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../web/src/locales/en.ts';
import { zn } from '../../web/src/locales/zn.ts';
import { expectToast, type PhoneOptions, uncaughtErrors } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));
beforeEach(() => server.reset());

const UNAVAILABLE = { zn: zn.errors.partUnavailable, en: en.errors.partUnavailable };

/** A phone on which every file whose name starts with `chunk` (in /assets/) fails to arrive. */
async function phoneWithout(chunk: string, options: PhoneOptions = {}): Promise<Page> {
  const { page } = await borrowPhone(browser, server.baseUrl, options);
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.(js|css)$`), (route) => route.abort('failed'));
  return page;
}

/** The app's own search works: a code opens its treasure. */
async function searchStillWorks(page: Page) {
  await page.getByTestId('treasure-code-input').fill('WC202600001');
  await page.getByTestId('treasure-search').click();
  await page.getByTestId('treasure-name').waitFor();
}

describe('the demo panel does not come', () => {
  it.each([
    ['zn', '/'],
    ['en', '/'],
    ['zn', '/detail/1'],
    ['en', '/tcdetail/101'],
  ] as const)('%s %s: the page stays, the panel says it is not available', async (lang, url) => {
    const page = await phoneWithout('demo-panel', { lang });
    await page.goto(url);
    const notice = page.getByTestId('part-unavailable');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(UNAVAILABLE[lang]);
    if (url === '/') await searchStillWorks(page);
    else if (url === '/detail/1') await page.getByTestId('like-button').waitFor();
    else await page.getByTestId('master-name').waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });
});

describe('the dialogs and toasts do not come', () => {
  it('the message is still shown, plainly, and the search still works', async () => {
    const page = await phoneWithout('feedback-ui', { lang: 'en' });
    await page.goto('/');
    await page.getByTestId('treasure-search').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Please enter the treasure code or blockchain hash').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await searchStillWorks(page);
  });
});

describe('the login popups do not come', () => {
  it("a visitor's like says they are not available; closing it leaves the page as it was", async () => {
    const page = await phoneWithout('login-popups', { lang: 'zn' });
    await page.goto('/detail/1');
    await page.getByTestId('like-button').click();
    const notice = page.getByTestId('part-unavailable');
    await notice.getByText(UNAVAILABLE.zn).waitFor();
    await notice.getByRole('button', { name: '关闭' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.getByTestId('save-button').waitFor();
  });
});

describe('a treasure popup does not come', () => {
  it('the co-authors popup says it is not available; its close button closes it', async () => {
    const page = await phoneWithout('co-author-popup', { lang: 'en' });
    await page.goto('/detail/2');
    await page.getByTestId('co-authors-more').click();
    const notice = page.getByTestId('part-unavailable');
    await notice.getByText(UNAVAILABLE.en).waitFor();
    await notice.getByRole('button', { name: 'Close' }).click();
    await notice.waitFor({ state: 'detached' });
    // closed for real: the popup opens again (and says so again)
    await page.getByTestId('co-authors-more').click();
    await notice.waitFor();
  });
});

describe('the image viewer does not come', () => {
  it.each(['zn', 'en'] as const)('%s: a tap on a picture says it is not available', async (lang) => {
    const page = await phoneWithout('image-viewer-ui', { lang });
    await page.goto('/detail/1');
    await page.getByTestId('like-button').waitFor();
    await page.locator('[data-testid="hero-swiper"] .swiper-image-button').first().click();
    await expectToast(page, UNAVAILABLE[lang]);
    await page.getByTestId('save-button').waitFor();
  });
});

describe('the chart does not come', () => {
  it('the valuation page keeps its figures and records, the chart says it is not available', async () => {
    const page = await phoneWithout('valuation-chart', { lang: 'en' });
    await page.goto('/grap/1');
    await page.getByTestId('part-unavailable').getByText(UNAVAILABLE.en).waitFor();
    await page.getByTestId('valuation-list').waitFor();
  });
});

describe("the messaging app's bridge does not come", () => {
  it('emulated: scan says the emulation is not available, the search still works', async () => {
    const page = await phoneWithout('messaging-app-emulator', { lang: 'zn', emulateMessagingApp: true });
    await page.goto('/');
    await page.getByTestId('treasure-scan').click();
    await expectToast(page, UNAVAILABLE.zn);
    await searchStillWorks(page);
  });

  it("the messaging app's browser: scan says the app's tools did not answer", async () => {
    const page = await phoneWithout('weixin-js-sdk', { lang: 'en', messagingApp: true });
    await page.goto('/');
    await page.getByTestId('treasure-scan').click();
    await page.locator('.adm-dialog-body').getByText(en.errors.sdkUnavailableDemo).waitFor();
    await page.locator('.adm-dialog-body').getByRole('button', { name: 'Confirm' }).click();
    await searchStillWorks(page);
  });
});
