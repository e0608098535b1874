// On the English interface a master's picture carries no Chinese glyph: the seed's portraits and
// institution photos draw no name plate (the page writes the name beside them, in the visitor's
// language). The picture the English master page shows is fetched and its drawn text read.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uncaughtErrors } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

const CJK = /[\u3400-\u9fff]/;
/** What an SVG draws as text (its <title> is a name for assistive tools, not drawn). */
const drawnText = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text ?? '');

describe('the English master page', () => {
  it.each(['/tcdetail/101', '/tcdetail/201'])('%s: the photo draws no Chinese glyph', async (url) => {
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en' });
    await page.goto(url);
    await page.getByTestId('master-name').waitFor();
    expect(await page.getByTestId('master-name').innerText()).not.toMatch(CJK);
    const src = await page.locator('.master-photo').getAttribute('src');
    expect(src).toBeTruthy();
    const svg = await (await page.request.get(new URL(src ?? '', server.baseUrl).href)).text();
    expect(svg).toContain('<svg');
    expect(drawnText(svg).filter((text) => CJK.test(text))).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
