// npm run lighthouse: Lighthouse's mobile audit (its simulated slow 4G and 4x CPU slowdown) of
// the pages a visitor opens first, in the system's Chromium, for the three ways the front end
// reaches a phone, side by side in one run:
//   mock    the compiled mock server, drawing the first screen itself (dist/web, dist/ssr);
//   static  the static build for the real backend (dist/real) served by Debian's nginx with
//           deploy/nginx.conf, its /api proxied to a backend;
//   edge    the compiled server in the edge mode (API_UPSTREAM) before that backend.
// The backend of the last two is a mock server in a process of its own. Each page is audited
// LIGHTHOUSE_RUNS times (3): the table prints every run, then the page's median of each figure
// (one run on a busy 2-core machine can be 15 points off). The last column is Lighthouse's
// benchmark index of the machine during the run: the simulated 4x slowdown multiplies the CPU
// time it observed, so a busy machine (a lower index) reads as a slower phone.
//   LIGHTHOUSE_MODES=static,edge (or --modes=static,edge) audits only those.
//   --check fails (exit 1) when a page's median is under its goal (GOALS: the performance score,
//   and the total blocking time under 200 ms), naming it. It is for a quiet machine, before and
//   after a change to what a page runs on its main thread (docs/contributing.md); no CI step runs
//   it (docs/decisions/0089-lighthouse-a-benchmark-not-a-ci-step.md).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';
import { freePort } from '../tests/support/free-port.ts';
import { startNginx } from '../tests/support/nginx.ts';
import { waitUntilHealthy } from '../tests/support/wait-healthy.ts';

const PAGES = ['/', '/detail/1', '/tcdetail/101'];
const { values: args } = parseArgs({
  options: { modes: { type: 'string' }, check: { type: 'boolean', default: false } },
});
const MODES = (args.modes ?? process.env.LIGHTHOUSE_MODES ?? 'mock,static,edge').split(',');
/**
 * What each mode's pages are held to, in the median of their runs (docs/deploying.md): the
 * performance score, and a main thread free enough that the blocking time stays under 200 ms.
 */
const GOALS: Record<string, { performance: number; blockingMs: number }> = {
  mock: { performance: 95, blockingMs: 200 },
  edge: { performance: 95, blockingMs: 200 },
  static: { performance: 90, blockingMs: 200 },
};
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
/**
 * The lower end of the benchmark index of the machines Lighthouse's 4x CPU slowdown is meant for
 * (its throttling documentation: a high-end desktop, 1,500–2,000). Below it the slowdown stands
 * for a slower phone than the goals assume, and the blocking time reads high; the quiet 2-core
 * machine these goals were set on measures 2,200–2,700 (decision 95).
 */
const SLOWDOWN_MEANT_FOR_INDEX = 1500;
// the full browser, as the figures in the docs were taken; else its headless shell (what CI installs)
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
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
type Figures = {
  performance: number;
  lcp: number;
  fcp: number;
  blockingMs: number;
  cls: number;
  bootupMs: number;
  accessibility: number;
  bestPractices: number;
  bytes: number;
  benchmarkIndex: number;
};
type Result = Parameters<typeof filterToValidRuns>[0][number];

function figuresOf({ categories, audits, environment }: Result): Figures {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? 0;
  return {
    performance: score('performance'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    blockingMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bootupMs: value('bootup-time'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    bytes: value('total-byte-weight'),
    benchmarkIndex: environment.benchmarkIndex,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Each figure's median over the runs, on its own. */
const medianOf = (runs: Figures[]): Figures =>
  Object.fromEntries(
    (Object.keys(runs[0] ?? {}) as (keyof Figures)[]).map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Figures;

const row = (mode: string, page: string, run: string, f: Figures) => [
  mode,
  page,
  run,
  String(Math.round(f.performance)),
  `${(f.lcp / 1000).toFixed(1)} s`,
  `${(f.fcp / 1000).toFixed(1)} s`,
  `${Math.round(f.blockingMs)} ms`,
  f.cls.toFixed(3),
  `${(f.bootupMs / 1000).toFixed(1)} s`,
  String(Math.round(f.accessibility)),
  String(Math.round(f.bestPractices)),
  `${Math.round(f.bytes / 1024)} KB`,
  String(Math.round(f.benchmarkIndex)),
];

const rows: string[][] = [];
const misses: string[] = [];
const slowMachine: string[] = [];
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
      const figures: Figures[] = [];
      for (const [index, lhr] of runs.entries()) {
        // a run without a first paint or an interactive time (Lighthouse's NO_NAVSTART, now and then)
        if (!filterToValidRuns([lhr]).length) {
          rows.push([
            mode,
            page,
            `${index + 1}`,
            `no result (${lhr.runtimeError?.code ?? 'no paint or interactive time'})`,
          ]);
          continue;
        }
        figures.push(figuresOf(lhr));
        rows.push(row(mode, page, `${index + 1}`, figuresOf(lhr)));
      }
      if (!figures.length) throw new Error(`no valid run for ${mode} ${page}`);
      const median = medianOf(figures);
      rows.push(row(mode, page, 'median', median));
      if (median.benchmarkIndex < SLOWDOWN_MEANT_FOR_INDEX)
        slowMachine.push(`${mode} ${page} (${Math.round(median.benchmarkIndex)})`);
      const goal = GOALS[mode];
      if (goal && (median.performance < goal.performance || median.blockingMs >= goal.blockingMs))
        misses.push(
          `${mode} ${page}: performance ${Math.round(median.performance)} (goal ${goal.performance}), total blocking time ${Math.round(median.blockingMs)} ms (goal under ${goal.blockingMs} ms), the median of ${figures.length} runs`,
        );
    }
  }
} finally {
  chrome.kill();
  for (const server of started.reverse()) await server.stop();
}
const head = [
  'mode',
  'page',
  'run',
  'performance',
  'LCP',
  'FCP',
  'TBT',
  'CLS',
  'script boot-up',
  'accessibility',
  'best practices',
  'bytes',
  'benchmark index',
];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log([line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
if (slowMachine.length)
  console.log(
    `The machine was slower than Lighthouse's CPU slowdown is meant for (benchmark index under ${SLOWDOWN_MEANT_FOR_INDEX.toLocaleString('en')}) in ${slowMachine.join(', ')}: those pages' blocking times read high. A pass there holds on a quicker machine; a miss may be the machine's, so take the check again when it is quiet.`,
  );
if (args.check) {
  for (const miss of misses) console.error(`Over budget: ${miss}`);
  if (misses.length) process.exit(1);
  console.log(`Every page within its goal (${MODES.join(', ')}).`);
}
