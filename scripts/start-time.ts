// npm run bench:start: how long the compiled server (npm start's) takes from its process
// starting to its first /healthz answer, with an existing database and when it seeds a new
// one; the median of 5 runs each. A figure, not a test. Build first (npm run build).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';
import { freePort } from '../tests/support/free-port.ts';

const SERVER = 'dist/node/server/server.js';
const RUNS = 5;

async function timeToReady(dbFile: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DB_FILE: dbFile },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (child.exitCode !== null) throw new Error('the server stopped before answering');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first`);
const dir = mkdtempSync(join(tmpdir(), 'start-time-'));
try {
  const seeding: number[] = [];
  const existing: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dbFile = join(dir, `run-${run}.db`);
    seeding.push(await timeToReady(dbFile));
    existing.push(await timeToReady(dbFile));
  }
  const show = (values: number[]) =>
    `${(median(values) / 1000).toFixed(2)} s (runs: ${values.map((v) => (v / 1000).toFixed(2)).join(', ')})`;
  console.log(`ready with an existing database: ${show(existing)}`);
  console.log(`ready when it seeds a new one:   ${show(seeding)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
