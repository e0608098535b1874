// npm run bench:journal: the request journals under a memory attack. Anyone may post 1 MB
// bodies to /api and make sandboxes, each with a journal of its own; the journals keep bodies
// cut to a few KB, all within one budget (MOCK_JOURNAL_MB), and a client may make only so many
// sandboxes a minute. Prints the server process's resident memory before, after and at its
// peak. A figure, not a test.
//   JOURNAL_BENCH_SANDBOXES=<n>  how many sandboxes the attack also posts into (default 20)
//   JOURNAL_BENCH_POSTS=<n>      posts per journal (default 485)
//   JOURNAL_BENCH_ROOT=<a checkout> measures another version of the server the same way.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SANDBOXES = Number(process.env.JOURNAL_BENCH_SANDBOXES ?? 20);
const POSTS = Number(process.env.JOURNAL_BENCH_POSTS ?? 485);
const PARALLEL = 4;
const root = resolve(process.env.JOURNAL_BENCH_ROOT ?? '.');

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** VmRSS (now) or VmHWM (the peak) of a process, in MB (Linux). */
const memory = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return Number(line?.[1] ?? 0) / 1024;
};

const dir = mkdtempSync(join(tmpdir(), 'journal-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DB_FILE: join(dir, 'bench.db'),
    UPLOAD_DIR: join(dir, 'uploads'),
    RATE_LIMIT_MAX: '1000000',
  },
  stdio: 'ignore',
});
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 1200) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  // just under the 1 MB body limit
  const body = JSON.stringify({ filler: 'x'.repeat(1024 * 1024 - 100) });
  const codes = new Map<string, number>();
  const post = async (session?: string) => {
    const res = await fetch(`${base}/api/goods/getHelpInfoConfig`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(session ? { 'x-mock-session': session } : {}) },
      body,
    });
    const answer = (await res.json()) as { code: number };
    const key = `HTTP ${res.status} code ${answer.code}`;
    codes.set(key, (codes.get(key) ?? 0) + 1);
  };
  const pid = server.pid as number;
  await post();
  const before = memory(pid, 'VmRSS');
  const journals = [undefined, ...Array.from({ length: SANDBOXES }, (_, i) => `attack-${i}`)];
  for (const session of journals) {
    let left = POSTS;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (left-- > 0) await post(session);
      }),
    );
  }
  const after = memory(pid, 'VmRSS');
  const peak = memory(pid, 'VmHWM');
  console.log(
    `${POSTS} posts of 1 MB into each of ${journals.length} journals (the shared one and ${SANDBOXES} sandboxes)`,
  );
  console.log(`answers: ${[...codes].map(([key, n]) => `${n} × ${key}`).join(', ')}`);
  console.log(
    `server memory: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after, ${peak.toFixed(0)} MB at its peak`,
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
