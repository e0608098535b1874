// npm run bench:uploads: how much the server's memory grows while it receives 6 pictures of
// 9.9 MB at once (uploads are streamed to disk, so it should barely move). Prints the server
// process's resident memory before, its peak during, and the growth. A figure, not a test.
//   UPLOAD_BENCH_ROOT=<a checkout> measures another version of the server the same way.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const PARALLEL = 6;
const SIZE = Math.round(9.9 * 1024 * 1024);
const root = resolve(process.env.UPLOAD_BENCH_ROOT ?? '.');

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

const dir = mkdtempSync(join(tmpdir(), 'upload-bench-'));
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
    RATE_LIMIT_MAX: '100000',
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
    if (i > 300) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const login = (await (await fetch(`${base}/api/auth/nt?code=demo-master`)).json()) as { data: { token: string } };
  const picture = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(SIZE - 4)]);
  const send = () => {
    const form = new FormData();
    form.append('kind', 'image');
    form.append('file', new Blob([picture], { type: 'image/jpeg' }), 'big.jpg');
    return fetch(`${base}/api/upload/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.data.token}` },
      body: form,
    }).then((r) => r.json() as Promise<{ code: number }>);
  };
  await send(); // warm up the route and the multipart parser
  const pid = server.pid as number;
  const before = memory(pid, 'VmRSS');
  const answers = await Promise.all(Array.from({ length: PARALLEL }, send));
  const peak = memory(pid, 'VmHWM');
  console.log(
    `${PARALLEL} parallel uploads of ${(SIZE / 1024 / 1024).toFixed(1)} MB (codes ${answers.map((a) => a.code).join(',')})`,
  );
  console.log(
    `server memory: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at its peak, +${(peak - before).toFixed(0)} MB`,
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
