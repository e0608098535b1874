// The 3D page of a treasure (/media/3d/…): it turns by hand under the server's own CSP (its
// script is a served file, not an inline one), and is titled in the interface's language.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

const PAGE = '/media/3d/wc202600001.html';

describe('the 3D page', () => {
  it('turns when dragged, with no CSP refusal', async () => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'zn' });
    const refused: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && refused.push(message.text())));
    await page.goto(PAGE);
    const box = await page.locator('#scene').boundingBox();
    if (!box) throw new Error('no scene');
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 80, cy + 20, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(() => page.locator('#cube').evaluate((cube) => cube.style.transform))
      .toMatch(/rotateX\(.+\) rotateY\(.+\)/);
    expect(refused).toEqual([]);
    expect(await page.title()).toBe('3D · 青花缠枝莲纹梅瓶');
  });

  it('is titled in English in the English interface', async () => {
    const { page, context } = await borrowPhone(browser, server.baseUrl, { lang: 'en' });
    await context.addCookies([{ name: 'lang', value: 'en', url: server.baseUrl }]);
    await page.goto(PAGE);
    await expect.poll(() => page.title()).toBe('3D · Blue-and-White Meiping Vase with Interlocking Lotus Scrolls');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
});
