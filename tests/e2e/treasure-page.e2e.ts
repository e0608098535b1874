// The treasure detail page in a phone browser, for the treasures of the fixtures (seeds/README.md) (1, 2, 3, 5,
// 9 and 785) as a visitor, a logged-in visitor, the collector who owns treasure 3 and the
// master who owns treasure 1, in both languages. Screenshots: test-results/screenshots/.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitInPage } from '../journeys/in-page.ts';
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
import { borrowPhone } from './support/phones.ts';
import { sendPurchaseRequestAfterARefusal } from './support/purchase.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

async function session(options: PhoneOptions & { persona?: string }) {
  const token = options.persona ? await server.tokenFor(options.persona) : undefined;
  const { page } = await borrowPhone(browser, server.baseUrl, { ...options, token });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return { page, requests };
}

/**
 * Opens a treasure, loading the app or (`inApp`) as a link from the screen shown does, and waits
 * for its name (or its empty state).
 */
async function openTreasure(page: Page, id: number, inApp = false) {
  if (inApp) await navigateInApp(page, `/detail/${id}`);
  else await page.goto(`/detail/${id}`);
  await page.waitForSelector('[data-testid="treasure-name"], [data-testid="treasure-empty"]');
}

/** Scrolls through the page, a screen at a time (what comes into view loads), then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
}

/** Lets the lazy images load, for a whole-page screenshot (only when screenshots are kept). */
async function settle(page: Page) {
  if (!screenshotsWanted) return;
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
}

/** Waits until no toast shows and no animation runs, so that a screenshot shows the popup itself. */
async function calm(page: Page) {
  if (!screenshotsWanted) return;
  await page
    .locator('.adm-toast-main')
    .waitFor({ state: 'hidden' })
    .catch(() => undefined);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * Scrolls `target` to a quarter of the screen from the top, as a thumb brings a button up before
 * tapping it: clear of the page's header and buy bar, and of a toast (in the middle of the screen,
 * for two seconds), which a tap could not go through.
 */
const bringUp = (target: Locator) =>
  target.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 4));

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

const noUncaughtErrors = (page: Page) => expect(uncaughtErrors(page)).toEqual([]);

describe('the treasure page for a visitor', () => {
  for (const lang of ['zn', 'en'] as const) {
    it(`shows treasures 1, 2, 3, 5, 9 and 785 (${lang})`, async () => {
      const { page, requests } = await session({ lang });

      await openTreasure(page, 1);
      expect(await text(page, 'treasure-name')).toBe(
        lang === 'en' ? 'Blue-and-White Meiping Vase with Interlocking Lotus Scrolls' : '青花缠枝莲纹梅瓶',
      );
      expect(await text(page, 'valuation')).toContain('1,280,000');
      expect(await page.getByTestId('level-badge').getAttribute('class')).toContain('level-badge--rare');
      expect(await page.getByTestId('three-d-entry').count()).toBe(1);
      expect(await page.locator('[data-testid="hero-swiper"] img').first().getAttribute('src')).toContain(
        '/media/certificates/wc202600001.svg',
      );
      // the certificates' card is drawn once it comes near the screen (content-visibility)
      await page.getByTestId('certificate-count').scrollIntoViewIfNeeded();
      await expect.poll(() => text(page, 'certificate-count')).toBe('1/3');
      await page.getByTestId('voice-player').waitFor();
      // the chart and the image viewer are not part of the page's first load: all of it, the
      // sections that come after the treasure (news, more treasures), what loads once the page is
      // idle (the demo tab), and what scrolling through brings in (the last pictures, at the end)
      await page.getByTestId('news').waitFor();
      const lastPictures = page.getByTestId('recommend').locator('img');
      await lastPictures.first().waitFor();
      await page.getByTestId('demo-button').waitFor();
      await scrollThrough(page);
      await expect
        .poll(() =>
          lastPictures.evaluateAll((images: HTMLImageElement[]) =>
            images.every((image) => image.complete && image.naturalWidth > 0),
          ),
        )
        .toBe(true);
      await settle(page);
      await keepScreenshot(page, `treasure-detail-1-${lang}`);
      expect(requests.filter((url) => /valuation-chart|image-viewer-ui|line-chart/.test(url))).toEqual([]);
      await page.locator('[data-testid="hero-swiper"] .swiper-image-button').first().click();
      await page.locator('.adm-image-viewer-content, .adm-image-viewer-slides').first().waitFor();
      expect(requests.some((url) => url.includes('image-viewer-ui'))).toBe(true);

      await openTreasure(page, 2);
      await expectAbsent(page.getByTestId('valuation'));
      expect(await text(page, 'holder')).toContain(lang === 'en' ? 'Not yet certified' : '暂未认证');
      expect(await text(page, 'buy-button')).toBe(lang === 'en' ? 'Not for public sale' : '非公开出售');
      expect(await page.getByTestId('transfer-link').getAttribute('href')).toContain('is_link');
      await settle(page);
      await keepScreenshot(page, `treasure-detail-2-${lang}`);
      await page.getByTestId('co-authors-more').click();
      await page.getByTestId('co-author-popup').waitFor();
      expect(await page.getByTestId('co-author-popup').innerText()).toContain(lang === 'en' ? 'Ouyang' : '欧阳雪松');
      await calm(page);
      await keepScreenshot(page, `treasure-coauthors-${lang}`, false);
      await page.keyboard.press('Escape');
      await page.getByTestId('buy-button').click();
      expect(await page.locator('.adm-dialog-content').innerText()).toBe(
        lang === 'en' ? 'Not for public sale' : '非公开出售',
      );
      await page.locator('.adm-dialog-button').click();

      await openTreasure(page, 3, true);
      expect(await text(page, 'author-line')).toContain(lang === 'en' ? 'Collector' : '藏家');
      await settle(page);
      await keepScreenshot(page, `treasure-detail-3-${lang}`);

      await openTreasure(page, 5, true);
      expect(await page.getByTestId('treasure').getAttribute('class')).toContain('treasure--skin');
      expect(await page.getByTestId('treasure-name').getAttribute('class')).toContain('treasure-name--big');
      await settle(page);
      await keepScreenshot(page, `treasure-detail-5-${lang}`);

      await openTreasure(page, 9, true);
      expect(await text(page, 'treasure-empty')).toContain(
        lang === 'en' ? 'Not yet published, stay tuned' : '暂未发布，敬请期待',
      );
      await keepScreenshot(page, `treasure-detail-9-${lang}`);

      await openTreasure(page, 785, true);
      expect(new URL(page.url()).pathname).toBe('/detail_unit/785');
      await settle(page);
      await keepScreenshot(page, `treasure-detail-785-${lang}`);

      // a visitor's like opens the privacy/login popup
      await page.getByTestId('like-button').click();
      await page.locator('[data-testid="privacy-popup"] .adm-popup-body').waitFor();
      noUncaughtErrors(page);
    });
  }

  it('leaves its lower cards undrawn until they come near, and the page checks still read them', async () => {
    const { page } = await session({ lang: 'zn' });
    await openTreasure(page, 1);
    const news = page.getByTestId('news');
    await expect.poll(() => news.locator('li').count()).toBeGreaterThan(0);
    const title = (await news.locator('li strong').first().textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    // far below the first screen (content-visibility: auto): nothing of it is drawn yet
    expect(await news.innerText()).toBe('');
    const visit = await page.evaluate(visitInPage, { waitMs: 30_000 });
    expect(visit.text).toContain(title);
    // and the page is as it was: the card is still undrawn
    expect(await news.innerText()).toBe('');
    noUncaughtErrors(page);
  });
});

describe('the treasure page for a logged-in visitor (demo-visitor)', () => {
  it('likes once, toggles the favorite, follows, and sends a purchase request once', async () => {
    await server.reset();
    const { page } = await session({ lang: 'en', persona: 'demo-visitor' });
    await openTreasure(page, 1);

    await page.getByTestId('like-button').click();
    await expect.poll(() => text(page, 'like-button')).toContain('3,877');
    await page.getByTestId('like-button').click();
    await expectToast(page, 'You have liked');

    await page.getByTestId('save-button').click();
    await expect.poll(() => text(page, 'save-button')).toContain('913');
    await page.getByTestId('save-button').click();
    await expect.poll(() => text(page, 'save-button')).toContain('912');

    await bringUp(page.getByTestId('follow-button'));
    await page.getByTestId('follow-button').click();
    await expect.poll(() => text(page, 'follow-button')).toBe('Following');

    await sendPurchaseRequestAfterARefusal(page, async () => {
      await calm(page);
      await keepScreenshot(page, 'treasure-purchase-en', false);
    });

    await page.getByTestId('buy-button').click();
    await page.getByTestId('submitted-popup').waitFor();
    await calm(page);
    await keepScreenshot(page, 'treasure-submitted-en', false);
    await page.getByTestId('go-messages').click();
    await page.waitForURL(/\/talk\?apply_id=\d+&type=1&goods_id=1/);
    noUncaughtErrors(page);
  });
});

describe('the treasure page for its owners', () => {
  it('lets the collector activate the AI voice of treasure 3 with her activation (demo-collector, messaging app)', async () => {
    await server.reset();
    const { page } = await session({ lang: 'zn', persona: 'demo-collector', emulateMessagingApp: true });
    await openTreasure(page, 3);
    const player = page.getByTestId('voice-player');
    await expect.poll(() => player.getAttribute('class')).toContain('voice--inactive');
    await calm(page);
    await keepScreenshot(page, 'treasure-detail-3-collector-zn', false);
    await page.getByTestId('voice-button').click();
    await page.locator('.adm-dialog-content').waitFor();
    expect(await page.locator('.adm-dialog-content').innerText()).toContain('剩余 1 次');
    await page.locator('.adm-dialog-button-bold').click();
    await expectToast(page, '开通成功，音频生成中');
    await expect.poll(() => player.getAttribute('class')).not.toContain('voice--inactive');
    await page.getByTestId('detail-upload-entry').waitFor();
    noUncaughtErrors(page);
  });

  it('shows the owning master his own page: no self-follow, detail upload, paid activation (demo-master, messaging app)', async () => {
    await server.reset();
    const { page } = await session({ lang: 'en', persona: 'demo-master', emulateMessagingApp: true });
    await openTreasure(page, 1);
    await page.getByTestId('follow-button').click();
    await expectToast(page, "Can't follow yourself");
    expect(await page.getByTestId('detail-upload-entry').getAttribute('href')).toBe('/imgUpdate/1');
    // the emulated app's share menu: a cancelled share counts nothing, a confirmed one counts once
    const shares = async () =>
      Number((await page.getByTestId('share-button').locator('span').innerText()).replace(/,/g, ''));
    const before = await shares();
    const shareMenu = page.locator('.adm-dialog').filter({ hasText: 'Emulated share' });
    await bringUp(page.getByTestId('share-button'));
    await page.getByTestId('share-button').click();
    await shareMenu.getByRole('button', { name: 'Cancel' }).click();
    await shareMenu.waitFor({ state: 'detached' });
    await page.getByTestId('share-button').click();
    await shareMenu.getByRole('button', { name: 'Share' }).click();
    await expectToast(page, 'Shared');
    await expect.poll(shares).toBe(before + 1);
    // the emulated menu was the share itself: no hint pointing at the app's menu stacked over it
    expect(await page.getByTestId('share-hint').count()).toBe(0);

    await openTreasure(page, 2);
    await page.getByTestId('voice-button').click();
    await page.locator('.adm-dialog-content').waitFor();
    expect(await page.locator('.adm-dialog-content').innerText()).toContain('¥9.90');
    await page.locator('.adm-dialog-button-bold').click();
    // the emulated in-app payment asks to confirm, then the mock's payment callback activates the voice;
    // the pricing dialog may still be fading out, so the payment dialog is picked by its title
    const payment = page.locator('.adm-dialog').filter({ hasText: 'Emulated payment' });
    await expect.poll(() => payment.locator('.adm-dialog-content').innerText()).toContain('¥9.90');
    await payment.locator('.adm-dialog-button-bold').click();
    await expectToast(page, 'Successfully activated, audio generation in progress');
    await openTreasure(page, 2);
    await page.getByTestId('voice-button').click();
    await expectToast(page, 'Generation in progress');

    await page.getByTestId('qr-button').click();
    await page.getByTestId('qr-popup').waitFor();
    await calm(page);
    await keepScreenshot(page, 'treasure-qr-en', false);
    noUncaughtErrors(page);
  });
});
