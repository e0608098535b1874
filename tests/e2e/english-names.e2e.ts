// The English interface names people in English where the data has an English name: the
// master's authorisations, and the avatars carry no Chinese glyph (they are pictures, not names).
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

const CHINESE = /\p{Script=Han}/u;

describe('the English interface of demo-master', () => {
  it('/shouquan lists the assistants by their English names', async () => {
    const token = await server.tokenFor('demo-master');
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en', token });
    await page.goto('/shouquan');
    const list = page.getByTestId('authorisations');
    await list.getByText('Lin Xiaoya').waitFor();
    const text = await list.innerText();
    for (const name of ['Wang Xiaodong', 'Chen Jing']) expect(text).toContain(name);
    expect(text).not.toMatch(CHINESE);
  });

  it("the home's avatar draws no Chinese glyph", async () => {
    const token = await server.tokenFor('demo-master');
    const { page } = await borrowPhone(browser, server.baseUrl, { lang: 'en', token });
    await page.goto('/home');
    const avatar = page.locator('img.home-avatar');
    await avatar.waitFor();
    const src = await avatar.getAttribute('src');
    const drawing = await (await fetch(new URL(src ?? '', server.baseUrl))).text();
    expect(drawing).toContain('<svg');
    expect(drawing.replace(/<title>.*?<\/title>/, '')).not.toMatch(CHINESE);
  });
});
