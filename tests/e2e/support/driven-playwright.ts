// The shared journeys' page (tests/journeys/driven-page.ts) over a playwright-core page, so that
// a journey written once runs in Chromium as in WebKit. The phone it drives must start the
// recorder of tests/journeys/in-page.ts first on every page (phone.addInitScript(installRecorder)).
import type { ElementHandle, Page } from 'playwright-core';
import {
  callWithFinder,
  type DrivenPage,
  pageWaits,
  type Target,
  waitingExpression,
} from '../../journeys/driven-page.ts';
import { DEFAULT_WAIT_MS } from './browser.ts';

export function drivenPlaywright(page: Page, baseUrl: string): DrivenPage {
  /** Waits for the expression `source` to be truthy, across page loads; fails saying `what`. */
  const waitForSource = async <R>(source: string, what: string): Promise<R> => {
    const until = Date.now() + DEFAULT_WAIT_MS;
    for (;;) {
      const left = until - Date.now();
      if (left <= 0) throw new Error(`Chromium: gave up waiting for ${what} at ${page.url()}`);
      try {
        const { value } = (await page.evaluate(waitingExpression(source, left))) as { value?: R };
        if (value) return value;
      } catch (thrown) {
        // the page was replaced under the wait (a load, a redirect): wait on in the new one
        if (!String(thrown).includes('context was destroyed')) throw thrown;
      }
    }
  };
  const { readyToTap, ...waits } = pageWaits('Chromium', waitForSource);
  const element = async (target: Target) => {
    await waits.waitFor(target);
    const found = (await page.evaluateHandle(callWithFinder((arg: Target, find) => find(arg), target))).asElement();
    if (!found) throw new Error(`Chromium: ${JSON.stringify(target)} went away`);
    return found as ElementHandle<HTMLInputElement>;
  };
  return {
    engine: 'chromium',
    baseUrl,
    async goto(path) {
      await page.goto(new URL(path, baseUrl).href);
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    ...waits,
    async tap(target) {
      await readyToTap(target);
      await (await element(target)).tap();
    },
    async fill(target, text) {
      await (await element(target)).fill(text);
    },
    url: async () => new URL(page.url()),
  };
}
