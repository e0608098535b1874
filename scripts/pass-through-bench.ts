// npm run bench:pass-through: what the mock in front of a backend costs (docs/real-backend.md).
// The backend is the stand-in (tests/contract/stand-in/: the spec's calls over its own data and
// encryption) in a process of its own; the mock forwards every call to it (MOCK_UPSTREAM), in
// another. Prints:
// - the time a forwarded call adds: the same goods/info lookup (a treasure of about 1.5 KB, checked
//   against the contract on its way) sent one at a time over kept-alive connections, alternately
//   to the backend itself and through the mock; the median and 90th percentile of each, and of
//   the difference within each pair;
// - the mock's memory (resident, from /proc) after warming up, after 10,000 forwarded calls (10
//   at a time) and at its peak; then the same for 10,000 lookups a mock answers itself.
// A figure, not a test.
//   PASS_THROUGH_BENCH_PAIRS=<n>   timed pairs (default 2000)
//   PASS_THROUGH_BENCH_CALLS=<n>   calls for the memory figure (default 10000)
//   PASS_THROUGH_BENCH_RECORD=1    with MOCK_RECORD as well (into a temporary folder)
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryMb, startBenchServer } from './bench-server.ts';

const PAIRS = Number(process.env.PASS_THROUGH_BENCH_PAIRS ?? 2000);
const CALLS = Number(process.env.PASS_THROUGH_BENCH_CALLS ?? 10_000);
const RECORD = process.env.PASS_THROUGH_BENCH_RECORD === '1';
const WARM_UP = 300;
const PARALLEL = 10;

const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL });

/** One call; its time in ms (from sending to the last byte of the answer). */
function call(url: string, method = 'GET', body?: string): Promise<{ ms: number; status: number; text: string }> {
  const started = process.hrtime.bigint();
  return new Promise((done, fail) => {
    const req = request(
      url,
      { method, agent, headers: body ? { 'content-type': 'application/json', lang: 'en' } : { lang: 'en' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** CALLS calls of `url`, PARALLEL at a time: the time they took and the server's memory before, after and at its peak. */
async function memoryAfter(url: string, pid: number): Promise<string> {
  const before = memoryMb(pid, 'VmRSS');
  let left = CALLS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (left-- > 0) {
        const answer = await call(url);
        if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${answer.text.slice(0, 200)}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return (
    `${seconds.toFixed(1)} s (${(CALLS / seconds).toFixed(0)}/s); server memory ${before.toFixed(0)} MB before, ` +
    `${memoryMb(pid, 'VmRSS').toFixed(0)} MB after, ${memoryMb(pid, 'VmHWM').toFixed(0)} MB at its peak`
  );
}

// the backend in a process of its own, on a free port (scripts/bench-stand-in.ts)
const backend = fork(new URL('./bench-stand-in.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const origin = await new Promise<string>((done) => backend.once('message', (message) => done(String(message))));
const recordDir = RECORD ? mkdtempSync(join(tmpdir(), 'bench-recording-')) : undefined;
const mock = await startBenchServer('.', {
  env: {
    MOCK_UPSTREAM: `${origin}/clean`,
    LOG_LEVEL: 'error',
    ...(recordDir ? { MOCK_RECORD: recordDir } : {}),
  },
});
try {
  const encrypted = JSON.parse(
    (await call(`${origin}/clean/api/common/encrypt`, 'POST', JSON.stringify({ goods_id: 7001 }))).text,
  ) as { data: { data_encrypted: string } };
  const path = `/api/goods/info?data=${encrypted.data.data_encrypted}`;
  const direct = `${origin}/clean${path}`;
  const through = `${mock.base}${path}`;
  const sample = await call(through);
  if (sample.status !== 200 || !sample.text.includes('"id":7001'))
    throw new Error(`the mock did not forward the lookup: HTTP ${sample.status} ${sample.text.slice(0, 200)}`);

  for (let i = 0; i < WARM_UP; i++) await Promise.all([call(direct), call(through)]).catch(() => undefined);
  const times = { direct: [] as number[], through: [] as number[], added: [] as number[] };
  for (let i = 0; i < PAIRS; i++) {
    // alternate which goes first, so that neither always meets a warmer machine
    const directFirst = i % 2 === 0;
    const first = await call(directFirst ? direct : through);
    const second = await call(directFirst ? through : direct);
    const [d, t] = directFirst ? [first, second] : [second, first];
    times.direct.push(d.ms);
    times.through.push(t.ms);
    times.added.push(t.ms - d.ms);
  }
  console.log(
    `goods/info (${sample.text.length} bytes), ${PAIRS} pairs one at a time${RECORD ? ', recording' : ''}; load average ${loadavg()[0]?.toFixed(1)}`,
  );
  for (const [name, values] of Object.entries(times))
    console.log(`  ${name.padEnd(8)} median ${ms(quantile(values, 0.5))}, p90 ${ms(quantile(values, 0.9))}`);

  const forwarded = await memoryAfter(through, mock.pid);
  console.log(`${CALLS} forwarded calls, ${PARALLEL} at a time: ${forwarded}`);
  // the same number of lookups answered by the mock itself, for comparison
  const own = await startBenchServer('.', { env: { LOG_LEVEL: 'error' } });
  try {
    const mine = JSON.parse(
      (await call(`${own.base}/api/common/encrypt`, 'POST', JSON.stringify({ goods_id: 1 }))).text,
    ) as { data: { data_encrypted: string } };
    const lookup = `${own.base}/api/goods/info?data=${mine.data.data_encrypted}`;
    for (let i = 0; i < WARM_UP; i++) await call(lookup);
    console.log(`${CALLS} lookups the mock answers itself: ${await memoryAfter(lookup, own.pid)}`);
  } finally {
    own.stop();
  }
} finally {
  agent.destroy();
  mock.stop();
  backend.kill('SIGTERM');
  if (recordDir) rmSync(recordDir, { recursive: true, force: true });
}
