// Debian's Chromium through playwright-core, as a phone: 375x667, touch, and either the
// messaging app's user agent or an ordinary mobile browser's.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Request } from 'playwright-core';
import { expect, onTestFailed, onTestFinished } from 'vitest';
import { CHROMIUM_PATH, SCREENSHOTS_DIR } from './paths.ts';
import { controlsTokenAt } from './server.ts';

export const MESSAGING_APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003127) NetType/WIFI Language/zh_CN';
export const ORDINARY_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export type PhoneOptions = {
  /** the messaging app's browser (its user agent) or an ordinary one */
  messagingApp?: boolean;
  /** the demo's emulation of the messaging app (scan, share and payment dialogs) */
  emulateMessagingApp?: boolean;
  /** stored language choice; without it the browser's own language decides */
  lang?: 'zn' | 'en';
  /** the browser's language (navigator.language) */
  browserLanguage?: string;
  /** logged in with this token (as local storage user_token) */
  token?: string;
  /** lets a test inject a script (axe-core) into pages that forbid inline scripts */
  bypassCSP?: boolean;
  /** false: the demo panel without the controls' token (its start-up link never opened) */
  controlsToken?: false;
  /** other local storage items the app finds at its first load (notice_content…) */
  storage?: Record<string, string>;
};

/**
 * A new browser context as a phone, with the starting storage of `options`; the caller closes it.
 * A journey borrows a phone instead (phones.ts): only a test that needs a browser that has never
 * seen the site (an empty cache: the first paint's) opens its own.
 */
export async function phoneContext(
  browser: Browser,
  baseUrl: string,
  options: PhoneOptions = {},
): Promise<BrowserContext> {
  const context = await newPhoneContext(browser, baseUrl, options);
  await setStartingStorage(context, options, baseUrl);
  return context;
}

/** A browser context with the settings that cannot change once it is open (user agent, language, CSP). */
export async function newPhoneContext(
  browser: Browser,
  baseUrl: string,
  options: Pick<PhoneOptions, 'messagingApp' | 'browserLanguage' | 'bypassCSP'>,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: options.messagingApp ? MESSAGING_APP_UA : ORDINARY_UA,
    locale: options.browserLanguage ?? 'zh-CN',
    bypassCSP: options.bypassCSP ?? false,
    // the app then skips antd-mobile's animations, so nothing waits for a popup to settle
    reducedMotion: 'reduce',
  });
  // Every wait (waitFor, click, goto…) gives up after 90 s: far beyond a healthy page's time
  // (a second or two), and enough for a machine loaded with other work, where a page's reload
  // has been seen to take over 45 s.
  context.setDefaultTimeout(DEFAULT_WAIT_MS);
  await recordToasts(context);
  return context;
}

export const PHONE_VIEWPORT = { width: 375, height: 667 };
export const DEFAULT_WAIT_MS = 90_000;

/**
 * What the first page the context loads finds in its local storage (the language choice, the
 * token…), before the app starts: only these items, whatever an earlier borrower of the phone
 * left (phones.ts). Later pages keep what the app changed since. A language choice comes with
 * the `lang` cookie the app keeps beside it, as on a phone that has used the site. Returns the
 * script, for a borrowed phone to remove when it is given back.
 */
export async function setStartingStorage(context: BrowserContext, options: PhoneOptions, baseUrl: string) {
  if (options.lang) await context.addCookies([{ name: 'lang', value: options.lang, url: baseUrl }]);
  const items: Record<string, string> = { ...options.storage };
  if (options.lang) items.lang = options.lang;
  if (options.token) items.user_token = options.token;
  if (options.emulateMessagingApp) items.demo_messaging_app = '1';
  // as the start-up line's link leaves it (web/src/lib/api/mock-session.ts), unless told otherwise
  const controlsToken = options.controlsToken === false ? undefined : controlsTokenAt(baseUrl);
  if (controlsToken) items.demo_mock_token = controlsToken;
  const start = `${Date.now()}-${Math.random()}`;
  return context.addInitScript(
    ({ items, start }: { items: Record<string, string>; start: string }) => {
      if (window.location.protocol !== 'http:' || localStorage.getItem('e2e-start') === start) return;
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('e2e-start', start);
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    },
    { items, start },
  );
}

/** Stores the language choice (as the switcher does): the page's next load is in `lang`. */
export const chooseLanguage = (page: Page, lang: 'zn' | 'en') =>
  page.evaluate((chosen) => localStorage.setItem('lang', chosen), lang);

/** A toast as it was shown: its text, and the Latin words its lines cut in two (none, in a good toast). */
type ShownToast = { text: string; cutWords: string[] };

const TOASTS = new WeakMap<BrowserContext, ShownToast[]>();

/**
 * Every toast the context's pages show, in order, kept on this side: a toast lasts about two
 * seconds and may come just before a navigation, so reading the page later can miss it.
 */
export const toastsSeen = (context: BrowserContext) => TOASTS.get(context) ?? [];

/**
 * Waits until a toast with `text` has been shown since the last one consumed (and consumes it,
 * with the ones before it): read from the record, so a toast gone before the page is read counts.
 * Its lines must break between words, never inside one ("aud / io").
 */
export async function expectToast(page: Page, text: string) {
  const seen = toastsSeen(page.context());
  let found: ShownToast | undefined;
  await expect
    .poll(() => {
      const at = seen.findIndex((shown) => shown.text.includes(text));
      if (at < 0) return `toasts so far: ${JSON.stringify(seen.map((shown) => shown.text))}`;
      found = seen[at];
      seen.splice(0, at + 1);
      return text;
    })
    .toContain(text);
  expect(found?.cutWords, `words cut in two in the toast "${found?.text}"`).toEqual([]);
}

async function recordToasts(context: BrowserContext) {
  const seen: ShownToast[] = [];
  TOASTS.set(context, seen);
  await context.exposeFunction(
    '__recordToast',
    (text: string, cutWords: string[]) => void seen.push({ text, cutWords }),
  );
  await context.addInitScript(() => {
    const record = (window as unknown as { __recordToast: (text: string, cutWords: string[]) => void }).__recordToast;
    // a Latin word whose letters sit on more than one line (Chinese breaks between any characters)
    const cutWords = (toast: Element) => {
      const cut: string[] = [];
      const walker = document.createTreeWalker(toast, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const word of (node.textContent ?? '').matchAll(/[A-Za-z0-9'’]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
          if (lines.size > 1) cut.push(word[0]);
        }
      return cut;
    };
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.adm-toast-main')) {
        const text = toast.textContent ?? '';
        const marked = toast as Element & { recorded?: string };
        if (!text || marked.recorded === text) continue;
        marked.recorded = text;
        record(text, cutWords(toast));
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Leaves a screenshot of `page` when the current test fails (call it inside the test). */
export function screenshotOnFailure(page: Page, name = 'page') {
  onTestFailed(({ task }) => screenshotOfFailure(page, task.name, name));
}

export async function screenshotOfFailure(page: Page, testName: string, name: string) {
  const file = `${SCREENSHOTS_DIR}/failures/${testName.replace(/[^\w-]+/g, '_').slice(0, 80)}-${name}.png`;
  mkdirSync(dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
}

/**
 * A page that records uncaught errors and leaves a screenshot when the test fails. Opened in a
 * `beforeAll` (one page for several tests), each test calls screenshotOnFailure itself.
 */
export async function openPage(context: BrowserContext, name = 'page'): Promise<Page> {
  const page = await context.newPage();
  recordUncaughtErrors(page);
  try {
    screenshotOnFailure(page, name);
  } catch {
    // Outside a test: the tests that use the page register their own.
  }
  return page;
}

/** From now on, the page's uncaught errors are what uncaughtErrors(page) returns. */
export function recordUncaughtErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { uncaughtErrors: string[] }).uncaughtErrors = errors;
}

/**
 * Whether the journeys keep screenshots to look at (E2E_SCREENSHOTS=1): a full-page picture costs
 * a busy machine a second or more, and an ordinary run does not need them (a failing test always
 * leaves its own, in failures/). What only readies the page for a picture (waiting for toasts to
 * go, scrolling lazy pictures in) is skipped along with it.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/** Keeps a screenshot (test-results/screenshots/<name>.png) to look at, when screenshots are wanted. */
export async function keepScreenshot(page: Page, name: string, fullPage = true) {
  if (!screenshotsWanted) return;
  const file = `${SCREENSHOTS_DIR}/${name}.png`;
  mkdirSync(dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage });
}

/**
 * Waits until nothing matches `locator` (a popup closing, a control the screen removes), rather
 * than counting once: a check made once passes just as well while the screen is still on its
 * way. Wait first for what the screen does show, so that "absent" is not "not drawn yet".
 */
export async function expectAbsent(locator: Locator) {
  await expect.poll(() => locator.count(), { message: `${locator} should be absent` }).toBe(0);
}

export const uncaughtErrors = (page: Page) => (page as Page & { uncaughtErrors?: string[] }).uncaughtErrors ?? [];

/**
 * Follows the page's calls to the API from now on. `answered()` waits until every call made so
 * far has its answer, and the page has had a frame to act on it: what network idleness would
 * say, without its half second of quiet. Call it once the calls to wait for have started (the
 * screen has shown something that follows them).
 */
export function watchApiCalls(page: Page) {
  const pending = new Set<Request>();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => void (isApi(request) && pending.add(request)));
  page.on('requestfinished', (request) => void pending.delete(request));
  page.on('requestfailed', (request) => void pending.delete(request));
  const answered = async () => {
    await expect.poll(() => [...pending].map((request) => request.url())).toEqual([]);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  };
  return {
    answered,
    /**
     * answered(), and then the page drawn with nothing marked busy (a skeleton, a part loading)
     * and nothing asked since: what the answers brought is on screen and has asked what it
     * needs in turn (a treasure's sections, once the treasure is drawn), answered too.
     */
    async settled() {
      for (let round = 0; round < 20; round++) {
        await answered();
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        // the effects of what was just drawn have run
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
        if (pending.size === 0) return;
      }
    },
  };
}

/**
 * Follows an in-app link to `path` (history.pushState, then popstate, as react-router hears a
 * link): no page load, the session and the code already loaded stay. Resolves once the screen
 * that was shown has gone (a screen is keyed by its path: the next one is a new element), so that
 * what the caller waits for next cannot be the previous screen's. `path` must differ in its
 * pathname from the current one.
 */
export async function navigateInApp(page: Page, path: string) {
  // A link followed just before may have changed the address without its screen drawn yet:
  // marking the screen still shown then would wait for a screen that is never replaced.
  await page.waitForFunction(() => document.documentElement.dataset.shownPath === window.location.pathname);
  await page.evaluate((to) => {
    const shown = document.getElementById('root')?.firstElementChild;
    if (!shown) throw new Error('no screen is shown');
    if (new URL(to, window.location.href).pathname === window.location.pathname)
      throw new Error(`already on ${window.location.pathname}`);
    shown.setAttribute('data-e2e-leaving', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(() => !document.querySelector('[data-e2e-leaving]'));
}

/**
 * Makes every address matching `patterns` (DevTools wildcards: `*` stands for any characters)
 * fail to arrive on `page`, as a dropped connection would, until the returned `allow()` (or the
 * end of the test). Unlike page.route, it leaves the browser's cache on: a route turns the cache
 * off for the whole page, and every load then fetches and compiles the app again (twice the CPU).
 */
export async function blockAddresses(page: Page, patterns: string[]) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: patterns });
  let allowed = false;
  const allow = async () => {
    if (allowed) return;
    allowed = true;
    await cdp.send('Network.setBlockedURLs', { urls: [] }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  };
  try {
    // a borrowed phone goes back to other journeys with nothing blocked
    onTestFinished(allow);
  } catch {
    // Outside a test: the caller allows them again.
  }
  return allow;
}
