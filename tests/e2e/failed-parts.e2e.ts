// No single file that fails to arrive blanks the app: each lazily loaded part (the demo panel,
// the login popups, a treasure popup, the dialogs and toasts, the image viewer, the charts, the
// messaging app's bridge, the QR cards, the language switcher, the notice popup) is blocked in
// turn, and the page stays usable, saying that the part is not available with a way to try
// again; where the file is let through, the retry brings the part. When the app itself does not
// arrive (its entry, or the app the entry starts), the page the server drew says so, and its
// reload brings the app.
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { blockAddresses, expectToast, type PhoneOptions, uncaughtErrors } from './support/browser.ts';
import { chunkFiles } from './support/chunk-files.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));
beforeEach(() => server.reset());

const UNAVAILABLE = { zn: '这部分暂时无法使用，请重试', en: 'This part is not available right now. Please try again.' };

const ALLOWED = new WeakMap<Page, () => Promise<void>>();

/** A phone on which the script and style files of `chunk` fail to arrive. */
async function phoneWithout(chunk: string, options: PhoneOptions = {}): Promise<Page> {
  const { page } = await borrowPhone(browser, server.baseUrl, options);
  ALLOWED.set(page, await blockAddresses(page, chunkFiles(chunk)));
  return page;
}

/** The blocked files arrive again; the part's Retry then brings the part. */
async function retryWithTheFile(page: Page, part: Locator) {
  await ALLOWED.get(page)?.();
  await page
    .getByTestId('part-unavailable')
    .getByRole('button', { name: /重试|Retry/ })
    .first()
    .click();
  await part.first().waitFor();
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
    // the panel's files are fetched when its tab is touched
    await page.getByTestId('demo-button').tap();
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
    await page
      .locator('.adm-dialog-body')
      .getByText(
        'The messaging app’s tools did not answer. To demo on a laptop, turn on “Emulate the messaging app” in the Demo panel.',
      )
      .waitFor();
    await page.locator('.adm-dialog-body').getByRole('button', { name: 'Confirm' }).click();
    await searchStillWorks(page);
  });
});

/** A logged-in persona's phone, the public notice already read unless `notice` is set. */
async function personaWithout(chunk: string, persona: string, lang: 'zn' | 'en', notice = false): Promise<Page> {
  const token = await server.tokenFor(persona);
  const read = notice ? '' : await noticeContent();
  return phoneWithout(chunk, { lang, token, storage: notice ? {} : { notice_content: read } });
}

async function noticeContent() {
  const answer = await fetch(`${server.baseUrl}/api/auth/getPublicNotice?app_type=1`);
  return ((await answer.json()) as { data: { content: string } }).data.content;
}

describe('the statistics charts do not come', () => {
  it.each(['zn', 'en'] as const)(
    '%s: the figures and the table stay, each chart says so; retry draws it',
    async (lang) => {
      const page = await personaWithout('stats-chart', 'demo-salesman', lang);
      await page.goto('/data_all');
      await expect.poll(() => page.getByTestId('part-unavailable').count()).toBe(2);
      expect(await page.getByTestId('part-unavailable').first().innerText()).toContain(UNAVAILABLE[lang]);
      await page.getByTestId('stats-kpis').waitFor();
      await expect.poll(() => page.locator('.tool-table tbody tr').count()).toBeGreaterThan(0);
      await retryWithTheFile(page, page.locator('.tool-chart .chart'));
      expect(uncaughtErrors(page)).toEqual([]);
    },
  );
});

describe("a master's QR card does not come", () => {
  it.each([
    ['zn', '/tcdetail/101', null],
    ['en', '/home', 'demo-master'],
  ] as const)(
    '%s %s: the card says so over the page; closing it leaves the page; retry shows the card',
    async (lang, url, persona) => {
      const page = persona
        ? await personaWithout('artist-qr-card', persona, lang)
        : await phoneWithout('artist-qr-card', { lang });
      await page.goto(url);
      await page.getByTestId(persona ? 'welcome-name' : 'master-name').waitFor();
      await page.getByTestId('qr-button').click();
      const notice = page.getByTestId('part-unavailable');
      await notice.getByText(UNAVAILABLE[lang]).waitFor();
      await notice.getByRole('button', { name: lang === 'zn' ? '关闭' : 'Close' }).click();
      await notice.waitFor({ state: 'detached' });
      await page.getByTestId('qr-button').click();
      await retryWithTheFile(page, page.getByTestId('artist-qr'));
      expect(uncaughtErrors(page)).toEqual([]);
    },
  );
});

describe('the language switcher does not come', () => {
  it.each([
    ['zn', '/', null],
    ['en', '/', null],
    ['zn', '/home', 'demo-master'],
  ] as const)('%s %s: the page stays, the switcher says so; retry brings it', async (lang, url, persona) => {
    const page = persona
      ? await personaWithout('language-switcher', persona, lang)
      : await phoneWithout('language-switcher', { lang });
    await page.goto(url);
    const notice = page.getByTestId('part-unavailable');
    await notice.getByText(UNAVAILABLE[lang]).waitFor();
    if (persona) await page.getByTestId('welcome-name').waitFor();
    else {
      await searchStillWorks(page);
      // back on the home, where the switcher still says so
      await page.goBack();
      await notice.waitFor();
    }
    await retryWithTheFile(page, page.getByTestId('language-switcher'));
    expect(uncaughtErrors(page)).toEqual([]);
  });
});

describe('the notice popup does not come', () => {
  it.each(['zn', 'en'] as const)(
    '%s: the home stays usable, the notice says so; retry shows the notice',
    async (lang) => {
      const page = await personaWithout('notice-popup', 'demo-master', lang, true);
      await page.goto('/home');
      const notice = page.getByTestId('part-unavailable');
      await notice.getByText(UNAVAILABLE[lang]).waitFor();
      await page.getByTestId('welcome-name').waitFor();
      await expect.poll(() => page.locator('[data-testid^="tile-"]').count()).toBeGreaterThan(0);
      await retryWithTheFile(page, page.getByTestId('notice-body'));
      expect(uncaughtErrors(page)).toEqual([]);
    },
  );
});

describe('the app itself', () => {
  it.each([
    ['its entry', 'index'],
    ['the app the entry starts', 'start'],
  ])('without %s, the drawn page says it did not finish loading, and reloading brings the app', async (_, chunk) => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en' });
    const allow = await blockAddresses(page, chunkFiles(chunk, 'js'));
    await page.goto('/detail/1');
    const told = page.locator('[data-app-failed]');
    await told.waitFor();
    expect(await told.innerText()).toContain('This page did not finish loading');
    // what the server drew is still there to read
    expect(await page.locator('#root').innerText()).toContain('WC202600001');
    await allow();
    await Promise.all([page.waitForEvent('load'), told.getByRole('link', { name: 'Reload' }).click()]);
    await page.getByTestId('treasure-name').waitFor();
    expect(await page.locator('[data-app-failed]').count()).toBe(0);
  });
});
