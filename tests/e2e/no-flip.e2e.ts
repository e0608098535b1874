// After the server's first paint nothing visibly flips: a logged-in visitor who liked and
// follows never sees the unliked and unfollowed marks first (on the treasure page and on the
// master's own page), and a sandbox's counts are never
// shown with the shared seed's figures first. Every text the buttons show is recorded from the
// page's first byte on.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneContext, uncaughtErrors } from './support/browser.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

type Shown = Record<string, string[]>;

/** Records each distinct visible text of the like and follow buttons, the like count and the reads. */
function recordMarks() {
  const shown: Shown = {};
  (window as unknown as { __marks: Shown }).__marks = shown;
  const note = (name: string, text: string) => {
    const list = shown[name] ?? [];
    shown[name] = list;
    if (list.at(-1) !== text) list.push(text);
  };
  const visible = (element: Element | null) =>
    element &&
    getComputedStyle(element).visibility !== 'hidden' &&
    getComputedStyle(element).color !== 'rgba(0, 0, 0, 0)'
      ? (element.textContent ?? '').trim()
      : '';
  new MutationObserver(() => {
    const like = document.querySelector('.engage:nth-of-type(2)');
    const follow = document.querySelector('.follow-button');
    note('reads', visible(document.querySelector('.engagement .reads')));
    if (like) {
      note('like', visible(like.querySelector('em')));
      note('likes', visible(like.querySelector('span')));
    }
    if (follow) note('follow', visible(follow));
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

async function open(token: string, url: string): Promise<Page> {
  const context = await phoneContext(browser, server.baseUrl, { lang: 'zn', token });
  await context.addInitScript(recordMarks);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

const marks = (page: Page) => page.evaluate(() => (window as unknown as { __marks: Shown }).__marks);

/** demo-visitor, having liked treasure 1 and followed its master (101), with a token. */
async function aVisitorWhoLikedAndFollows() {
  await server.reset();
  const token = await server.tokenFor('demo-visitor');
  const post = async (path: string, body: unknown) =>
    (await server.postAs<{ data_encrypted?: string }>(token, path, body)).data;
  const data = (await post('common/encrypt', { goods_id: 1, type: 1 })).data_encrypted;
  await post('goods/like', { data });
  await post('artist/editFollow', { artist_id: 101 });
  return token;
}

describe('a logged-in visitor who liked and follows (demo-visitor)', () => {
  it('never sees 点赞 or 关注 before 已赞 and 已关注', async () => {
    const token = await aVisitorWhoLikedAndFollows();
    const page = await open(token, '/detail/1');
    await expect.poll(() => page.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('follow-button').getAttribute('aria-pressed')).toBe('true');
    const shown = await marks(page);
    expect(shown.like?.filter(Boolean)).toEqual(['已赞']);
    expect(shown.follow?.filter(Boolean)).toEqual(['已关注']);
    // the counts: one figure each, the browser's own (its read counted), never the server's first
    expect(shown.likes?.filter(Boolean)).toHaveLength(1);
    expect(shown.reads?.filter(Boolean)).toHaveLength(1);
    expect(uncaughtErrors(page)).toEqual([]);
    await page.context().close();
  });

  it("on the master's own page (/tcdetail/101), never sees 关注 before 已关注", async () => {
    const token = await aVisitorWhoLikedAndFollows();
    const page = await open(token, '/tcdetail/101');
    await expect.poll(() => page.getByTestId('follow-button').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('follow-button').getAttribute('aria-busy')).toBe('false');
    const shown = await marks(page);
    expect(shown.follow?.filter(Boolean)).toEqual(['已关注']);
    expect(uncaughtErrors(page)).toEqual([]);
    await page.context().close();
  });
});
