// The full-screen image viewer closes with Escape on a desktop, as well as with a tap.
import type { Browser } from 'playwright-core';
import { describe, it } from 'vitest';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

describe('the image viewer', () => {
  it('closes with Escape', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en' });
    await page.goto('/detail/1');
    await page.getByTestId('like-button').waitFor();
    await page.locator('[data-testid="hero-swiper"] .swiper-image-button').first().click();
    const viewer = page.locator('.adm-image-viewer-content, .adm-image-viewer-slides').first();
    await viewer.waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });
});
