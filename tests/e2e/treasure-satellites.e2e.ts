// The pages the treasure page links to: /record, /grap (a real chart, loaded lazily),
// /report, /adtiViolation, /imgUpdate, /buy_info and /detail_pr, in both languages.

import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { present } from '#contract/present.ts';
import {
  chooseLanguage,
  keepScreenshot,
  navigateInApp,
  type PhoneOptions,
  screenshotsWanted,
  uncaughtErrors,
} from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

/** A close-up photo stand-in, drawn by the page's canvas as a PNG to upload. */
async function picture(page: Page, label: string, hue: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([text, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 480;
      const g = canvas.getContext('2d')!;
      const background = g.createLinearGradient(0, 0, 480, 480);
      background.addColorStop(0, `hsl(${h}, 40%, 92%)`);
      background.addColorStop(1, `hsl(${h}, 35%, 70%)`);
      g.fillStyle = background;
      g.fillRect(0, 0, 480, 480);
      g.fillStyle = '#f8f8fb';
      g.strokeStyle = '#2d4f9e';
      g.lineWidth = 8;
      g.beginPath();
      g.ellipse(240, 230, 120, 150, 0, 0, Math.PI * 2);
      g.fill();
      g.stroke();
      for (let i = 0; i < 5; i++) {
        g.beginPath();
        g.arc(160 + i * 40, 200, 16, 0, Math.PI);
        g.stroke();
      }
      g.fillStyle = '#8c1c13';
      g.font = 'bold 40px serif';
      g.textAlign = 'center';
      g.fillText(String(text), 240, 440);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [label, hue] as const,
  );
  return Buffer.from(base64, 'base64');
}
const packed = (query: Record<string, string>) => `?__params=${encodeURIComponent(JSON.stringify(query))}`;

async function session(options: PhoneOptions & { persona?: string }) {
  const token = options.persona ? await server.tokenFor(options.persona) : undefined;
  const { page } = await borrowPhone(browser, server.baseUrl, { ...options, token });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return { page, requests, token };
}

/** Readies the page for a screenshot: no toast, nothing loading or moving (only when screenshots are kept). */
async function calm(page: Page) {
  if (!screenshotsWanted) return;
  await page
    .locator('.adm-toast-main')
    .waitFor({ state: 'hidden' })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

describe('satellite pages', () => {
  for (const lang of ['zn', 'en'] as const) {
    it(`show the transfer history, the valuation curve and a derivative item (${lang})`, async () => {
      const { page, requests } = await session({ lang });

      await page.goto(`/record/1`);
      await page.getByTestId('transfer-records').waitFor();
      expect(await page.getByTestId('transfer-records').locator('li').count()).toBe(3);
      await calm(page);
      await keepScreenshot(page, `treasure-record-${lang}`);

      await navigateInApp(page, `/record/2${packed({ is_link: '1' })}`);
      await page.getByTestId('co-authored').waitFor();

      await navigateInApp(page, '/grap/1');
      const chart = page.getByTestId('valuation-chart');
      await chart.locator('.chart-line').waitFor();
      const points = await page.getByTestId('valuation-list').locator('li').count();
      expect(await chart.locator('.chart-dot').count()).toBe(points);
      expect(await page.getByTestId('current-valuation').innerText()).toBe('¥1,280,000');
      // tapping the right end of the plot reads the latest valuation
      const box = await chart.locator('svg').boundingBox();
      if (!box) throw new Error('the chart has no box');
      await page.touchscreen.tap(box.x + box.width - 16, box.y + box.height / 2);
      expect(await chart.getByTestId('chart-tip').innerText()).toContain('¥1,280,000');
      expect(requests.some((url) => url.includes('valuation-chart'))).toBe(true);
      await calm(page);
      await keepScreenshot(page, `treasure-grap-${lang}`);

      await navigateInApp(page, '/detail_pr/1');
      await page.getByTestId('derivative').waitFor();
      await calm(page);
      await keepScreenshot(page, `treasure-derivative-${lang}`);
      await page.getByTestId('parent-treasure').click();
      await page.waitForURL(/\/detail\/1$/);

      expect(uncaughtErrors(page)).toEqual([]);
    });
  }

  it('send a report and a violation report from the messaging app (demo-visitor)', async () => {
    await server.reset();
    const { page } = await session({ lang: 'en', persona: 'demo-visitor', emulateMessagingApp: true });

    await page.goto(`/report/1${packed({ accuse_pattern: '0' })}`);
    await page.getByTestId('report-submit').waitFor();
    await page.locator('label', { hasText: 'Suspected imitation' }).click();
    await page
      .getByPlaceholder(/Describe the problem/)
      .fill('The glaze and the mark look copied from another master’s vase.');
    await page
      .getByTestId('picture-input')
      .setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: await picture(page, 'Evidence', 210) });
    await page.locator('[data-testid="picture-picker"] img').waitFor();
    await calm(page);
    await keepScreenshot(page, 'treasure-report-en');
    await page.getByTestId('report-submit').click();
    await page.getByTestId('report-done').waitFor();
    await calm(page);
    await keepScreenshot(page, 'treasure-report-done-en', false);

    await page.goto('/adtiViolation/1');
    await page.getByTestId('report-submit').waitFor();
    await page.locator('label', { hasText: 'Suspected fraud' }).click();
    await page.getByPlaceholder(/Describe the problem/).fill('This is a scam');
    await page.getByTestId('report-submit').click();
    await expect
      .poll(() => page.locator('.adm-dialog-content').innerText())
      .toBe('The submitted information contains sensitive words：scam');
    await page.locator('.adm-dialog-button').click();
    await page.getByPlaceholder(/Describe the problem/).fill('The promotion claims an award the work never received.');
    await page.getByTestId('report-submit').click();
    await page.getByTestId('report-done').waitFor();

    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('show the report forms and the login prompts in Chinese', async () => {
    const { page } = await session({ lang: 'zn' });
    await page.goto('/adtiViolation/1');
    await page.getByTestId('report-submit').waitFor();
    await calm(page);
    await keepScreenshot(page, 'treasure-violation-zn');
    await navigateInApp(page, `/report/1${packed({ accuse_pattern: '1' })}`);
    await page.getByText('举报该作者').waitFor();
    await calm(page);
    await keepScreenshot(page, 'treasure-report-zn');
    await navigateInApp(page, '/buy_info/1');
    await page.getByTestId('login-needed').waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it("show the caller's purchase request (demo-visitor)", async () => {
    await server.reset();
    const { page, token } = await session({ lang: 'zn', persona: 'demo-visitor' });
    for (const lang of ['zn', 'en'] as const) {
      if (lang === 'en') await chooseLanguage(page, lang); // the same phone, in English
      if (lang === 'zn') {
        await page.goto('/buy_info/1');
        await page.getByTestId('satellite-empty').waitFor();
        const sent = await server.postAs(present(token, 'the persona token'), 'collection/applyBuy', {
          goods_id: 1,
          name: '张三',
          phone: '13812345678',
          price: '900000',
          content: '非常喜欢这件梅瓶，诚心求购。',
        });
        expect(sent.code).toBe(0);
      }
      await page.goto('/buy_info/1');
      await page.getByTestId('purchase-request').waitFor();
      expect(await page.getByTestId('purchase-request').innerText()).toContain('138****5678');
      await calm(page);
      await keepScreenshot(page, `treasure-buy-info-${lang}`);
      expect(uncaughtErrors(page)).toEqual([]);
    }
  });

  it('let the owning master send detail pictures for review (demo-master)', async () => {
    await server.reset();
    const { page } = await session({ lang: 'zn', persona: 'demo-master' });
    for (const lang of ['zn', 'en'] as const) {
      if (lang === 'en') await chooseLanguage(page, lang); // the same phone, in English
      await page.goto('/imgUpdate/1');
      await page.getByTestId('approved-pictures').waitFor();
      if (lang === 'zn') {
        await page.getByTestId('picture-input').setInputFiles([
          { name: 'mark.png', mimeType: 'image/png', buffer: await picture(page, '款识', 220) },
          { name: 'rim.png', mimeType: 'image/png', buffer: await picture(page, '口沿', 35) },
        ]);
        await expect.poll(() => page.locator('[data-testid="picture-picker"] img').count()).toBe(2);
        await page.getByPlaceholder(/底部款识/).fill('底部“明远制”款识与口沿细节');
        await page.getByTestId('detail-upload-submit').click();
      }
      await expect
        .poll(() => page.getByTestId('review-status').innerText())
        .toBe(lang === 'zn' ? '审核中' : 'Under review');
      await page.getByTestId('upload-waiting').waitFor();
      await calm(page);
      await keepScreenshot(page, `treasure-img-update-${lang}`);
      expect(uncaughtErrors(page)).toEqual([]);
    }
  });
});
