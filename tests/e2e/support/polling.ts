// Playwright looks again for an element that is not there yet after 0, 20, 50, 100 and 100 ms,
// then every 500 ms, whatever the time limit. A screen that appears 300 ms after a navigation
// is therefore seen only at 770 ms, and the journeys wait for screens several hundred times.
// Here it keeps looking every 100 ms. This reaches into playwright-core's in-process server
// (pinned in package-lock.json): if a release moves it, the journeys keep working, only slower.
import type { Page } from 'playwright-core';

type ServerFrame = {
  retryWithProgressAndBackoff?: (progress: unknown, action: unknown) => Promise<unknown>;
  retryWithProgressAndTimeouts?: (progress: unknown, timeouts: number[], action: unknown) => Promise<unknown>;
};
type InProcess = { _connection?: { toImpl?: (client: unknown) => { mainFrame?: () => object } | undefined } };

let done = false;

export function pollEvery100ms(page: Page) {
  if (done) return;
  done = true;
  const frame = (page as unknown as InProcess)._connection?.toImpl?.(page)?.mainFrame?.();
  const prototype = frame && (Object.getPrototypeOf(frame) as ServerFrame);
  if (typeof prototype?.retryWithProgressAndBackoff !== 'function') return;
  if (typeof prototype.retryWithProgressAndTimeouts !== 'function') return;
  prototype.retryWithProgressAndBackoff = function (this: Required<ServerFrame>, progress, action) {
    return this.retryWithProgressAndTimeouts(progress, [20, 50, 100], action);
  };
}
