// npm run lighthouse: Lighthouse's mobile audit (its simulated slow 4G and 4x CPU slowdown) of
// the pages a visitor opens first, in the system's Chromium, for the three ways the front end
// reaches a phone, side by side in one run:
//   mock    the compiled mock server, drawing the first screen itself (dist/web, dist/ssr);
//   static  the static build for the real backend (dist/real) served by Debian's nginx with
//           deploy/nginx.conf, its /api proxied to a backend;
//   edge    the compiled server in the edge mode (API_UPSTREAM) before that backend.
// The backend of the last two is a mock server in a process of its own. Each page is audited
// LIGHTHOUSE_RUNS times (3) and its median run printed (Lighthouse's own choice: the run nearest
// the median first paint and time to interactive), with the spread of the runs' performance: one
// run on a busy 2-core machine can be 15 points off. Prints one table: a benchmark, figures only,
// never a pass or a fail. The last column is Lighthouse's benchmark index of the machine during
// the median run: the simulated 4x slowdown multiplies the CPU time it observed, so a busy machine
// (a lower index) reads as a slower phone.
//   LIGHTHOUSE_MODES=static,edge audits only those.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';
import { freePort } from '../tests/support/free-port.ts';
import { startNginx } from '../tests/support/nginx.ts';
import { waitUntilHealthy } from '../tests/support/wait-healthy.ts';

const PAGES = ['/', '/detail/1', '/tcdetail/101'];
const MODES = (process.env.LIGHTHOUSE_MODES ?? 'mock,static,edge').split(',');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Running = { base: string; stop(): Promise<void> | void };

async function startServer(env: Record<string, string>): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/node/server/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_FILE: join(dir, 'lh.db'),
      JWT_SECRET: 'lighthouse-only-secret-0123456789',
      ENCRYPTION_KEY: 'lighthouse-only-key-0123456789',
      ...env,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(base, child).catch((error: Error) => {
    child.kill('SIGTERM');
    throw new Error(`${error.message} (npm run build first)`);
  });
  return {
    base,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const started: Running[] = [];
const start = async (running: Promise<Running>) => {
  const server = await running;
  started.push(server);
  return server;
};
const rows: string[][] = [];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
try {
  const mock = await start(startServer({}));
  const targets: Record<string, () => Promise<string>> = {
    mock: async () => mock.base,
    static: async () => {
      const nginx = await startNginx({ port: await freePort(), root: 'dist/real', upstream: mock.base });
      started.push({ base: nginx.baseUrl, stop: nginx.stop });
      return nginx.baseUrl;
    },
    edge: async () => (await start(startServer({ API_UPSTREAM: mock.base, WEB_DIST: 'dist/real' }))).base,
  };
  for (const mode of MODES) {
    const target = targets[mode];
    if (!target)
      throw new Error(`unknown mode ${mode} in LIGHTHOUSE_MODES (known: ${Object.keys(targets).join(', ')})`);
    const base = await target();
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        if (result) runs.push(result.lhr);
      }
      const valid = filterToValidRuns(runs);
      if (!valid.length) throw new Error(`no valid run for ${mode} ${page}`);
      const { categories, audits, environment } = computeMedianRun(valid);
      const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
      const ms = (id: string) => `${((audits[id]?.numericValue ?? 0) / 1000).toFixed(1)} s`;
      const scores = valid.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
      rows.push([
        mode,
        page,
        score('performance'),
        `${Math.min(...scores)}–${Math.max(...scores)} (${valid.length})`,
        ms('largest-contentful-paint'),
        ms('first-contentful-paint'),
        `${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms`,
        (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        score('accessibility'),
        score('best-practices'),
        `${Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024)} KB`,
        String(Math.round(environment.benchmarkIndex)),
      ]);
    }
  }
} finally {
  chrome.kill();
  for (const server of started.reverse()) await server.stop();
}
const head = [
  'mode',
  'page',
  'performance',
  'runs',
  'LCP',
  'FCP',
  'TBT',
  'CLS',
  'accessibility',
  'best practices',
  'bytes',
  'benchmark index',
];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log([line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
