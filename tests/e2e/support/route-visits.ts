// Visiting every route of the route table in one page, as links do: the seed's ids for the
// routes that take one, a record of the titles the app sets, an in-app visit that waits for
// the screen, and the API calls of each visit that failed, were aborted or were sent twice.
import type { Page, Request } from 'playwright-core';
import { DEFAULT_WAIT_MS } from './browser.ts';

/** The seed's fixture ids for the routes that take one. */
export const FIXTURE_IDS: Record<string, number> = {
  '/detail/:id': 1,
  '/detail_cul/:id': 1,
  '/detail_unit/:id': 785,
  '/detail_pr/:id': 1,
  '/tcdetail/:id': 101,
  '/tcdetail_pr/:id': 101,
  '/record/:id': 1,
  '/grap/:id': 1,
  '/report/:id': 1,
  '/adtiViolation/:id': 1,
  '/imgUpdate/:id': 1,
  '/buy_info/:id': 1,
  '/aiyuyin/:id': 101,
  '/zhuanyi/:id': 1,
  '/zhuanyi_col/:id': 3,
};

export const urlOf = (path: string) => {
  if (!path.includes(':id')) return path;
  const id = FIXTURE_IDS[path];
  if (!id) throw new Error(`no fixture id for ${path}: add one to FIXTURE_IDS`);
  return path.replace(':id', String(id));
};

/** Records every document.title the app sets, so that a screen which moves on at once still counts. */
export function recordTitles() {
  const seen: string[] = [];
  (window as unknown as { __titles: string[] }).__titles = seen;
  let last = '';
  // Runs before <head> exists: watch the whole document, note each new title.
  new MutationObserver(() => {
    if (document.title === last) return;
    last = document.title;
    seen.push(last);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * In-app navigation (no reload), as a link does, then waits in the page until the expected
 * title has been set and the screen's chunk has arrived: one round trip per route.
 */
export function visit(page: Page, url: string, title: string) {
  return page.evaluate(
    ([to, expected, waitMs]) =>
      new Promise<{ titles: string[]; retry: boolean; loaded: boolean; at: string }>((resolve) => {
        const titles = (window as unknown as { __titles: string[] }).__titles;
        titles.length = 0;
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
        // as long as any other wait of the journeys: a chunk can be that slow on a loaded machine
        const until = Date.now() + waitMs;
        const check = () => {
          const loaded = !document.querySelector('.screen-loading');
          const retry = Boolean(document.querySelector('[data-testid="retry-screen"]'));
          if ((titles.includes(expected) && loaded) || retry || Date.now() > until)
            resolve({ titles: [...titles], retry, loaded, at: window.location.pathname });
          else setTimeout(check, 20);
        };
        check();
      }),
    [url, title, DEFAULT_WAIT_MS] as const,
  );
}

/**
 * Follows the page's API calls visit by visit: `next(name)` starts a visit, `problems()` lists,
 * for each visit so far, every call that failed (an aborted one included: a load the screen
 * dropped and asked again) and every call sent twice alike (the same method, address and body).
 * A screen asks for what it shows once, and lets what it asked come back.
 */
export function watchCallsPerVisit(page: Page) {
  let visit = '';
  const sent = new Map<string, number>();
  const found: string[] = [];
  const callOf = (request: Request) => {
    const url = new URL(request.url());
    return `${request.method()} ${url.pathname}${url.search}${request.postData() ? ` ${request.postData()}` : ''}`;
  };
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    const call = callOf(request);
    const times = (sent.get(call) ?? 0) + 1;
    sent.set(call, times);
    if (times === 2) found.push(`${visit}: sent twice: ${call}`);
  });
  page.on('requestfailed', (request) => {
    const why = request.failure()?.errorText ?? 'failed';
    // the machine's own network changing under Chromium is no fault of a page
    if (isApi(request) && !why.includes('ERR_NETWORK_CHANGED')) found.push(`${visit}: ${why}: ${callOf(request)}`);
  });
  return {
    next(name: string) {
      visit = name;
      sent.clear();
    },
    problems: () => [...found],
  };
}
