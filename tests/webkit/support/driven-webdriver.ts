// The shared journeys' page (tests/journeys/driven-page.ts) over a WebDriver session. Each wait
// runs in the page, polling what it waits for, so that it costs one round trip to the driver
// rather than one per look; a page load that cuts a wait short is waited through.
import { error, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import {
  callWithFinder,
  type DrivenPage,
  findInPage,
  pageWaits,
  type Target,
  waitingExpression,
} from '../../journeys/driven-page.ts';

/** What the driver answers when the page a script ran in went away under it. */
const PAGE_REPLACED = [error.JavascriptError, error.NoSuchFrameError, error.NoSuchWindowError];

export function drivenWebDriver(driver: WebDriver, baseUrl: string, waitMs: number): DrivenPage {
  /** Waits for the expression `source` to be truthy, across page loads; fails saying `what`. */
  const waitForSource = async <R>(source: string, what: string): Promise<R> => {
    const until = Date.now() + waitMs;
    for (;;) {
      const left = until - Date.now();
      if (left <= 0) throw new Error(`WebKit: gave up waiting for ${what} at ${await driver.getCurrentUrl()}`);
      try {
        const { value } = await driver.executeScript<{ value?: R }>(`return ${waitingExpression(source, left)}`);
        if (value) return value;
      } catch (thrown) {
        // the page was replaced under the wait (a load, a redirect): wait on in the new one
        if (!PAGE_REPLACED.some((kind) => thrown instanceof kind)) throw thrown;
      }
    }
  };
  const { readyToTap, ...waits } = pageWaits('WebKit', waitForSource);
  const element = async (target: Target) => {
    await waits.waitFor(target);
    const found = await driver.executeScript<WebElement | null>(
      `return (${findInPage.toString()})(arguments[0])`,
      target,
    );
    if (!found) throw new Error(`WebKit: ${JSON.stringify(target)} went away`);
    return found;
  };
  return {
    engine: 'webkit',
    baseUrl,
    async goto(path) {
      await driver.get(new URL(path, baseUrl).href);
    },
    evaluate: (fn, arg) => driver.executeScript(`return (${fn.toString()})(arguments[0])`, arg),
    ...waits,
    async tap(target) {
      await readyToTap(target);
      await (await element(target)).click();
    },
    async fill(target, text) {
      // what the field held is selected and typed over, as a person does: WebDriver's clear()
      // empties a field without the input event React listens for, which then puts the old value back
      const field = await element(target);
      await driver.executeScript('arguments[0].focus(); arguments[0].select();', field);
      await field.sendKeys(text || Key.BACK_SPACE);
      await waitForSource(
        callWithFinder(
          (arg: { target: Target; text: string }, find) => {
            const found = find(arg.target) as HTMLInputElement | null;
            return found?.value === arg.text;
          },
          { target, text },
        ),
        `${JSON.stringify(target)} to hold "${text}"`,
      );
    },
    url: async () => new URL(await driver.getCurrentUrl()),
  };
}
