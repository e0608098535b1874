// npm run lighthouse: Lighthouse's mobile audit (its simulated slow 4G and 4x CPU slowdown) of
// the treasure pages a visitor opens first, against the compiled server with its own database,
// in the system's Chromium. Prints one table. A benchmark: figures, never a pass or a fail.
//   LIGHTHOUSE_URL=http://host:port audits a server that is already running instead.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PAGES = ['/', '/detail/1', '/tcdetail/101'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

async function startServer(): Promise<{ base: string; stop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/node/server/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_FILE: join(dir, 'lh.db'),
      JWT_SECRET: 'lighthouse-only-secret-0123456789',
      ENCRYPTION_KEY: 'lighthouse-only-key-0123456789',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 300 || child.exitCode !== null) throw new Error('the server did not start (npm run build first)');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const server = process.env.LIGHTHOUSE_URL ? { base: process.env.LIGHTHOUSE_URL, stop() {} } : await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
const rows: string[][] = [];
try {
  for (const page of PAGES) {
    const result = await lighthouse(`${server.base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`no result for ${page}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
    const ms = (id: string) => `${((audits[id]?.numericValue ?? 0) / 1000).toFixed(1)} s`;
    rows.push([
      page,
      score('performance'),
      ms('largest-contentful-paint'),
      ms('first-contentful-paint'),
      `${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms`,
      (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      score('accessibility'),
      score('best-practices'),
    ]);
  }
} finally {
  chrome.kill();
  server.stop();
}
const head = ['page', 'performance', 'LCP', 'FCP', 'TBT', 'CLS', 'accessibility', 'best practices'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
console.log([line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
