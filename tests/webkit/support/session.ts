// The WebKit run's one session: the app's server (compiled, as tests/e2e/support/server.ts starts
// it), the recorder's proxy in front of it, and WebKit; the page the journeys drive, counting
// what it does for the step's figures.

import { type RunningServer, startServer } from '../../e2e/support/server.ts';
import type { DrivenPage } from '../../journeys/driven-page.ts';
import { WAIT_MS } from '../../journeys/page-checks.ts';
import { drivenWebDriver } from './driven-webdriver.ts';
import { startWebKit, type WebKit } from './engine.ts';
import { type Counts, figures, treeCpuSeconds } from './figures.ts';
import { type RecorderProxy, startRecorderProxy } from './recorder-proxy.ts';

export type Session = { server: RunningServer; page: DrivenPage; counts: Counts; stop(): Promise<string> };

/** A page whose loads and taps are counted. */
function counting(page: DrivenPage, counts: Counts): DrivenPage {
  return {
    ...page,
    async goto(path) {
      counts.loads++;
      await page.goto(path);
    },
    async tap(target) {
      counts.taps++;
      await page.tap(target);
    },
    async fill(target, text) {
      counts.taps++;
      await page.fill(target, text);
    },
  };
}

export async function startSession(): Promise<Session> {
  const started = performance.now();
  let server: RunningServer | undefined;
  let webkit: WebKit | undefined;
  let proxy: RecorderProxy | undefined;
  try {
    [server, webkit] = await Promise.all([startServer(), startWebKit(WAIT_MS)]);
    proxy = await startRecorderProxy(server.baseUrl);
  } catch (error) {
    await webkit?.stop();
    await server?.stop();
    throw error;
  }
  const counts: Counts = { loads: 0, screens: 0, taps: 0 };
  const page = counting(drivenWebDriver(webkit.driver, proxy.baseUrl, WAIT_MS), counts);
  const [running, browser, viaProxy] = [server, webkit, proxy];
  return {
    server,
    page,
    counts,
    async stop() {
      const browserCpu = treeCpuSeconds(browser.pids);
      const serverCpu = running.pid ? treeCpuSeconds([running.pid]) : Number.NaN;
      await browser.stop();
      await viaProxy.close();
      await running.stop();
      return figures(counts, started, browserCpu, serverCpu);
    },
  };
}
