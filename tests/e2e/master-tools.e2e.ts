// The master's tools as demo-master, demo-master-nosign, demo-assistant, demo-collector and
// demo-visitor use them against the mock: info edit, publishing with review states, news,
// management with the recommended collection of four, authorisation, signature, AI voice and
// 3D — in both languages, with what each persona is refused.
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, expectToast, navigateInApp, type PhoneOptions, uncaughtErrors } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone, giveBack, type Phone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';
import { fill, shot } from './support/tool-pages.ts';

let server: RunningServer;
let browser: Browser;
/** A real picture to upload (a PNG of one of the seed's treasures). */
let picture: Buffer;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));
beforeAll(async () => {
  const context = await browser.newContext({ viewport: { width: 480, height: 480 } });
  const page = await context.newPage();
  await page.setContent(
    `<body style="margin:0"><img src="${server.baseUrl}/media/treasures/t011-1.svg" style="width:100vw;height:100vh;object-fit:cover"></body>`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  picture = await page.screenshot({ type: 'png' });
  await context.close();
});

async function phone(persona: string, options: PhoneOptions = {}): Promise<Phone> {
  const token = await server.tokenFor(persona);
  return borrowPhone(browser, server.baseUrl, { ...options, token }, persona);
}

/** Picks the picture in the field `testId`, and waits until it is uploaded (its cell is no longer masked). */
async function upload(page: Page, testId: string) {
  const field = page.getByTestId(testId);
  await field.locator('input[type=file]').setInputFiles({ name: 'work.png', mimeType: 'image/png', buffer: picture });
  const pictures = field.locator('.adm-image-uploader-cell-image');
  const uploading = field.locator('.adm-image-uploader-cell-mask');
  await expect.poll(async () => [await pictures.count(), await uploading.count()]).toEqual([1, 0]);
}

describe('the master’s tools', () => {
  it('/masterinfo: edits the profile and honors, in both languages', async () => {
    const { page } = await phone('demo-master');
    await page.goto('/masterinfo');
    await expect.poll(() => page.getByTestId('profile-status').textContent()).toContain('已通过名人认证');
    await shot(page, 'master-tools-masterinfo-zn');
    const honors = page.getByTestId('honor-input').locator('textarea').first();
    await honors.fill(`${await honors.inputValue()}\n2026 珍宝中心年度大师`);
    await page.getByTestId('save-profile').click();
    await expectToast(page, '资料已保存');
    await chooseLanguage(page, 'en');
    await page.reload();
    await expect.poll(() => page.getByTestId('honor-input-hint').textContent()).toContain('7 lines');
    await shot(page, 'master-tools-masterinfo-en');
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('/renzhen: publishes a competition work for review; the list shows every review state', async () => {
    const { page } = await phone('demo-master');
    await page.goto('/renzhen?kind=competition');
    await page.getByTestId('work-form').waitFor();
    await shot(page, 'master-tools-renzhen-zn');
    await fill(page, 'work-name', '青花《春江花月夜》梅瓶');
    await upload(page, 'work-pictures');
    await fill(page, 'work-description', '以青花分水描绘春江花月夜，瓶身修长。');
    await page.getByTestId('submit-review').click();
    await expectToast(page, '提交成功');
    const first = page.getByTestId('work-list').locator('li').first();
    await expect.poll(() => first.textContent()).toContain('青花《春江花月夜》梅瓶');
    expect(await first.textContent()).toContain('审核中');
    expect(await first.textContent()).toContain('文创大赛作品');
    const states = await page.getByTestId('work-list').getByTestId('status-tag').allTextContents();
    for (const state of ['草稿', '审核中', '审核通过', '审核失败', '已屏蔽']) expect(states).toContain(state);
    await shot(page, 'master-tools-renzhen-list-zn');

    await chooseLanguage(page, 'en');
    await page.goto('/renzhen');
    await page.getByText(/My works \(\d+\)/).click();
    await page.getByText('Review failed').first().waitFor();
    await shot(page, 'master-tools-renzhen-list-en');
  });

  it('/xinwen: adds a news item; /guanli: a recommended collection holds at most four', async () => {
    const { page } = await phone('demo-master', { lang: 'en' });
    await page.goto('/xinwen');
    await page.getByTestId('add-news').click();
    await fill(page, 'news-title', 'Li Mingyuan at the Jingdezhen Biennale');
    await fill(page, 'news-url', 'https://news.example.cn/biennale');
    await page.getByTestId('save-news').click();
    await expectToast(page, 'Saved');
    await expect.poll(() => page.getByTestId('news-manager').textContent()).toContain('Jingdezhen Biennale');
    await shot(page, 'master-tools-xinwen-en');

    await page.goto('/guanli');
    await expect.poll(() => page.getByTestId('collection-count').textContent()).toBe('3/4');
    await page.getByTestId('recommend-8').click();
    await expect.poll(() => page.getByTestId('collection-count').textContent()).toBe('4/4');
    await page.getByTestId('recommend-10').click();
    await expectToast(page, 'A recommended collection holds at most 4 works');
    await shot(page, 'master-tools-guanli-en');

    await chooseLanguage(page, 'zn');
    await page.goto('/xinwen');
    await page.getByText('对话李明远').waitFor();
    await shot(page, 'master-tools-xinwen-zn');
    await navigateInApp(page, '/guanli');
    await page.getByTestId('collection-count').waitFor();
    await shot(page, 'master-tools-guanli-zn');
  });

  it('/shouquan and /sqDetail: authorises an assistant, then revokes it', async () => {
    const { page } = await phone('demo-master');
    await page.goto('/shouquan');
    await fill(page, 'assistant-name', '张小明');
    await fill(page, 'assistant-phone', '1350000');
    await page.getByTestId('authorise').click();
    await expectToast(page, '手机号格式错误');
    await fill(page, 'assistant-phone', '13500001111');
    await page.getByTestId('authorise').click();
    await expectToast(page, '提交成功');
    await page.getByText('张小明').waitFor();
    await shot(page, 'master-tools-shouquan-zn');
    await page.getByText('张小明').click();
    await page.waitForURL(/\/sqDetail\?id=\d+$/);
    await page.getByTestId('revoke').click();
    await page.locator('.adm-center-popup-wrap .adm-button').filter({ hasText: '撤销授权' }).click();
    await expectToast(page, '已撤销授权');
    await expect
      .poll(() => page.getByTestId('authorisation-detail').getByTestId('status-tag').first().textContent())
      .toBe('已撤销');

    await chooseLanguage(page, 'en');
    await page.goto('/sqDetail?id=1');
    await page.getByText('An assistant cannot').waitFor();
    await shot(page, 'master-tools-sqDetail-en');
  });

  it('/sign: a master without a password sets one (at least 6 characters)', async () => {
    const { page } = await phone('demo-master-nosign', { lang: 'en' });
    await page.goto('/sign');
    await expect.poll(() => page.getByTestId('password-state').textContent()).toBe('Not set');
    await shot(page, 'master-tools-sign-en');
    await fill(page, 'new-password', '12345');
    await fill(page, 'confirm-password', '12345');
    await page.getByTestId('save-password').click();
    await expectToast(page, 'at least 6 characters');
    await fill(page, 'new-password', '246810');
    await fill(page, 'confirm-password', '246810');
    await page.getByTestId('save-password').click();
    await expect.poll(() => page.getByTestId('password-state').textContent()).toBe('Set');
    await giveBack({ page });

    const chinese = await phone('demo-master');
    await chinese.page.goto('/sign');
    await chinese.page.getByTestId('seal-image').waitFor();
    await shot(chinese.page, 'master-tools-sign-zn');
    await giveBack(chinese);
  });

  it('/apply3D and /aiyuyin: a 3D application, and AI voice activated by the collector', async () => {
    const { page } = await phone('demo-master');
    await page.goto('/apply3D?artistType=1');
    await page.getByTestId('chosen-treasure').click();
    await page.locator('.adm-picker-view-column-item').filter({ hasText: '葫芦瓶' }).dispatchEvent('click');
    await page.locator('.adm-picker-header-button').last().click();
    await expect.poll(() => page.getByTestId('chosen-treasure').textContent()).toContain('葫芦瓶');
    await page.getByTestId('apply-3d-submit').click();
    await expectToast(page, '提交成功');
    await expect.poll(() => page.getByTestId('apply-3d').textContent()).toContain('青花缠枝牡丹纹葫芦瓶');
    await shot(page, 'master-tools-apply3D-zn');
    await navigateInApp(page, '/aiyuyin/101?artistType=1');
    await page.getByTestId('voice-1').waitFor();
    await shot(page, 'master-tools-aiyuyin-zn');
    await giveBack({ page });

    const collector = await phone('demo-collector', { lang: 'en', messagingApp: true });
    await collector.page.goto('/aiyuyin/201?artistType=2');
    await expect.poll(() => collector.page.getByTestId('audio-count').textContent()).toBe('1');
    await collector.page.getByTestId('activate-3').click();
    await collector.page.locator('.adm-center-popup-wrap .adm-button').filter({ hasText: 'Confirm' }).click();
    await expect.poll(() => collector.page.getByTestId('voice-3').textContent()).toContain('Generating');
    await expect.poll(() => collector.page.getByTestId('audio-count').textContent()).toBe('0');
    await shot(collector.page, 'master-tools-aiyuyin-en');
    await giveBack(collector);
  });
});

describe('what the tools refuse', () => {
  it('the assistant works for the master but cannot reach authorisation or the signature', async () => {
    const { page } = await phone('demo-assistant', { lang: 'en' });
    await page.goto('/guanli');
    await page.getByTestId('collection-count').waitFor();
    for (const path of ['/sign', '/shouquan']) {
      await navigateInApp(page, path);
      await expect.poll(() => page.getByTestId('tool-refused').textContent()).toContain('assistants cannot use them');
    }
    await shot(page, 'master-tools-refused-assistant-en');
  });

  it('a visitor is told the tools are for masters; a master cannot open another’s AI voice', async () => {
    const visitor = await phone('demo-visitor');
    await visitor.page.goto('/renzhen');
    await expect.poll(() => visitor.page.getByTestId('tool-refused').textContent()).toContain('您还不是作者');
    await shot(visitor.page, 'master-tools-refused-visitor-zn');
    await giveBack(visitor);
    const master = await phone('demo-master');
    await master.page.goto('/aiyuyin/104?artistType=1');
    await expect
      .poll(() => master.page.getByTestId('tool-refused').textContent())
      .toContain('只能为自己的珍宝开通 AI 语音');
    await navigateInApp(master.page, '/guanli_col');
    await expect.poll(() => master.page.getByTestId('tool-refused').textContent()).toContain('您还不是藏家');
    await giveBack(master);
  });

  it('a master under review reaches info edit but not publishing', async () => {
    const { page } = await phone('demo-master-pending', { lang: 'en' });
    await page.goto('/renzhen');
    await expect
      .poll(() => page.getByTestId('tool-refused').textContent())
      .toContain('Please complete your information first');
    await page.getByText('Complete my information').click();
    await page.waitForURL(/\/masterinfo$/);
    await expect.poll(() => page.getByTestId('profile-status').textContent()).toContain('under review');
  });
});
