// The few things a shared journey asks of a browser page, whichever engine drives it: Chromium
// through playwright-core (tests/e2e/support/driven-playwright.ts) or WebKit through its
// WebDriver (tests/webkit/support/driven-webdriver.ts). A journey written against this runs in
// both; what only one engine can do stays in that engine's own journeys.

export type Engine = 'chromium' | 'webkit';

/** An element: a CSS selector, and optionally a text it must contain. */
export type Target = { css: string; text?: string };

export interface DrivenPage {
  readonly engine: Engine;
  readonly baseUrl: string;
  /** Loads `path` (a whole page load), with the recorder of in-page.ts started before the app. */
  goto(path: string): Promise<void>;
  /** Runs `fn(arg)` in the page and returns what it returns (a promise is awaited there). */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /**
   * Waits until `fn(arg)` is truthy in the page, then returns it; fails after the harness's
   * wait, saying `what` it waited for.
   */
  waitUntil<A, R>(fn: (arg: A) => R, arg: A, what: string): Promise<R>;
  /** Waits for the first visible element of `target`. */
  waitFor(target: Target): Promise<void>;
  /** Waits until no visible element matches `target`. */
  waitGone(target: Target): Promise<void>;
  /**
   * Taps the first visible element of `target` with the engine's own input (scrolled into view;
   * refused, and so failing, when something else would take the tap there).
   */
  tap(target: Target): Promise<void>;
  /** Replaces the text of the field `target` with `text`, typed as a keyboard does. */
  fill(target: Target, text: string): Promise<void>;
  /** The page's address. */
  url(): Promise<URL>;
}

/** Finds the first visible element of `target` in the page (run there by both adapters). */
export function findInPage({ css, text }: Target): Element | null {
  for (const element of document.querySelectorAll(css)) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (text !== undefined && !(element.textContent ?? '').includes(text)) continue;
    return element;
  }
  return null;
}

/**
 * Readies a tap on `target` (run in the page by both adapters, with `find` being findInPage): its
 * first visible element is scrolled to the middle of the window, and what the tap would land on
 * there is found. Returns 'ready' when that is the element (or inside it), what took it when that
 * is a toast (a toast must let taps through), and null (wait and ask again) while anything else
 * covers it or it is not there yet.
 */
export function readyToTap(target: Target, find: typeof findInPage): string | null {
  const element = find(target);
  if (!element) return null;
  const inView = (box: DOMRect) =>
    box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  // as a thumb brings a button up before tapping it; one in view stays where it is (a slide of the image viewer)
  if (!inView(element.getBoundingClientRect())) element.scrollIntoView({ block: 'center', inline: 'center' });
  const box = element.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (top && (top === element || element.contains(top))) return 'ready';
  const toast = top?.closest('.adm-toast-mask, .adm-toast-wrap');
  if (toast) return `a toast took the tap: "${toast.textContent}"`;
  return null;
}

/** The source of a call of `fn` with `arg` and findInPage, to run in a page. */
export const callWithFinder = (fn: (arg: never, find: typeof findInPage) => unknown, arg: unknown) =>
  `(${fn.toString()})(${JSON.stringify(arg)}, ${findInPage.toString()})`;

/**
 * An expression that evaluates `source` in the page until it is truthy or `waitMs` have passed:
 * `{ value }`, or `{}` when it gave up. Both adapters run it as it is (the expression is written
 * into the script they send, never given to eval, which the app's content policy forbids).
 */
export const waitingExpression = (source: string, waitMs: number) => `(async () => {
  const until = Date.now() + ${Math.round(waitMs)};
  for (;;) {
    const value = ${source};
    if (value) return { value };
    if (Date.now() > until) return {};
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})()`;

/**
 * What both adapters build on their engine's one way of waiting (`waitForSource`: an expression
 * polled in the page until truthy, across page loads): waits for a function, for an element and
 * for its absence, under the names DrivenPage gives them (for an adapter to spread into its page),
 * and the check that a tap on an element would land on it.
 */
export function pageWaits(
  engine: string,
  waitForSource: <R>(source: string, what: string) => Promise<R>,
): Pick<DrivenPage, 'waitUntil' | 'waitFor' | 'waitGone'> & { readyToTap(target: Target): Promise<void> } {
  const named = (target: Target) => JSON.stringify(target);
  return {
    waitUntil: <A, R>(fn: (arg: A) => R, arg: A, what: string) =>
      waitForSource<R>(`(${fn.toString()})(${JSON.stringify(arg)})`, what),
    async waitFor(target: Target) {
      await waitForSource(
        callWithFinder((arg: Target, find) => find(arg) !== null, target),
        named(target),
      );
    },
    async waitGone(target: Target) {
      await waitForSource(
        callWithFinder((arg: Target, find) => find(arg) === null, target),
        `${named(target)} gone`,
      );
    },
    async readyToTap(target: Target) {
      const ready = await waitForSource<string>(callWithFinder(readyToTap, target), `${named(target)} to tap`);
      if (ready !== 'ready') throw new Error(`${engine}: ${ready}, tapping ${named(target)}`);
    },
  };
}
