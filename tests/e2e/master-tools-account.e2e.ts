// Around the account: statistics for salesman-bound users (real charts), becoming a master,
// collector or institution with the role rules of product §6, salesman binding, and the
// collector's and institution's _col / _inst tools — in both languages.
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  expectAbsent,
  expectToast,
  navigateInApp,
  type PhoneOptions,
  uncaughtErrors,
} from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone, giveBack, type Phone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';
import { fill, shot } from './support/tool-pages.ts';

let server: RunningServer;
let browser: Browser;
let noticeContent = '';
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));
beforeAll(async () => {
  const notice = (await (await fetch(`${server.baseUrl}/api/auth/getPublicNotice?app_type=1`)).json()) as {
    data: { content: string };
  };
  noticeContent = notice.data.content;
});

async function phone(persona: string, options: PhoneOptions = {}): Promise<Phone> {
  const token = await server.tokenFor(persona);
  // the public notice was read before (the homes' own journeys show it)
  const storage = { notice_content: noticeContent };
  return borrowPhone(browser, server.baseUrl, { ...options, token, storage }, persona);
}

describe('statistics', () => {
  it('/data: the salesman’s masters, with real charts, by period and by master', async () => {
    const { page } = await phone('demo-salesman');
    await page.goto('/data');
    await expect.poll(() => page.getByTestId('stats-masters').textContent()).toContain('陈雨');
    await page.locator('.tool-chart .chart-line').first().waitFor();
    await shot(page, 'master-tools-data-zn');
    await page.getByTestId('stats-period').getByText('7 天').click();
    await page.getByTestId('stats-masters').getByText('陈雨').click();
    await expect.poll(() => page.locator('.tool-table tr.is-current').textContent()).toContain('陈雨');
    expect(uncaughtErrors(page)).toEqual([]);

    await chooseLanguage(page, 'en');
    await page.goto('/data_all');
    await expect.poll(() => page.title()).toBe('Data statistics');
    await page.getByText('Masters by views').waitFor();
    await expect.poll(() => page.locator('.tool-chart .chart').count()).toBe(2);
    await expect.poll(() => page.locator('.tool-table tbody tr').count()).toBeGreaterThanOrEqual(7);
    await shot(page, 'master-tools-data_all-en');
  });

  it('refuses all statistics to auth 0, and statistics to the unbound', async () => {
    const basic = await phone('demo-salesman-basic', { lang: 'en' });
    await basic.page.goto('/data_all');
    await expect
      .poll(() => basic.page.getByTestId('tool-refused').textContent())
      .toContain('You are not allowed to see all statistics');
    await navigateInApp(basic.page, '/data');
    await basic.page.getByTestId('stats-kpis').waitFor();
    await shot(basic.page, 'master-tools-data-en');
    await giveBack(basic);
    const master = await phone('demo-master');
    await master.page.goto('/data');
    await expect
      .poll(() => master.page.getByTestId('tool-refused').textContent())
      .toContain('绑定业务员后即可查看数据统计');
    await giveBack(master);
  });
});

describe('becoming a master, a collector or an institution', () => {
  it('a visitor applies to become a master (the lifetime offer), then waits for review', async () => {
    const { page } = await phone('demo-visitor');
    await page.goto('/robot');
    await expect.poll(() => page.getByTestId('lifetime-fee').textContent()).toContain('¥11,888');
    expect(await page.getByTestId('lifetime-fee').textContent()).toContain('限时特惠');
    await shot(page, 'master-tools-robot-zn');
    await fill(page, 'applicant-phone', '12345');
    await page.getByTestId('apply-role').click();
    await expectToast(page, '手机号格式错误');
    await fill(page, 'applicant-phone', '13812340001');
    await page.getByTestId('apply-role').click();
    await page.getByTestId('role-application').waitFor();
    expect(await page.getByTestId('role-application').textContent()).toContain('审核中');
    await giveBack({ page });

    const english = await phone('demo-salesman-basic', { lang: 'en' });
    await english.page.goto('/robot');
    await english.page.getByText('Lifetime entry fee').waitFor();
    await shot(english.page, 'master-tools-robot-en');
    await giveBack(english);
  });

  it('the role rules: a master cannot become an institution, an institution cannot become a collector', async () => {
    const master = await phone('demo-master', { lang: 'en' });
    await master.page.goto('/robot_inst');
    await expect
      .poll(() => master.page.getByTestId('role-refusal').textContent())
      .toBe('A master cannot become a collection institution');
    await shot(master.page, 'master-tools-robot_inst-en');
    await navigateInApp(master.page, '/robot');
    await master.page.getByTestId('role-member').waitFor();
    await giveBack(master);
    const institution = await phone('demo-institution');
    await institution.page.goto('/robot_col');
    await expect.poll(() => institution.page.getByTestId('role-refusal').textContent()).toBe('收藏机构不能成为藏家');
    await shot(institution.page, 'master-tools-robot_col-zn');
    await giveBack(institution);
  });
});

describe('salesman binding and the collector’s tools', () => {
  it('/banding_col: the collector binds a salesman by code; statistics open', async () => {
    const { page } = await phone('demo-collector', { messagingApp: true, lang: 'en' });
    await page.goto('/banding_col');
    await page.getByTestId('salesman-binding').waitFor();
    await shot(page, 'master-tools-banding-en');
    await fill(page, 'salesman-code', 'NOPE01');
    await page.getByTestId('bind-salesman').click();
    await expectToast(page, 'No salesman has this code');
    await fill(page, 'salesman-code', 'zb9fn6vj3c');
    await page.getByTestId('bind-salesman').click();
    await expect.poll(() => page.getByTestId('salesman-bound').textContent()).toContain('王志强');
    await page.goto('/home_col');
    await page.getByTestId('statistics-button').click();
    await page.waitForURL(/\/data$/);
    await expect.poll(() => page.getByTestId('stats-kpis').count()).toBe(1);
    await giveBack({ page });

    const bound = await phone('demo-salesman');
    await bound.page.goto('/banding');
    await bound.page.getByTestId('salesman-bound').waitFor();
    await shot(bound.page, 'master-tools-banding-zn');
    await giveBack(bound);
  });

  it('the collector’s tools work on her collector identity (both languages)', async () => {
    const { page } = await phone('demo-collector', { lang: 'en' });
    await page.goto('/masterinfo_col');
    await expect.poll(() => page.getByTestId('name-input').locator('input').inputValue()).toBe('王芳');
    await shot(page, 'master-tools-masterinfo_col-en');
    await navigateInApp(page, '/guanli_col');
    await expect.poll(() => page.getByTestId('collection-count').textContent()).toBe('1/4');
    await shot(page, 'master-tools-guanli_col-en');
    await navigateInApp(page, '/renzhen_col');
    await page.getByText(/My items \(2\)/).click();
    await page.getByText('Under review').first().waitFor();
    await navigateInApp(page, '/apply3D?artistType=2');
    await expect.poll(() => page.getByTestId('apply-3d').textContent()).toContain('Carved Cinnabar Lacquer Box');
    await shot(page, 'master-tools-apply3D-en');
    await giveBack({ page });

    const institution = await phone('demo-institution');
    await institution.page.goto('/masterinfo_col');
    await expect
      .poll(() => institution.page.getByTestId('name-input').locator('input').inputValue())
      .toBe('杭州艺术馆');
    // drawn as an institution's form (its own titles), which has no gender
    await institution.page.getByText('机构简介').waitFor();
    await expectAbsent(institution.page.getByTestId('gender-selector'));
    await shot(institution.page, 'master-tools-masterinfo_col-zn');
    await navigateInApp(institution.page, '/shouquan_col');
    await institution.page.getByTestId('authorisations').waitFor();
    await navigateInApp(institution.page, '/sign_col');
    await institution.page.getByTestId('seal-image').waitFor();
    await giveBack(institution);
  });
});
