// Master discovery at a phone's size, in both languages: the master tab with its rules and
// history, the results of /detailTeacher, the public page /tcdetail/{id} (follow, honors,
// certificates, treasures, news, QR card), its preview, and scanning a master's card.
import type { Browser, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expectAbsent,
  expectToast,
  keepScreenshot,
  navigateInApp,
  type PhoneOptions,
  screenshotsWanted,
  uncaughtErrors,
} from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone, giveBack, type Phone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let phone: Phone | undefined;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));
beforeEach(() => server.reset());

const TEXTS = {
  zn: {
    partial: '李明',
    exact: '李明远',
    nobody: '张无忌',
    empty: '请输入您要查看的大师姓名',
    tooShort: '请输入完整的大师姓名',
    confirm: '确定',
    none: '没有找到“张无忌”',
    again: '重新搜索',
    names: ['李明远', '李明辉'],
    recentEmpty: '搜索过的大师会显示在这里',
    showLess: '收起',
  },
  en: {
    partial: 'Li Ming',
    exact: 'Li Mingyuan',
    nobody: 'Nobody Here',
    empty: 'Please enter the name of the master you want to view',
    tooShort: 'Please enter the full master name',
    confirm: 'Confirm',
    none: 'No master named "Nobody Here"',
    again: 'Search again',
    names: ['Li Mingyuan', 'Li Minghui'],
    recentEmpty: 'Masters you search for appear here',
    showLess: 'Show less',
  },
};
const MASTER_101 = new RegExp(`/tcdetail/101\\?__params=${encodeURIComponent(JSON.stringify({ status: '1' }))}$`);

async function open(path: string, lang: 'zn' | 'en', options: PhoneOptions = {}): Promise<Page> {
  phone = await borrowPhone(browser, server.baseUrl, { lang, ...options });
  await phone.page.goto(path);
  return phone.page;
}

async function dismissAlert(page: Page, lang: 'zn' | 'en', text: string) {
  const dialog = page.locator('.adm-dialog-body');
  await dialog.getByText(text).waitFor();
  await dialog.getByRole('button', { name: TEXTS[lang].confirm }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function searchMaster(page: Page, name: string, how: 'enter' | 'button' = 'enter') {
  await page.getByTestId('master-name-input').fill(name);
  if (how === 'enter') await page.getByTestId('master-name-input').press('Enter');
  else await page.getByTestId('master-search').click();
}

async function backToMasterTab(page: Page) {
  await page.goBack();
  await page.getByTestId('master-search').waitFor();
}

const chips = (page: Page) => page.getByTestId('master-history').getByRole('button').allTextContents();

/** Scrolls through the page so that lazy images load, then back to the top (for a screenshot only). */
async function loadImages(page: Page) {
  if (!screenshotsWanted) return;
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })),
      ),
    );
    window.scrollTo(0, 0);
  });
}

describe.each(['zn', 'en'] as const)('master search (%s)', (lang) => {
  const t = TEXTS[lang];

  it('checks the name, lists several matches, opens a single one, and keeps the history', async () => {
    const page = await open('/?tab=master', lang);
    await page.getByTestId('master-search').click();
    await dismissAlert(page, lang, t.empty);
    await searchMaster(page, t.partial.slice(0, 1), 'button');
    await dismissAlert(page, lang, t.tooShort);

    await searchMaster(page, t.partial);
    await page.waitForURL((url) => url.pathname === '/detailTeacher' && url.searchParams.get('tcName') === t.partial);
    const cards = page.getByTestId('master-result');
    await cards.first().waitFor();
    expect(await cards.locator('strong').allTextContents()).toEqual(t.names);
    await keepScreenshot(page, `master-results-${lang}`);

    await backToMasterTab(page);
    expect(await chips(page)).toEqual([t.partial]);
    await searchMaster(page, t.exact, 'button');
    await page.waitForURL(MASTER_101);
    expect(await page.getByTestId('master-name').textContent()).toBe(t.exact);

    await backToMasterTab(page);
    expect(await chips(page)).toEqual([t.exact, t.partial]);
    await keepScreenshot(page, `search-master-tab-${lang}`);
    await page.getByTestId('master-history').getByRole('button', { name: t.partial, exact: true }).click();
    await page.getByTestId('master-result').first().waitFor();
    await backToMasterTab(page);
    expect(await chips(page)).toEqual([t.partial, t.exact]);

    await page.getByTestId('master-history-clear').click();
    await page.getByText(t.recentEmpty).waitFor();
    await page.reload();
    await page.getByText(t.recentEmpty).waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('says clearly when nobody matches, with a way back', async () => {
    const page = await open('/?tab=master', lang);
    await searchMaster(page, t.nobody);
    await page.getByTestId('master-search-none').getByText(t.none).waitFor();
    await page.getByRole('link', { name: t.again }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('tab') === 'master');
    await page.getByTestId('master-search').waitFor();
    expect(await chips(page)).toEqual([t.nobody]);
  });

  it('shows the public page: profile, honors, certificates, treasures and news', async () => {
    const page = await open('/tcdetail/101?status=1', lang);
    await page.getByTestId('master-name').waitFor();
    await page.getByTestId('master-news').waitFor();
    await loadImages(page);
    await keepScreenshot(page, `master-page-${lang}`);

    expect(await page.getByTestId('master-honors').locator('li').count()).toBe(5);
    await page.getByTestId('honors-toggle').click();
    expect(await page.getByTestId('master-honors').locator('li').count()).toBe(6);
    expect(await page.getByTestId('honors-toggle').textContent()).toBe(t.showLess);

    const newsLink = page.getByTestId('master-news-link').first();
    expect(await newsLink.getAttribute('target')).toBe('_blank');
    expect(await newsLink.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await page.getByTestId('master-work').count()).toBeGreaterThanOrEqual(6);

    await page.getByTestId('master-certificates').getByRole('button').first().click();
    await page.locator('.adm-image-viewer-slides, .adm-image-viewer-content').first().waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });
});

describe('the public page', () => {
  it('opens a treasure from the grid', async () => {
    const page = await open('/tcdetail/101?status=1', 'en');
    const work = page.getByTestId('master-work').last();
    const href = await work.getAttribute('href');
    await work.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    expect(href).toMatch(/^\/detail\/\d+\?__params=/);
  });

  it('follow: login first; then Follow success and Cancel success; never oneself', async () => {
    let page = await open('/tcdetail/104', 'en');
    await page.getByTestId('follow-button').click();
    await page.getByText('Your privacy').waitFor();

    // the same phone, logged in as a visitor
    const visitor = await server.tokenFor('demo-visitor');
    await page.evaluate((value) => localStorage.setItem('user_token', value), visitor);
    await page.reload();
    const follow = page.getByTestId('follow-button');
    await follow.click();
    await expectToast(page, 'Follow success');
    await expect.poll(() => follow.textContent()).toBe('Following');
    expect(await page.getByTestId('stat-followers').locator('dd').textContent()).toBe('1');
    await page.reload();
    await expect.poll(() => page.getByTestId('follow-button').textContent()).toBe('Following');
    await page.getByTestId('follow-button').click();
    await expectToast(page, 'Cancel success');
    await expect.poll(() => page.getByTestId('follow-button').textContent()).toBe('Follow');
    await giveBack(phone);

    page = await open('/tcdetail/101', 'zn', { token: await server.tokenFor('demo-master') });
    await page.getByTestId('follow-button').click();
    await expectToast(page, '不能关注自己');
    expect(await page.getByTestId('follow-button').textContent()).toBe('关注');
  });

  it('labels a collector and an institution, and says when a page does not exist', async () => {
    const page = await open('/tcdetail/201', 'en');
    await page.getByTestId('master-hero').getByText('Collector', { exact: true }).waitFor();
    await page.getByTestId('master-works').getByText('Collection').first().waitFor();
    await navigateInApp(page, '/tcdetail/301');
    await page.getByTestId('master-hero').getByText('Collection institution').waitFor();
    await page.getByTestId('master-about').getByText('About the institution').waitFor();
    // 105 is an applicant (status 4): no public page
    await navigateInApp(page, '/tcdetail/105');
    await page.getByText('This master could not be found').waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('the preview /tcdetail_pr/{id} is marked as such and has no follow button', async () => {
    const page = await open('/tcdetail_pr/101', 'zn', { token: await server.tokenFor('demo-master') });
    await page.getByTestId('master-preview-note').waitFor();
    await page.getByTestId('master-name').waitFor();
    await expectAbsent(page.getByTestId('follow-button'));
  });

  it('its QR card points to {origin}/tcdetail/{id}?status=1, and opening that address shows the page', async () => {
    const page = await open('/tcdetail/101', 'en');
    await page.getByTestId('qr-button').click();
    const url = await page.getByTestId('artist-qr').getAttribute('data-url');
    expect(url).toBe(`${server.baseUrl}/tcdetail/101?status=1`);
    await page.goto(url!);
    expect(await page.getByTestId('master-name').textContent()).toBe('Li Mingyuan');
  });
});

describe('scanning a master card', () => {
  it('inside the messaging app (emulated): a name is searched, a card address opens the page', async () => {
    const page = await open('/?tab=master', 'en', { emulateMessagingApp: true });
    await page.getByTestId('master-scan').click();
    await page.locator('input[aria-label="scan-result"]').fill('Chen Yu');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/tcdetail\/104\?/);
    expect(await page.getByTestId('master-name').textContent()).toBe('Chen Yu');

    await navigateInApp(page, '/?tab=master');
    await page.getByTestId('master-scan').click();
    await page.locator('input[aria-label="scan-result"]').fill(`${server.baseUrl}/tcdetail/106?status=1`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/tcdetail\/106\?status=1$/);
    expect(await page.getByTestId('master-name').textContent()).toBe('Li Minghui');
  });

  it('outside it: asks to open the page in the messaging app browser', async () => {
    const page = await open('/?tab=master', 'zn');
    await page.getByTestId('master-scan').click();
    await dismissAlert(page, 'zn', '请在消息应用浏览器中打开');
  });
});
