// npm run bench: throughput and p99 latency of goods/info (encrypted lookup) and applyBuy,
// next to a bare Fastify route measured in the same run, each server in its own process.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { itemAt } from '../contract/present.ts';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../seeds/seed.ts';
import { createTokens } from '../server/services/tokens.ts';
import { freePort } from '../tests/support/free-port.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BENCH_USERS = 60_000;
const JWT_SECRET = 'bench-only-secret-0123456789';

async function waitFor(url: string, init?: RequestInit) {
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(url, init);
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * CPU seconds a process has used (Linux: /proc/{pid}/stat, user + system), or null elsewhere.
 * autocannon shares the machine's cores, so a route can be limited by the load generator rather
 * than by the server; the server's CPU time per request does not depend on that.
 */
function cpuSeconds(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return null;
  // after the command name in parentheses; fields 14 and 15 of stat(5) are then 11 and 12 here
  const [, afterName = ''] = readFileSync(file, 'utf8').split(') ');
  const fields = afterName.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

type Row = { name: string; rps: number; p99: number; errors: number; non2xx: number; cpuMicros: number | null };
async function measure(name: string, server: ChildProcess, options: autocannon.Options): Promise<Row> {
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const cpuAfter = cpuSeconds(server.pid);
  const cpuMicros =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : ((cpuAfter - cpuBefore) / result.requests.total) * 1e6;
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    cpuMicros,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'treasure-bench-'));
const dbFile = join(dir, 'bench.db');
const db = openDatabase(dbFile);
seedDatabase(db);
// Enough users that every applyBuy of the run is a first request (the full path, with its insert).
const insert = db.$client.prepare('insert into users (id, code, nickname) values (?, ?, ?)');
db.$client.transaction(() => {
  for (let i = 0; i < BENCH_USERS; i++) insert.run(100_000 + i, `bench-${i}`, `bench ${i}`);
})();
db.$client.close();
const tokens = createTokens(JWT_SECRET, '1h');
const userTokens = Array.from({ length: BENCH_USERS }, (_, i) => tokens.sign(100_000 + i));

const [appPort, barePort] = [await freePort(), await freePort()];
const children: ChildProcess[] = [
  start('server/server.ts', {
    NODE_ENV: 'production',
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DB_FILE: dbFile,
    WEB_DIST: join(dir, 'none'),
    JWT_SECRET,
    RATE_LIMIT_MAX: '1000000000',
    LOG_LEVEL: 'silent',
  }),
];

const appServer = itemAt(children, 0);
try {
  const base = `http://127.0.0.1:${appPort}`;
  await waitFor(`${base}/healthz`);
  const encrypted = await fetch(`${base}/api/common/encrypt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ serial_number: 'WC202600001' }),
  }).then((r) => r.json() as Promise<{ data: { data_encrypted: string } }>);
  const infoPath = `/api/goods/info?data=${encodeURIComponent(encrypted.data.data_encrypted)}`;
  const payloadFile = join(dir, 'treasure.json');
  const infoAnswer = await fetch(`${base}${infoPath}`).then((r) => r.text());
  writeFileSync(payloadFile, infoAnswer);
  const bareServer = start('scripts/bench-bare.ts', { PORT: String(barePort), BARE_PAYLOAD_FILE: payloadFile });
  children.push(bareServer);
  await waitFor(`http://127.0.0.1:${barePort}/bare`);

  console.log(`npm run bench: ${SECONDS} s each, ${CONNECTIONS} connections, node ${process.version}\n`);
  const rows: Row[] = [];
  rows.push(await measure('bare Fastify route', bareServer, { url: `http://127.0.0.1:${barePort}/bare` }));
  rows.push(
    await measure(`bare route, the same ${(Buffer.byteLength(infoAnswer) / 1024).toFixed(1)} KB answer`, bareServer, {
      url: `http://127.0.0.1:${barePort}/bare-treasure`,
    }),
  );
  rows.push(await measure('GET goods/info (encrypted, by code)', appServer, { url: `${base}${infoPath}` }));
  let next = 0;
  rows.push(
    await measure('POST collection/applyBuy', appServer, {
      url: `${base}/api/collection/applyBuy`,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => ({
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${userTokens[next++ % BENCH_USERS]}`,
            },
            body: JSON.stringify({
              goods_id: 1,
              name: '张三',
              phone: '13800138000',
              price: '1500000',
              content: '诚心求购，期待联系',
            }),
          }),
        },
      ],
    }),
  );
  const bare = itemAt(rows, 0).rps;
  const sameBytes = itemAt(rows, 1).rps;
  const cpu = (row: Row) => (row.cpuMicros === null ? '-' : String(Math.round(row.cpuMicros)));
  console.log(
    '| route | requests/s | p99 ms | vs bare | vs bare with the same answer | server CPU µs/request | errors | non-2xx |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p99} | ${(row.rps / bare).toFixed(2)} | ${(row.rps / sameBytes).toFixed(2)} | ${cpu(row)} | ${row.errors} | ${row.non2xx} |`,
    );
  }
  if (next > BENCH_USERS) console.log(`\nnote: ${next - BENCH_USERS} applyBuy calls repeated a user (answered 409)`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
