// The demo panel's tab (decision 8) sits where it covers no control and no text of the main
// pages at phone sizes, at the top of each page and scrolled to its end, in both languages
// (its touch target, wider than the tab drawn, covers no control either); it is a comfortable
// target, still opens the panel (whose files come when the tab is first touched), and can still
// be dragged.
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { navigateInApp } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let masterToken = '';
let noticeContent = '';
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));
beforeAll(async () => {
  masterToken = await server.tokenFor('demo-master');
  const notice = (await (await fetch(`${server.baseUrl}/api/auth/getPublicNotice?app_type=1`)).json()) as {
    data: { content: string };
  };
  noticeContent = notice.data.content;
});

/**
 * The main pages, each with what shows once it has rendered all its parts: the sections that load
 * after the rest (a treasure's news and more treasures) change the layout the tab is measured on.
 * Pictures do not: each has its size before it loads.
 */
const PAGES = [
  { url: '/', shown: ['treasure-search'], token: false },
  // reached in-app from the page before, as a visitor's links do
  { url: '/detail/1', shown: ['treasure-name', 'news', 'recommend'], token: false, inApp: true },
  { url: '/tcdetail/101', shown: ['master-hero', 'master-news'], token: false, inApp: true },
  { url: '/home', shown: ['welcome-name'], token: true },
];
const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 390, height: 844 },
];

/**
 * What the tab covers: controls (links, buttons, fields, anything focusable) under its touch
 * target, and text under the tab drawn. The touch target reaches further into the page than the
 * tab drawn: its box is found by asking the page what is at each point around the tab.
 */
function tabOnPage(): { covered: string[]; target: { width: number; height: number } | null } {
  const tab = document.querySelector('[data-testid="demo-button"]');
  if (!tab) return { covered: ['no demo tab'], target: null };
  const box = tab.getBoundingClientRect();
  const hits = (x: number, y: number) => Boolean(document.elementFromPoint(x, y)?.closest('.demo-tab'));
  const middle = box.top + box.height / 2;
  let right = box.left;
  while (right < box.left + 80 && hits(right + 0.5, middle)) right += 1;
  let top = middle;
  while (top > box.top - 80 && hits(box.left + 1, top - 0.5)) top -= 1;
  let bottom = middle;
  while (bottom < box.bottom + 80 && hits(box.left + 1, bottom + 0.5)) bottom += 1;
  const touch = { left: box.left, right, top, bottom };
  const within = (area: { left: number; right: number; top: number; bottom: number }) => (r: DOMRect) =>
    r.width > 0 &&
    r.height > 0 &&
    r.left < area.right &&
    r.right > area.left &&
    r.top < area.bottom &&
    r.bottom > area.top;
  const overlaps = within(box);
  const underTouch = within(touch);
  const outside = (node: Element) => !node.closest('.demo-tab') && node.checkVisibility({ visibilityProperty: true });
  const name = (node: Element) =>
    `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"`;
  const covered: string[] = [];
  const controls =
    'a[href], button, input, textarea, select, label, [role="button"], [role="tab"], [role="link"], [tabindex]';
  for (const control of document.querySelectorAll(controls)) {
    if (outside(control) && [...control.getClientRects()].some(underTouch)) covered.push(`control ${name(control)}`);
  }
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  while (texts.nextNode()) {
    const text = texts.currentNode;
    const parent = text.parentElement;
    if (!text.textContent?.trim() || !parent || !outside(parent)) continue;
    range.selectNodeContents(text);
    if ([...range.getClientRects()].some(overlaps)) covered.push(`text ${name(parent)}`);
  }
  return { covered, target: { width: right - box.left, height: bottom - top } };
}

async function open(page: Page, url: string, shown: string[], inApp = false) {
  if (inApp) await navigateInApp(page, url);
  else await page.goto(url);
  for (const testId of shown) await page.getByTestId(testId).first().waitFor();
  await page.getByTestId('demo-button').waitFor();
}

describe('the demo tab', () => {
  for (const lang of ['zn', 'en'] as const) {
    it(`covers no control or text of the main pages at 375x667 and 390x844 (${lang})`, async () => {
      const storage = { notice_content: noticeContent };
      const { page } = await borrowPhone(browser, server.baseUrl, { lang, storage }, `demo-tab-${lang}`);
      const covered: string[] = [];
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        for (const { url, shown, token, inApp } of PAGES) {
          // logged in for the master's home, out for the visitor's pages (a new phone is)
          if (page.url().startsWith(server.baseUrl) && !inApp)
            await page.evaluate(
              (value) => {
                if (value) localStorage.setItem('user_token', value);
                else localStorage.removeItem('user_token');
              },
              token ? masterToken : '',
            );
          await open(page, url, shown, inApp);
          const where = `${url} at ${viewport.width}x${viewport.height}`;
          for (const what of (await page.evaluate(tabOnPage)).covered) covered.push(`${where}, top: ${what}`);
          // to the end, again as the cards drawn on the way (content-visibility) take their room
          await page.waitForFunction(
            () => {
              window.scrollTo(0, document.documentElement.scrollHeight);
              return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
            },
            undefined,
            { polling: 'raf' },
          );
          for (const what of (await page.evaluate(tabOnPage)).covered) covered.push(`${where}, end: ${what}`);
        }
      }
      expect(covered).toEqual([]);
    });
  }

  it('opens the panel, fetched once it is touched, and can be dragged to the other edge', async () => {
    const { context, page } = await borrowPhone(browser, server.baseUrl, { lang: 'en' });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await open(page, '/', ['treasure-search']);
    // the panel (and the popup, sliders and switches it brings) is not part of every page's start
    const panelFiles = () => fetched.filter((path) => /^\/assets\/demo-panel-/.test(path));
    expect(panelFiles()).toEqual([]);
    const tab = page.getByTestId('demo-button');
    const start = await tab.boundingBox();
    expect(start?.x).toBe(0);
    // a comfortable target, though drawn 12 px wide: 44 px tall at least, and as wide as the
    // pages' narrowest margin allows (22 px: the master home's tiles start there)
    const { target } = await page.evaluate(tabOnPage);
    expect(target?.width).toBeGreaterThanOrEqual(22);
    expect(target?.height).toBeGreaterThanOrEqual(44);
    await page.getByTestId('demo-button').tap();
    await page.locator('.demo-panel').waitFor();
    expect(panelFiles()).not.toEqual([]);
    await page
      .locator('.adm-mask')
      .first()
      .click({ position: { x: 180, y: 40 } });
    await page.locator('.demo-panel').waitFor({ state: 'detached' });

    // a drag with a finger (the tab follows touches) across the page: it snaps to the right edge
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const y = (start?.y ?? 0) + 26;
    await touch('touchStart', 6, y);
    for (const x of [40, 120, 200, 280, 330]) await touch('touchMove', x, y - 80);
    await touch('touchEnd', 330, y - 80);
    await expect
      .poll(async () => {
        const box = await tab.boundingBox();
        return Math.round((box?.x ?? 0) + (box?.width ?? 0));
      })
      .toBe(375);
    await cdp.detach();
  });
});
