// The visitor home at a phone's size, in both languages: treasure search by code, hash and
// derivative code, an unknown code, both inputs empty, one search at a time, and scan inside
// the (emulated) messaging app and outside it.
import type { Browser, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { keepScreenshot, navigateInApp, type PhoneOptions, uncaughtErrors } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));
beforeEach(() => server.reset());

const HASH_OF_2 = '89641f5460a42031d02c0a995c107f96';
const HASH_OF_DV0001 = '49b9133d1d85b9785d39072bf36e9892';
const TEXTS = {
  zn: {
    notFound: '抱歉，查不到该珍宝，请重新输入',
    bothEmpty: '请输入珍宝编码或区块链哈希',
    openInApp: '请在消息应用浏览器中打开',
    confirm: '确定',
    treasureTab: '珍宝查询',
  },
  en: {
    notFound: 'Sorry, if you can not check this treasure, please re-enter',
    bothEmpty: 'Please enter the treasure code or blockchain hash',
    openInApp: 'Please open in the messaging app browser',
    confirm: 'Confirm',
    treasureTab: 'Treasure',
  },
};
const detailUrl = (id: number) =>
  new RegExp(`/detail/${id}\\?__params=${encodeURIComponent(JSON.stringify({ status: '1' }))}$`);

async function home(lang: 'zn' | 'en', options: PhoneOptions = {}): Promise<Page> {
  const { page } = await borrowPhone(browser, server.baseUrl, { lang, ...options });
  await page.goto('/');
  await page.getByTestId('treasure-search').waitFor();
  return page;
}

async function search(page: Page, field: 'code' | 'hash', value: string) {
  await page.getByTestId(`treasure-${field}-input`).fill(value);
  await page.getByTestId('treasure-search').click();
}

/** The modal message box: its text, then its confirm button closes it. */
async function dismissAlert(page: Page, lang: 'zn' | 'en', text: string) {
  const dialog = page.locator('.adm-dialog-body');
  await dialog.getByText(text).waitFor();
  await dialog.getByRole('button', { name: TEXTS[lang].confirm }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Back from the page a search opened (once it is shown: until then the home stays on screen). */
async function backHome(page: Page) {
  await page.getByTestId('treasure-search').waitFor({ state: 'detached' });
  await page.goBack();
  await page.getByTestId('treasure-search').waitFor();
}

async function apiCalls(path: string): Promise<number> {
  const res = await server.controls('/requests');
  const { data } = (await res.json()) as { data: { list: { url: string }[] } };
  return data.list.filter((call) => call.url.startsWith(path)).length;
}

describe.each(['zn', 'en'] as const)('treasure search (%s)', (lang) => {
  it('looks good, counts as you type, and finds a treasure by code, by hash and a derivative item', async () => {
    const page = await home(lang);
    await keepScreenshot(page, `search-home-${lang}`);
    await page.getByTestId('treasure-code-input').fill('WC2026');
    expect(await page.getByTestId('treasure-code-counter').textContent()).toBe('6/11');
    await page.getByTestId('treasure-code-input').fill('');

    await search(page, 'code', 'WC202600001');
    await page.waitForURL(detailUrl(1));
    await backHome(page);

    await search(page, 'hash', HASH_OF_2);
    await page.waitForURL(detailUrl(2));
    await backHome(page);

    await search(page, 'code', 'DV0001');
    await page.waitForURL(/\/detail_pr\/1$/);
    await backHome(page);

    await search(page, 'hash', HASH_OF_DV0001);
    await page.waitForURL(/\/detail_pr\/1$/);
  });

  it('answers an unknown code, an unpublished treasure and empty inputs with the message box', async () => {
    const page = await home(lang);
    await page.getByTestId('treasure-search').click();
    await dismissAlert(page, lang, TEXTS[lang].bothEmpty);

    await search(page, 'code', 'WC299999999');
    await dismissAlert(page, lang, TEXTS[lang].notFound);
    // treasure 9 is not published
    await search(page, 'code', 'WC202600009');
    await dismissAlert(page, lang, TEXTS[lang].notFound);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(uncaughtErrors(page)).toEqual([]);
  });
});

describe('one search at a time', () => {
  it('a double tap starts one search', async () => {
    const page = await home('en');
    await server.scenario({ latencyMs: 600 });
    await page.getByTestId('treasure-code-input').fill('WC202600001');
    const before = await apiCalls('/api/common/encrypt');
    // both taps land before the page can re-render
    await page.getByTestId('treasure-search').evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect.poll(() => page.getByTestId('treasure-search').textContent()).toBe('Searching…');
    await page.waitForURL(detailUrl(1));
    expect((await apiCalls('/api/common/encrypt')) - before).toBe(1);
    await server.scenario({ latencyMs: 0 });
  });
});

describe('the page a search opens', () => {
  it('shows the treasure the search found without asking for it again, even with a slow network', async () => {
    const page = await home('en');
    await server.scenario({ latencyMs: 600 });
    const info = await apiCalls('/api/goods/info');
    let skeleton = false;
    await page.exposeFunction('__sawSkeleton', () => {
      skeleton = true;
    });
    await page.evaluate(() =>
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="treasure-loading"]'))
          (window as unknown as { __sawSkeleton: () => void }).__sawSkeleton();
      }).observe(document, { subtree: true, childList: true }),
    );
    await search(page, 'code', 'WC202600001');
    await page.waitForURL(detailUrl(1));
    await page.getByTestId('treasure-name').waitFor();
    // the search's own goods/info, and none from the page
    expect((await apiCalls('/api/goods/info')) - info).toBe(1);
    expect(skeleton).toBe(false);
    await server.scenario({ latencyMs: 0 });
  });
});

describe('scan', () => {
  it('inside the messaging app (emulated): searches what the scanner reads', async () => {
    const page = await home('zn', { emulateMessagingApp: true });
    await page.getByTestId('treasure-scan').click();
    await page.locator('input[aria-label="scan-result"]').fill('WC202600005');
    await page.getByRole('button', { name: TEXTS.zn.confirm }).click();
    await page.waitForURL(detailUrl(5));
  });

  it('inside the messaging app (emulated), English: a scanned derivative code', async () => {
    const page = await home('en', { emulateMessagingApp: true });
    await page.getByTestId('treasure-scan').click();
    await page.locator('input[aria-label="scan-result"]').fill('DV0001');
    await page.getByRole('button', { name: TEXTS.en.confirm }).click();
    await page.waitForURL(/\/detail_pr\/1$/);
  });

  it.each(['zn', 'en'] as const)(
    'outside it (%s): asks to open the page in the messaging app browser',
    async (lang) => {
      const page = await home(lang);
      await page.getByTestId('treasure-scan').click();
      await dismissAlert(page, lang, TEXTS[lang].openInApp);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(uncaughtErrors(page)).toEqual([]);
    },
  );
});

describe('the rest of the home', () => {
  it('the repair entry closes, opens again and leads to /repair; the language switcher changes language', async () => {
    const page = await home('zn');
    await page.getByTestId('repair-close').click();
    await page.getByTestId('repair-reopen').click();
    await page.getByTestId('repair-entry').click();
    await page.waitForURL(/\/repair$/);
    await navigateInApp(page, '/');
    await page.getByTestId('language-en').click();
    await page.getByRole('tab', { name: TEXTS.en.treasureTab }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });
});
