// The home's repair entry never covers the search card: its close button (✕), its tab and the
// handle left when it is tucked away are compared, as rectangles, with the card's and the hero
// text's, on three phone widths in both languages, before and after a scroll. On the same widths
// the brand's words stay clear of the language switcher beside them.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAbsent, PHONE_VIEWPORT } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

type Box = { x: number; y: number; width: number; height: number };

async function box(page: Page, testIdOrSelector: string): Promise<Box> {
  const locator = testIdOrSelector.startsWith('.')
    ? page.locator(testIdOrSelector)
    : page.getByTestId(testIdOrSelector);
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${testIdOrSelector} is not on the page`);
  return found;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Each of `parts` lies fully on the screen's width and overlaps neither the card nor the hero's text. */
async function clearOfTheCard(page: Page, parts: string[], width: number) {
  const card = await box(page, '.search-card');
  const text = await box(page, '.search-hero-body');
  for (const part of parts) {
    const rect = await box(page, part);
    expect({ part, overlapsCard: overlap(rect, card), overlapsText: overlap(rect, text) }).toEqual({
      part,
      overlapsCard: false,
      overlapsText: false,
    });
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(width + 0.5);
  }
}

/** The home at `width`, once the app has drawn it (test ids are the app's: the server's page has none). */
async function homeAt(width: number, lang: 'zn' | 'en', height = PHONE_VIEWPORT.height): Promise<Page> {
  const { page } = await borrowPhone(browser, server.baseUrl, { lang });
  await page.setViewportSize({ width, height });
  await page.goto('/');
  await page.getByTestId('repair-close').waitFor();
  return page;
}

describe('the repair entry and the search card', () => {
  it.each([
    [320, 'zn'],
    [320, 'en'],
    [375, 'zn'],
    [375, 'en'],
    [414, 'zn'],
    [414, 'en'],
  ] as const)('%i px wide, %s: the ✕, the tab and the handle never overlap the card', async (width, lang) => {
    const page = await homeAt(width, lang);
    await clearOfTheCard(page, ['repair-close', 'repair-entry'], width);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await clearOfTheCard(page, ['repair-close', 'repair-entry'], width);
    await page.getByTestId('repair-close').click();
    await page.getByTestId('repair-reopen').waitFor();
    await clearOfTheCard(page, ['repair-reopen'], width);
  });
});

describe('the repair entry floats once its band has scrolled away', () => {
  it.each(['zn', 'en'] as const)(
    '320x568, %s: docked at the right edge, clear of the card, and it leads to /repair',
    async (lang) => {
      const page = await homeAt(320, lang, 568);
      await expectAbsent(page.getByTestId('repair-docked'));
      await page.mouse.wheel(0, 2000);
      const docked = page.getByTestId('repair-docked');
      await docked.waitFor();
      const [rect, card] = [await box(page, 'repair-docked'), await box(page, '.search-card')];
      expect({
        overlapsCard: overlap(rect, card),
        onScreen: rect.x + rect.width <= 320.5 && rect.y >= 0 && rect.y + rect.height <= 568,
      }).toEqual({
        overlapsCard: false,
        onScreen: true,
      });
      await page.mouse.wheel(0, -2000);
      await expectAbsent(docked);
      await page.getByTestId('repair-close').click();
      await page.mouse.wheel(0, 2000);
      await expect
        .poll(() => page.locator('.repair-row').evaluate((row) => row.getBoundingClientRect().bottom))
        .toBeLessThan(0);
      await expectAbsent(docked);
      await page.mouse.wheel(0, -2000);
      await page.getByTestId('repair-reopen').click();
      await page.mouse.wheel(0, 2000);
      await docked.click();
      await page.waitForURL('**/repair');
    },
  );
});

/** The rectangles of the text drawn in `selector` (its lines, as the browser lays them out). */
const drawnText = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
  });

describe('the brand beside the language switcher', () => {
  it.each([
    [320, 'zn'],
    [320, 'en'],
    [375, 'en'],
    [414, 'en'],
  ] as const)('%i px wide, %s: the brand’s words never run under the switcher', async (width, lang) => {
    const page = await homeAt(width, lang);
    const wordsUnderTheSwitcher = async () => {
      const switcher = await page.locator('.search-language').boundingBox();
      const words = await drawnText(page, '.search-brand-text');
      return switcher && words.length ? words.filter((line) => overlap(line, switcher)).length : 'not drawn yet';
    };
    await expect.poll(wordsUnderTheSwitcher).toBe(0);
  });
});
