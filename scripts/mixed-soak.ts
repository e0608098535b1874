// npm run bench:soak: the memory of a server left running for weeks, as it runs (run `npm run
// build` first, and this with `nice`: it takes from twenty minutes to hours). The compiled server
// starts exactly as npm start starts it (no --expose-gc: nothing collects garbage but V8 itself)
// and plays 100,000 calls of the soaks' mix (scripts/soak-mix.ts), round robin over the shared
// data and 20 sandboxes, 4 in flight, every call asking for compressed answers, with:
// - sandbox churn: every 500 calls the oldest sandbox is removed and a new one takes its place;
// - bad input, one call in ten: broken JSON, queries no encoder writes, wrong types, a path that
//   climbs, a body that claims gzip, data that does not decrypt, a forged token, no such call;
// - a 1 MB body one call in 200.
// Its RSS (from /proc) is printed every 10,000 calls, then its peak against the 400 MB to stay
// under (decision 66). A second run does the same through the pass-through: another server, the
// backend, answers every /api call compressed (the mock compresses its answers as the caller's
// Accept-Encoding asks, which the pass-through forwards), and the measured one forwards them all
// (MOCK_UPSTREAM), decompressing, checking and compressing them again. A figure, not a test.
//   SOAK_CALLS, SOAK_SANDBOXES, SOAK_EVERY, SOAK_PARALLEL   as npm run bench:journal
//   SOAK_CHURN=<n>               calls between two new sandboxes (default 500)
//   SOAK_RUNS=mock,pass-through  which runs, in that order (default both)
import { memoryMb, startBenchServer } from './bench-server.ts';
import { MEGABYTE_EVERY, soakMix, soakPlayer, type Target } from './soak-mix.ts';

const CALLS = Number(process.env.SOAK_CALLS ?? 100_000);
const SANDBOXES = Number(process.env.SOAK_SANDBOXES ?? 20);
const EVERY = Number(process.env.SOAK_EVERY ?? 10_000);
const PARALLEL = Number(process.env.SOAK_PARALLEL ?? 4);
const CHURN = Number(process.env.SOAK_CHURN ?? 500);
const RUNS = (process.env.SOAK_RUNS ?? 'mock,pass-through').split(',').map((run) => run.trim());
/** the RSS a server running for weeks stays under (decision 66) */
const CEILING_MB = 400;
/**
 * in front of a backend, which decompresses, checks and compresses every answer: measured at
 * 387-395 MB with two malloc arenas (decision 93), with room for a backend that answers more
 */
const PASS_THROUGH_CEILING_MB = 450;
/** one call in this many is bad input */
const BAD_EVERY = 10;
const ACCEPT = { 'accept-encoding': 'gzip, br' };

const serverEnv = {
  MOCK_SESSIONS_NEW_PER_MINUTE: '1000',
  MOCK_SESSIONS_MAX: String(SANDBOXES + 1),
};

async function soak(label: string, upstream: string | undefined) {
  const backend = upstream === undefined ? null : await startBenchServer('.', { compiled: true, exposeGc: false });
  const server = await startBenchServer('.', {
    compiled: true,
    exposeGc: false,
    env: { ...serverEnv, ...(backend ? { MOCK_UPSTREAM: backend.base } : {}) },
  });
  const { base, pid, controlsToken, ended } = server;
  const { targetOf, mix, megabyte, headersOf, post, get } = soakMix(base, controlsToken, ACCEPT);
  const forged = { authorization: 'Bearer forged.token.value' };
  const bad: [string, (t: Target) => Promise<Response>][] = [
    ['bad: broken JSON', (t) => post(t, 'goods/editSave', '{"goods_id": 1', { authorization: `Bearer ${t.visitor}` })],
    ['bad: a lone % in the query', (t) => get(t, '/api/artist/search?name=100%')],
    ['bad: a cut-off UTF-8 sequence', (t) => get(t, '/api/artist/search?name=%E0%A4%A')],
    [
      'bad: wrong types',
      (t) => post(t, 'common/encrypt', JSON.stringify({ goods_id: { $gt: '' }, serial_number: [1] })),
    ],
    ['bad: a path that climbs', (t) => get(t, '/api/goods/..%2f..%2fetc%2fpasswd')],
    ['bad: data that does not decrypt', (t) => get(t, '/api/goods/info?data=bm90LWVuY3J5cHRlZA')],
    [
      'bad: a body that claims gzip',
      (t) =>
        fetch(`${base}/api/goods/getHelpInfoConfig`, {
          method: 'POST',
          headers: headersOf(t, { 'content-type': 'application/json', 'content-encoding': 'gzip' }),
          body: '{"not":"gzip"}',
        }),
    ],
    ['bad: a forged token', (t) => get(t, '/api/auth/me', forged)],
    ['bad: no such call', (t) => get(t, '/api/nothing/here')],
    [
      'bad: a content type of no one',
      (t) =>
        fetch(`${base}/api/goods/getHelpInfoConfig`, {
          method: 'POST',
          headers: headersOf(t, { 'content-type': 'application/x-nothing' }),
          body: 'x',
        }),
    ],
  ];
  const targets: Target[] = [];
  const player = soakPlayer(PARALLEL, ended, (i) => {
    const target = targets[i % targets.length] as Target;
    if (i % BAD_EVERY === 4) {
      const [name, call] = bad[Math.floor(i / BAD_EVERY) % bad.length] as (typeof bad)[number];
      return { target, name, call };
    }
    const [name, call] =
      i % MEGABYTE_EVERY === MEGABYTE_EVERY - 1
        ? megabyte
        : (mix[Math.floor(i / targets.length) % mix.length] ?? megabyte);
    return { target, name, call };
  });
  let made = 0;
  /** The oldest sandbox out, a new one in its place. */
  async function churn() {
    const slot = (made % SANDBOXES) + 1;
    const old = targets[slot]?.session;
    if (old)
      await fetch(`${base}/__mock/sessions/${old}`, { method: 'DELETE', headers: { 'x-mock-token': controlsToken } });
    targets[slot] = await targetOf(`soak-${++made}`);
  }
  const mb = (value: number) => value.toFixed(1).padStart(7);
  const started = Date.now();
  const rss: number[] = [];
  const measure = () => {
    rss.push(memoryMb(pid, 'VmRSS'));
    const other = backend ? `, the backend ${mb(memoryMb(backend.pid, 'VmRSS'))} MB` : '';
    console.log(
      `${String(player.sent).padStart(7)} calls ${mb(rss.at(-1) as number)} MB RSS${other}, ` +
        `${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  };
  try {
    targets.push(await targetOf(undefined));
    for (let i = 0; i < SANDBOXES; i++) await churn();
    console.log(
      `${label}: ${CALLS.toLocaleString('en')} calls (${mix.length} kinds, one in ${BAD_EVERY} bad input of ` +
        `${bad.length} kinds, a 1 MB body every ${MEGABYTE_EVERY}), round robin over the shared data and ` +
        `${SANDBOXES} sandboxes, a new sandbox every ${CHURN} calls, ${PARALLEL} in flight, no forced collection`,
    );
    measure();
    while (player.sent < CALLS) {
      await player.play(Math.min(CHURN, CALLS - player.sent));
      await churn();
      if (player.sent % EVERY === 0 || player.sent >= CALLS) measure();
    }
    const peak = memoryMb(pid, 'VmHWM');
    const ceiling = backend ? PASS_THROUGH_CEILING_MB : CEILING_MB;
    const last = rss.slice(-5);
    console.log(
      `${label}: RSS over the last ${last.length} figures ${Math.min(...last).toFixed(1)}-${Math.max(...last).toFixed(1)} MB, ` +
        `peak ${peak.toFixed(1)} MB (${peak <= ceiling ? 'under' : 'OVER'} the ${ceiling} MB to stay under)`,
    );
    player.printTally();
  } finally {
    server.stop();
    backend?.stop();
  }
}

for (const run of RUNS) {
  if (run === 'mock') await soak('the mock', undefined);
  else if (run === 'pass-through') await soak('through the pass-through', 'compressing backend');
  else throw new Error(`SOAK_RUNS: no run ${run} (mock, pass-through)`);
}
