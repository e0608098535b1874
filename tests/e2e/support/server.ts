// The real server (compiled, as `npm start` runs it) on a free port with a fresh database, for one test file.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../../server/node-flags.ts';
import { freePort } from '../../support/free-port.ts';
import { waitUntilHealthy } from '../../support/wait-healthy.ts';

export type RunningServer = {
  baseUrl: string;
  /** the server process's id (for its CPU) */
  pid: number | undefined;
  /** what the mock's controls (/__mock) ask for in X-Mock-Token */
  controlsToken: string;
  /** a request to the controls (`path` from /__mock on), with the token */
  controls(path: string, init?: RequestInit): Promise<Response>;
  /** POST /__mock/reset: the seed back, no scenario */
  reset(): Promise<void>;
  scenario(patch: Record<string, unknown>): Promise<void>;
  /** a token for a persona (through nt, as the app would get it) */
  tokenFor(code: string): Promise<string>;
  /** POST /api/<path> with a JSON body as the holder of `token`, as the app would: the answer's envelope */
  postAs<T = Record<string, unknown>>(token: string, path: string, body: unknown): Promise<Envelope<T>>;
  stop(): Promise<void>;
};

export type Envelope<T> = { code: number; msg: string; data: T };

// A worker's shared server lives until the worker ends: stop whatever is still running then.
// Vitest ends a worker with SIGTERM, which Playwright answers by closing its browser without
// exiting; exit here, so that the worker ends at once and takes its servers with it.
const running = new Set<{ child: ChildProcess; dir: string }>();

/** The controls' token of each running server, by its address: a phone starts with it (browser.ts). */
const controlsTokens = new Map<string, string>();
export const controlsTokenAt = (baseUrl: string) => controlsTokens.get(baseUrl);
process.once('SIGTERM', () => process.exit(0));
process.once('exit', () => {
  for (const { child, dir } of running) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'treasure-e2e-'));
  const port = await freePort();
  // the controls ask for it on every request, as they do wherever the server runs
  const controlsToken = env.MOCK_CONTROLS_TOKEN ?? randomBytes(18).toString('base64url');
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/node/server/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_FILE: join(dir, 'e2e.db'),
      WEB_DIST: 'dist/web',
      RATE_LIMIT_MAX: '100000',
      // the journeys check the server's first paints: a busy machine must not make it give up on one
      FIRST_PAINT_TIMEOUT_MS: '30000',
      LOG_LEVEL: 'warn',
      MOCK_CONTROLS_TOKEN: controlsToken,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const entry = { child, dir };
  running.add(entry);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntilHealthy(baseUrl, child);
  controlsTokens.set(baseUrl, controlsToken);
  const controls = (path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}/__mock${path}`, {
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
        'x-mock-token': controlsToken,
      },
    });
  const post = async (path: string, method = 'POST', body: unknown = {}) => {
    const res = await controls(path, { method, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} /__mock${path}: HTTP ${res.status}`);
  };
  return {
    baseUrl,
    pid: child.pid,
    controlsToken,
    controls,
    reset: () => post('/reset'),
    scenario: (patch) => post('/scenario', 'PUT', patch),
    async tokenFor(code) {
      const body = (await (await fetch(`${baseUrl}/api/auth/nt?code=${encodeURIComponent(code)}`)).json()) as {
        data: { token: string };
      };
      return body.data.token;
    },
    async postAs<T>(token: string, path: string, body: unknown) {
      const res = await fetch(`${baseUrl}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return (await res.json()) as Envelope<T>;
    },
    async stop() {
      running.delete(entry);
      controlsTokens.delete(baseUrl);
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
