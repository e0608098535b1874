// The screens the spec knows only by name: each opens its own titled page, marked as a
// preview, with the interface texts of product §9 where they belong. Screenshots of every
// one in both languages are kept (test-results/screenshots/preview-<page>-<lang>.png).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../web/src/locales/en.ts';
import { zn } from '../../web/src/locales/zn.ts';
import { expectAbsent, keepScreenshot, navigateInApp, screenshotOnFailure, uncaughtErrors } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone, giveBack, type Phone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let token: string;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));
/** The purchase request the conversation screen shows: the master's own, sent as the treasure page does. */
const REQUEST = {
  goods_id: 5,
  name: '李明远',
  phone: '13812345678',
  price: '66000',
  content: '想收藏这幅画，可以面谈。',
};
let requestId: number;
beforeAll(async () => {
  token = await server.tokenFor('demo-master');
  requestId = (await server.postAs<{ apply_buy_id: number }>(token, 'collection/applyBuy', REQUEST)).data.apply_buy_id;
});

type Title = keyof typeof zn.titles;
/** Each preview screen: where to open it, and texts it must show in each language. */
const SCREENS: { title: Title; path: string; shows?: { zn: string[]; en: string[] }; viewport?: boolean }[] = [
  { title: 'home_index', path: '/home_index', shows: { zn: ['我的珍宝', '积分余额'], en: ['My treasures', 'Points'] } },
  { title: 'repair', path: '/repair', shows: { zn: ['3 个工作日内'], en: ['within 3 working days'] } },
  // the master holds nothing: no counts, an honest empty box
  { title: 'zbbox', path: '/zbbox', shows: { zn: ['您还没有持有的珍宝'], en: ['You hold no treasures yet'] } },
  {
    title: 'zhenbao',
    path: '/zhenbao',
    shows: {
      zn: ['已删除', '已封禁', '已转移', '已签名', '审核中'],
      en: ['Deleted', 'Banned', 'Transferred', 'Signed', 'Under review'],
    },
  },
  // the conversation's message bar stays at the bottom of the screen: its screenshot is the screen's
  {
    title: 'talk',
    path: `/talk?type=1&goods_id=${REQUEST.goods_id}`,
    shows: { zn: ['预估价 ¥66,000', REQUEST.content], en: ['Estimated price ¥66,000', REQUEST.content] },
    viewport: true,
  },
  {
    title: 'zhuanyi',
    path: '/zhuanyi/1',
    shows: { zn: ['24 小时内可调整价格区间'], en: ['adjusted within 24 hours after the transfer'] },
  },
  {
    title: 'zhuanyi_col',
    path: '/zhuanyi_col/3',
    shows: { zn: ['24 小时内可调整价格区间'], en: ['adjusted within 24 hours after the transfer'] },
  },
  {
    title: 'zyinfo',
    path: '/zyinfo?id=1',
    shows: {
      zn: ['示例数据', '二维码 30 分钟内有效', '24 小时内可调整价格区间'],
      en: ['Example data', 'valid for 30 minutes', 'within 24 hours after the transfer'],
    },
  },
  { title: 'zrinfo', path: '/zrinfo?id=6', shows: { zn: ['二维码 5 分钟内有效'], en: ['valid for 5 minutes'] } },
  { title: 'zr_cul', path: '/zr_cul', shows: { zn: ['二维码 5 分钟内有效'], en: ['valid for 5 minutes'] } },
  { title: 'zy_cul', path: '/zy_cul', shows: { zn: ['二维码 30 分钟内有效'], en: ['valid for 30 minutes'] } },
  { title: 'zhuanran', path: '/zhuanran', shows: { zn: ['转出', '转入'], en: ['Sent', 'Received'] } },
  { title: 'zhuanran_cul', path: '/zhuanran_cul', shows: { zn: ['转出'], en: ['Sent'] } },
  { title: 'unit', path: '/unit', shows: { zn: ['单位信息'], en: ['Unit information'] } },
  { title: 'unit_info', path: '/unit_info', shows: { zn: ['统一社会信用代码'], en: ['Credit code'] } },
  { title: 'list', path: '/list' },
  { title: 'index', path: '/index' },
  {
    title: 'preview',
    path: '/preview?id=1',
    shows: {
      zn: ['草稿', '审核中', '审核通过', '审核未通过', '已屏蔽'],
      en: ['Draft', 'Under review', 'Approved', 'Review failed', 'Blocked'],
    },
  },
  { title: 'institution', path: '/institution', shows: { zn: ['杭州艺术馆'], en: ['Hangzhou Art Museum'] } },
  { title: 'collection', path: '/collection' },
  // the master's own identity (Li Mingyuan) is not among those to follow
  { title: 'concern', path: '/concern', shows: { zn: ['赵青'], en: ['Zhao Qing'] } },
  {
    title: 'chongzhi',
    path: '/chongzhi',
    shows: { zn: ['11,888', '特惠', '24 小时内删除'], en: ['11,888', 'Special offer', 'within 24 hours'] },
  },
  {
    title: 'ScoreRecord',
    path: '/ScoreRecord',
    shows: { zn: ['删除珍宝退回（24 小时内）'], en: ['Refund: deleted within 24 hours'] },
  },
  { title: 'ConsumptionDetails', path: '/ConsumptionDetails', shows: { zn: ['积分充值'], en: ['Points top-up'] } },
  { title: 'digitalCollection', path: '/digitalCollection', shows: { zn: ['链上凭证'], en: ['On-chain token'] } },
];

/** Waits until the screen has settled: its title set, its preview note shown, nothing loading. */
async function settle(page: Page, title: string) {
  await expect.poll(() => page.title()).toBe(title);
  await page.getByTestId('preview-note').waitFor();
  await page.waitForFunction(
    () => !document.querySelector('.pv-loading, .screen-loading, .adm-infinite-scroll .adm-dot-loading'),
  );
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

describe.each(['zn', 'en'] as const)('preview screens in %s', (lang) => {
  let phone: Phone;
  let page: Page;
  const titles = lang === 'en' ? en.titles : zn.titles;

  beforeAll(async () => {
    phone = await borrowPhone(browser, server.baseUrl, { lang, token });
    page = phone.page;
  });
  afterAll(() => giveBack(phone));

  it.each(SCREENS)(
    '$path: its titled page, marked as a preview, with its texts',
    async ({ title, path, shows, viewport }) => {
      screenshotOnFailure(page, `preview-${lang}`);
      // the first screen is loaded, the others reached as a link does (the test is about each
      // screen, not about loading the app again)
      if (page.url().startsWith(server.baseUrl)) await navigateInApp(page, path);
      else await page.goto(path);
      await settle(page, titles[title]);
      await expectAbsent(page.getByTestId('retry-screen'));
      const text = await page.locator('body').innerText();
      for (const expected of shows?.[lang] ?? []) expect(text).toContain(expected);
      if (title === 'talk')
        expect(text).toContain(lang === 'en' ? `Request no. ${requestId}` : `求购编号 ${requestId}`);
      if (viewport) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await keepScreenshot(page, `preview-${title}-${lang}`, !viewport);
      expect(uncaughtErrors(page)).toEqual([]);
    },
  );
});
