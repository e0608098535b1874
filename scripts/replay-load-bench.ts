// npm run bench:replay: what loading a large recording costs the server (decision 72). A
// recording of REPLAY_BENCH_FILES exchanges (20,000 by default, each a goods/info answer of about
// 2 KB) is written to a temporary recordings root; the server (from its sources, with
// --expose-gc) loads it into one sandbox while a client asks /healthz one call after another,
// then into REPLAY_BENCH_SANDBOXES more (20 by default). Printed: how long the load took and the
// server's CPU seconds for it, how many /healthz answers came meanwhile and how long they took,
// and the heap after a full collection before the first load, after it, and once every sandbox
// loaded the same folder (they share one index). A figure, not a test: run it with `nice`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { procCpu } from '../tests/support/proc-stat.ts';
import { startBenchServer } from './bench-server.ts';

const FILES = Number(process.env.REPLAY_BENCH_FILES ?? 20_000);
const SANDBOXES = Number(process.env.REPLAY_BENCH_SANDBOXES ?? 20);
const MB = 1024 * 1024;

const root = mkdtempSync(join(tmpdir(), 'bench-recordings-'));
const folder = join(root, 'large', 'goods', 'info');
mkdirSync(folder, { recursive: true });
for (let at = 0; at < FILES; at++) {
  const id = 100_000 + at;
  const exchange = {
    format: 2,
    call: 'goods.info',
    request: { method: 'GET', path: '/api/goods/info', query: { goods_id: String(id) }, lang: 'en', login: false },
    answers: [
      {
        status: 200,
        type: 'application/json; charset=utf-8',
        body: {
          code: 0,
          msg: 'success',
          time: '2026-11-29T00:00:00.000Z',
          data: {
            id,
            name: `Treasure ${id}`,
            name_intl: `Treasure ${id}`,
            pictures: [`https://cdn.example/goods/${id}/1.jpg`, `https://cdn.example/goods/${id}/2.jpg`],
            description: 'Red lacquer ground, gold-painted landscape. '.repeat(20),
            price: '388000.00',
            serial_number: `TC${String(id).padStart(9, '0')}`,
            level: { name: '珍品', name_intl: 'Rare' },
          },
        },
      },
    ],
    volatile: ['time'],
    recordedAt: '2026-11-29T00:00:00.000Z',
  };
  writeFileSync(join(folder, `GET-${at.toString(16).padStart(12, '0')}.json`), JSON.stringify(exchange, null, 2));
}

const { base, pid, stop, controlsToken } = await startBenchServer('.', {
  env: {
    MOCK_RECORDINGS: root,
    NODE_OPTIONS: '--expose-gc',
    MOCK_SESSIONS_MAX: String(SANDBOXES + 1),
    MOCK_SESSIONS_NEW_PER_MINUTE: '1000',
  },
});
const heapMb = async () => {
  const memory = (await (
    await fetch(`${base}/__mock/memory`, { headers: { 'x-mock-token': controlsToken } })
  ).json()) as { data: { heapUsed: number } };
  return memory.data.heapUsed / MB;
};
const load = (session: string) =>
  fetch(`${base}/__mock/replay`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-mock-session': session, 'x-mock-token': controlsToken },
    body: JSON.stringify({ dir: 'large' }),
  }).then(async (answer) => (await answer.json()) as { code: number; msg: string });

try {
  const before = await heapMb();
  const cpuBefore = procCpu(String(pid), ['own'])?.seconds ?? 0;
  const started = performance.now();
  let done = false;
  const loading = load('bench-0').finally(() => {
    done = true;
  });
  const waits: number[] = [];
  while (!done) {
    const asked = performance.now();
    await fetch(`${base}/healthz`);
    waits.push(performance.now() - asked);
  }
  waits.sort((a, b) => a - b);
  const share = (part: number) => waits[Math.min(waits.length - 1, Math.floor(waits.length * part))] ?? 0;
  const first = await loading;
  if (first.code !== 0) throw new Error(first.msg);
  const took = performance.now() - started;
  const cpu = (procCpu(String(pid), ['own'])?.seconds ?? 0) - cpuBefore;
  const once = await heapMb();
  for (let at = 1; at <= SANDBOXES; at++) {
    const answer = await load(`bench-${at}`);
    if (answer.code !== 0) throw new Error(answer.msg);
  }
  const all = await heapMb();
  console.log(
    `A recording of ${FILES} exchanges loaded in ${(took / 1000).toFixed(1)} s (${cpu.toFixed(1)} CPU s of the server)`,
  );
  console.log(
    `  /healthz answered ${waits.length} times meanwhile: median ${share(0.5).toFixed(0)} ms, ` +
      `99th percentile ${share(0.99).toFixed(0)} ms, slowest ${share(1).toFixed(0)} ms`,
  );
  console.log(
    `  heap after a full collection: ${before.toFixed(0)} MB before, ${once.toFixed(0)} MB loaded once, ` +
      `${all.toFixed(0)} MB with ${SANDBOXES + 1} sandboxes replaying it (+${(all - once).toFixed(1)} MB for ${SANDBOXES} more)`,
  );
} finally {
  stop();
  rmSync(root, { recursive: true, force: true });
}
