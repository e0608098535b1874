// WebKit as Debian ships it: WebKitGTK's WebDriver (webkit2gtk-driver) starts its MiniBrowser,
// which has no headless mode, in a virtual X display (xvfb). Nothing here is downloaded: the
// client (selenium-webdriver) only talks to the driver this file starts, so it never looks for a
// driver of its own.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, globSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../../support/free-port.ts';
import type { Tool } from '../../support/tools.ts';

const DRIVER = process.env.WEBKIT_WEBDRIVER ?? '/usr/bin/WebKitWebDriver';
const XVFB = '/usr/bin/Xvfb';
/** MiniBrowser sits in the library folder of the machine's architecture */
const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER ?? globSync('/usr/lib/*/webkit2gtk-4.1/MiniBrowser')[0] ?? 'MiniBrowser';

/** The engine, as tests/support/tools.ts's gate reads a program the machine may lack. */
export const webkitTool: Tool = {
  name: 'WebKitGTK (WebKitWebDriver, MiniBrowser) and Xvfb',
  present: [DRIVER, XVFB, MINIBROWSER].every((path) => existsSync(path)),
  install: 'apt-get install -y webkit2gtk-driver xvfb',
};

/** The messaging app's browser on an iPhone, whose engine this is. */
export const IPHONE_MESSAGING_APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003127) NetType/WIFI Language/zh_CN';

/** The window asked for: a phone's. WebKitGTK keeps its window at least 447 × 702 px, so it is that. */
const WINDOW = { width: 375, height: 702 };

export type WebKit = {
  driver: WebDriver;
  /** the processes' ids, for their CPU (the display, the driver; the browser's are the driver's children) */
  pids: number[];
  stop(): Promise<void>;
};

function started(child: ChildProcess, name: string) {
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${name} ended at once (exit ${code})`)));
    child.once('spawn', resolve);
  });
}

/** An X display of its own: Xvfb picks a free number and writes it on a pipe. */
async function virtualDisplay() {
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1024x768x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended at once (exit ${code})`)));
    xvfb.once('error', reject);
  });
  return { xvfb, display };
}

/** Waits until the driver answers its status. */
async function driverReady(url: string, driver: ChildProcess) {
  let ended = false;
  driver.once('exit', () => {
    ended = true;
  });
  for (;;) {
    if (ended) throw new Error('WebKitWebDriver ended before it answered');
    const ready = await fetch(`${url}/status`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts the display, the driver and one browser session: a phone-sized window, the messaging
 * app's iPhone user agent, reduced motion (GTK's animations off, which WebKit reports as
 * prefers-reduced-motion, as the Chromium journeys ask), and `waitMs` for a page load or a script.
 */
export async function startWebKit(waitMs: number): Promise<WebKit> {
  const home = mkdtempSync(join(tmpdir(), 'treasure-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  const { xvfb, display } = await virtualDisplay();
  const port = await freePort();
  const driverProcess = spawn(DRIVER, [`--port=${port}`], {
    env: {
      ...process.env,
      DISPLAY: display,
      XDG_CONFIG_HOME: home,
      XDG_CACHE_HOME: home,
      XDG_DATA_HOME: home,
      // painted in software into one layer: without a GPU, compositing costs the browser more than
      // twice the CPU (35 s against 14 for a walk of every route), for the same layout
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
    },
    stdio: 'ignore',
  });
  const stopAll = async () => {
    driverProcess.kill('SIGKILL');
    xvfb.kill('SIGKILL');
    rmSync(home, { recursive: true, force: true });
  };
  try {
    await started(driverProcess, 'WebKitWebDriver');
    const url = `http://127.0.0.1:${port}`;
    await driverReady(url, driverProcess);
    const driver = await new Builder()
      .disableEnvironmentOverrides()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation', `--user-agent=${IPHONE_MESSAGING_APP_UA}`],
        },
      })
      .build();
    await driver.manage().setTimeouts({ script: waitMs + 30_000, pageLoad: waitMs });
    await driver.manage().window().setRect(WINDOW);
    return {
      driver,
      pids: [xvfb.pid, driverProcess.pid].filter((pid) => pid !== undefined),
      async stop() {
        await driver.quit().catch(() => undefined);
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
