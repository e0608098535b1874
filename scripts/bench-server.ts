// What the memory benchmarks share: a server of the checkout at `root` (another version may be
// measured the same way) on a free port with a database and uploads of its own, and its memory.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';
import { freePort } from '../tests/support/free-port.ts';
import { waitUntilHealthy } from '../tests/support/wait-healthy.ts';

/** VmRSS (now) or VmHWM (the peak) of a process, in MB (Linux). */
export const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return Number(line?.[1] ?? 0) / 1024;
};

/**
 * Starts the server and waits for it to answer: from its sources through tsx, or `compiled`, the
 * build of `npm run build` (dist/node, serving dist/web) with npm start's Node flags, --expose-gc
 * (unless `exposeGc` is false: exactly as npm start runs it) and production settings.
 */
export async function startBenchServer(
  root: string,
  {
    env = {},
    compiled = false,
    exposeGc = true,
  }: { env?: Record<string, string>; compiled?: boolean; exposeGc?: boolean } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const port = await freePort();
  // what a benchmark's requests to /__mock send (X-Mock-Token)
  const controlsToken = env.MOCK_CONTROLS_TOKEN ?? randomBytes(18).toString('base64url');
  const base = `http://127.0.0.1:${port}`;
  const entry = compiled
    ? [...SERVER_NODE_FLAGS, ...(exposeGc ? ['--expose-gc'] : []), 'dist/node/server/server.js']
    : ['--import', 'tsx', 'server/server.ts'];
  const server = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      ...(compiled
        ? {
            NODE_ENV: 'production',
            JWT_SECRET: randomBytes(32).toString('hex'),
            ENCRYPTION_KEY: randomBytes(32).toString('hex'),
            LOG_LEVEL: 'warn',
          }
        : { NODE_ENV: 'test' }),
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_FILE: join(dir, 'bench.db'),
      UPLOAD_DIR: join(dir, 'uploads'),
      RATE_LIMIT_MAX: '1000000',
      MOCK_CONTROLS_TOKEN: controlsToken,
      ...env,
    },
    stdio: process.env.BENCH_SERVER_OUTPUT ? 'inherit' : 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  await waitUntilHealthy(base, server).catch((error: unknown) => {
    stop();
    throw error;
  });
  /** null while it runs; else how it ended (its exit code, or the signal that ended it) */
  const ended = () => server.exitCode ?? server.signalCode;
  return { base, pid: server.pid as number, stop, ended, controlsToken };
}
