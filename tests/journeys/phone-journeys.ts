// The journeys that matter most on a phone, written once for both engines (driven-page.ts):
// searching by code, by hash and by master name; the image viewer; the voice player; switching
// persona from the search page through the demo panel; "Want to buy"; liking and following (a
// toast must let the next tap through); the report form and its validation. Each starts from the
// page the one before left and checks the pages it passes (page-checks.ts).
import { messages } from '../../contract/messages.ts';
import type { DrivenPage } from './driven-page.ts';
import type { Lang, pageChecker } from './page-checks.ts';

type Checks = ReturnType<typeof pageChecker>;

const MASTER = { zn: '李明远', en: 'Li Mingyuan' };
const HASH_OF_2 = '89641f5460a42031d02c0a995c107f96';
/** the buy button once a request is sent (web/src/features/treasure/texts.ts, bar.requested) */
const REQUESTED = { zn: '已求购', en: 'Requested' };

const pathOf = async (page: DrivenPage) => {
  const url = await page.url();
  return `${url.pathname}`;
};

/** From the search page (`/`): a treasure by its code, another by its hash, a master by name. */
export async function searchByCodeHashAndMaster(page: DrivenPage, checks: Checks, lang: Lang) {
  await checks.visit('/');
  await page.fill({ css: '[data-testid="treasure-code-input"]' }, 'WC202600001');
  await page.tap({ css: '[data-testid="treasure-search"]' });
  await page.waitFor({ css: '[data-testid="treasure-name"]' });
  await checks.visit();
  if ((await pathOf(page)) !== '/detail/1') throw new Error(`the code's search opened ${await page.url()}`);

  await checks.visit('/');
  await page.fill({ css: '[data-testid="treasure-code-input"]' }, '');
  await page.fill({ css: '[data-testid="treasure-hash-input"]' }, HASH_OF_2);
  await page.tap({ css: '[data-testid="treasure-search"]' });
  await page.waitUntil(() => window.location.pathname === '/detail/2', undefined, 'the hash search to open /detail/2');
  await page.waitFor({ css: '[data-testid="treasure-name"]' });
  await checks.visit();

  await checks.visit('/?tab=master');
  await page.fill({ css: '[data-testid="master-name-input"]' }, MASTER[lang]);
  await page.tap({ css: '[data-testid="master-search"]' });
  await page.waitFor({ css: '[data-testid="master-name"]', text: MASTER[lang] });
  await checks.visit();
  if ((await pathOf(page)) !== '/tcdetail/101') throw new Error(`the master search opened ${await page.url()}`);
}

/**
 * On /detail/1: the blockchain hash breaks, if at all, into two even lines (never a character
 * alone on a line); the image viewer opens on the first picture, covering the page entirely (its
 * "1 / 5" sat on the page's title through a see-through mask), and a tap on the picture closes it.
 */
export async function imageViewer(page: DrivenPage, checks: Checks) {
  await checks.visit('/detail/1');
  const lines = await page.evaluate(() => {
    const hash = document.querySelector('[data-testid="blockchain-hash"]');
    const perLine = new Map<number, number>();
    const walker = document.createTreeWalker(hash ?? document.createElement('i'), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (let at = 0; at < (node.textContent ?? '').length; at++) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        perLine.set(top, (perLine.get(top) ?? 0) + 1);
      }
    return [...perLine.values()];
  }, undefined);
  if (lines.length === 0 || Math.min(...lines) < 16)
    throw new Error(`${page.engine}: the hash on /detail/1 is drawn in lines of ${JSON.stringify(lines)} characters`);
  await page.tap({ css: '[data-testid="hero-swiper"] .swiper-image-button' });
  await page.waitFor({ css: '.adm-image-viewer-indicator', text: '1 / ' });
  const mask = await page.evaluate(() => {
    const indicator = document.querySelector('.adm-image-viewer-indicator');
    return indicator?.closest('.adm-mask')
      ? getComputedStyle(indicator.closest('.adm-mask') as Element).backgroundColor
      : 'none';
  }, undefined);
  if (!/^rgb\(0, 0, 0\)$|^rgba\(0, 0, 0, 1\)$/.test(mask))
    throw new Error(`${page.engine}: the image viewer lets the page show through (its mask is ${mask})`);
  // a tap once the picture is there, as a person's
  const picture = '.adm-image-viewer-slide img';
  await page.waitUntil(
    (css) => [...document.querySelectorAll<HTMLImageElement>(css)].some((img) => img.complete && img.naturalWidth > 0),
    picture,
    'the picture in the viewer',
  );
  await page.tap({ css: picture });
  await page.waitGone({ css: '.adm-image-viewer-indicator' });
}

/** On /detail/1: the voice plays (its audio element really playing), and pauses again. */
export async function voicePlayer(page: DrivenPage, checks: Checks) {
  await checks.visit('/detail/1');
  await page.tap({ css: '[data-testid="voice-button"]' });
  await page.waitUntil(
    () => {
      const audio = document.querySelector<HTMLAudioElement>('[data-testid="voice-player"] audio');
      return document.querySelector('[data-testid="voice-button"][aria-pressed="true"]') && audio && !audio.paused;
    },
    undefined,
    'the voice to play',
  );
  await page.tap({ css: '[data-testid="voice-button"]' });
  await page.waitFor({ css: '[data-testid="voice-button"][aria-pressed="false"]' });
}

/**
 * From `/` as a visitor: the demo panel's "switch persona", the persona picked on the imitated
 * login page, and back on `/` logged in as `persona`.
 */
export async function switchPersonaFromSearch(page: DrivenPage, checks: Checks, persona: string) {
  await checks.visit('/');
  await page.tap({ css: '[data-testid="demo-button"]' });
  await page.tap({ css: '[data-testid="demo-switch-persona"]' });
  await page.tap({ css: `a.persona[data-code="${persona}"]` });
  await page.waitUntil(
    () => window.location.pathname === '/' && localStorage.getItem('user_token'),
    undefined,
    `back on / logged in as ${persona}`,
  );
  await checks.visit();
}

/** On /detail/1 as a logged-in visitor: "Want to buy", its form filled and sent; the button then says so. */
export async function wantToBuy(page: DrivenPage, checks: Checks, lang: Lang) {
  await checks.visit('/detail/1');
  await page.tap({ css: '[data-testid="buy-button"]' });
  const form = '[data-testid="purchase-popup"]';
  // a name of at most 4 characters (contract/limits.ts): typed key by key, a longer one is cut
  await page.fill({ css: `${form} [name="name"]` }, lang === 'en' ? 'Ann' : '张三');
  await page.fill({ css: `${form} [name="phone"]` }, '13812345678');
  await page.fill({ css: `${form} [name="price"]` }, '900000');
  await page.fill({ css: `${form} textarea` }, 'I would love to collect this vase.');
  await page.tap({ css: '[data-testid="purchase-submit"]' });
  await page.waitGone({ css: form });
  await page.waitFor({ css: '[data-testid="buy-button"]', text: REQUESTED[lang] });
}

/**
 * On /detail/1 as a logged-in visitor: a like counts once; following and unfollowing the master
 * each answer with a toast, and the follow button takes the next tap at once, toast or not.
 */
export async function likeAndFollow(page: DrivenPage, checks: Checks, lang: Lang) {
  await checks.visit('/detail/1');
  const likes = () =>
    page.evaluate(
      () => Number((document.querySelector('[data-testid="like-button"]')?.textContent ?? '').replace(/\D/g, '')),
      undefined,
    );
  const before = await likes();
  await page.tap({ css: '[data-testid="like-button"]' });
  await page.waitUntil(
    (count) =>
      Number((document.querySelector('[data-testid="like-button"]')?.textContent ?? '').replace(/\D/g, '')) === count,
    before + 1,
    'the like to count',
  );
  const follow = { css: '[data-testid="follow-button"]:not([aria-busy="true"])' };
  const following = (on: boolean) =>
    page.waitFor({ css: `[data-testid="follow-button"][aria-pressed="${on}"]:not([aria-busy="true"])` });
  await page.tap(follow);
  await following(true);
  await page.tap(follow);
  await page.waitFor({ css: '.adm-toast-main', text: messages.cancelSuccess[lang] });
  // the toast is still on screen: the button right under it takes the tap
  await page.tap(follow);
  await following(true);
}

/** /report/1: sending nothing is refused with the reason asked for; a reason and a description send it. */
export async function reportForm(page: DrivenPage, checks: Checks, lang: Lang) {
  await checks.visit('/report/1');
  await page.tap({ css: '[data-testid="report-submit"]' });
  await page.waitFor({ css: '.adm-toast-main', text: messages.reportReasonRequired[lang] });
  await page.tap({ css: '.reason-chip' });
  await page.fill({ css: 'textarea[name="content"]' }, 'The glaze and the mark look copied from another vase.');
  await page.tap({ css: '[data-testid="report-submit"]' });
  await page.waitFor({ css: '[data-testid="report-done"]' });
  await checks.visit();
}
