// npm run bench:journal: a soak of the compiled server (run `npm run build` first). 100,000 mixed
// calls (the visitor pages, lookups, logins, likes and saves, uploads, pictures, the journal, and
// bodies of every shape: 1 MB strings, 4 KB of nested empty arrays, deep nesting, Chinese text,
// wide forms) from one client on the shared data and from 20 sandboxes, round robin. The server
// runs with --expose-gc; GET /__mock/memory collects garbage, then tells its memory. Printed at
// the start (after one warm-up round), every 10,000 calls and at the end, with the spread after
// the warm-up, and the highest RSS against the 400 MB to stay under. A call that gets no answer is
// counted by its reason; the run stops if the server does. A figure, not a test: run it with
// `nice`, it takes several minutes (BENCH_SERVER_OUTPUT=1 shows what the server prints).
//   SOAK_CALLS=<n>      how many calls (default 100000)
//   SOAK_SANDBOXES=<n>  how many sandboxes beside the shared data (default 20)
//   SOAK_EVERY=<n>      calls between two measures (default 10000)
//   SOAK_PARALLEL=<n>   calls in flight (default 4)
//   SOAK_WARMUP=<n>     calls before the spread is judged (default 20000: RSS first falls, as V8
//                       gives back what it grew while the server started, then settles)
//   JOURNAL_BENCH_ROOT=<a checkout>  measures another version of the server (built) the same way
import { resolve } from 'node:path';
import { noisePng } from '../tests/support/png.ts';
import { startBenchServer } from './bench-server.ts';

const CALLS = Number(process.env.SOAK_CALLS ?? 100_000);
const SANDBOXES = Number(process.env.SOAK_SANDBOXES ?? 20);
const EVERY = Number(process.env.SOAK_EVERY ?? 10_000);
const PARALLEL = Number(process.env.SOAK_PARALLEL ?? 4);
const WARMUP = Number(process.env.SOAK_WARMUP ?? Math.min(20_000, CALLS / 5));
const FLAT_MB = 50;
/** the RSS a server running for weeks stays under (decision 66) */
const CEILING_MB = 400;
const root = resolve(process.env.JOURNAL_BENCH_ROOT ?? '.');

const MB = 1024 * 1024;
const { base, stop, ended, controlsToken } = await startBenchServer(root, {
  compiled: true,
  env: { MOCK_SESSIONS_NEW_PER_MINUTE: '1000', MOCK_SESSIONS_MAX: String(Math.max(20, SANDBOXES)) },
});

/** One journal's client: the shared data (no header) or a sandbox. */
type Target = { session: string | undefined; master: string; visitor: string; lookup: string };

const headersOf = (target: Target, extra: Record<string, string> = {}) => ({
  ...(target.session ? { 'x-mock-session': target.session } : {}),
  ...extra,
});
const json = (target: Target, extra: Record<string, string> = {}) =>
  headersOf(target, { 'content-type': 'application/json', ...extra });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function envelope<T>(res: Response): Promise<{ code: number; data: T }> {
  return (await res.json()) as { code: number; data: T };
}

async function targetOf(session: string | undefined): Promise<Target> {
  const partial = { session, master: '', visitor: '', lookup: '' };
  const login = async (code: string) =>
    (
      await envelope<{ token: string }>(
        await fetch(`${base}/api/auth/nt?code=${code}`, { headers: headersOf(partial) }),
      )
    ).data.token;
  const encrypted = await envelope<{ data_encrypted: string }>(
    await fetch(`${base}/api/common/encrypt`, {
      method: 'POST',
      headers: json(partial),
      body: JSON.stringify({ serial_number: 'WC202600001' }),
    }),
  );
  return {
    session,
    master: await login('demo-master'),
    visitor: await login('demo-visitor'),
    lookup: encrypted.data.data_encrypted,
  };
}

// Bodies of every shape, posted to a call that ignores what it does not know.
const bodies = {
  megabyte: JSON.stringify({ filler: 'x'.repeat(MB - 100) }),
  nestedArrays: JSON.stringify({ filler: Array.from({ length: 1300 }, () => [[]]) }),
  deep: `{"deep":${'['.repeat(2000)}${']'.repeat(2000)}}`,
  chinese: JSON.stringify({ content: '收藏'.repeat(2000) }),
  wide: JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))),
};
const wideForm = new URLSearchParams(Array.from({ length: 500 }, (_, i) => [`f${i}`, `值${i}`])).toString();
const picture = noisePng(24, 24);

type Call = (target: Target, i: number) => Promise<Response>;
const post = (target: Target, path: string, body: string, extra: Record<string, string> = {}) =>
  fetch(`${base}/api/${path}`, { method: 'POST', headers: json(target, extra), body });
const get = (target: Target, path: string, extra: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: headersOf(target, extra) });

/** The mix, in the order a round plays it: a call's share is how often it appears. */
const mix: [name: string, call: Call][] = [
  ['page /', (t) => get(t, '/')],
  ['page /detail/1', (t) => get(t, '/detail/1', { 'accept-language': 'en' })],
  ['page /tcdetail/101', (t) => get(t, '/tcdetail/101')],
  ['goods/info', (t) => get(t, `/api/goods/info?data=${encodeURIComponent(t.lookup)}`, bearer(t.visitor))],
  ['common/encrypt', (t, i) => post(t, 'common/encrypt', JSON.stringify({ goods_id: (i % 6) + 1 }))],
  ['goods/recommend', (t) => get(t, `/api/goods/recommend?data=${encodeURIComponent(t.lookup)}`)],
  ['auth/me', (t) => get(t, '/api/auth/me', bearer(t.master))],
  ['goods/editSave', (t, i) => post(t, 'goods/editSave', JSON.stringify({ goods_id: (i % 6) + 1 }), bearer(t.visitor))],
  ['artist/editFollow', (t) => post(t, 'artist/editFollow', JSON.stringify({ artist_id: 101 }), bearer(t.visitor))],
  ['artist/search', (t) => get(t, `/api/artist/search?name=${encodeURIComponent('李明')}`)],
  ['news/list', (t) => get(t, '/api/news/list/101')],
  ['help: 4 KB of nested arrays', (t) => post(t, 'goods/getHelpInfoConfig', bodies.nestedArrays)],
  ['help: deep nesting', (t) => post(t, 'goods/getHelpInfoConfig', bodies.deep)],
  ['help: Chinese text', (t) => post(t, 'goods/getHelpInfoConfig', bodies.chinese, { lang: 'en' })],
  ['help: 2,000 keys', (t) => post(t, 'goods/getHelpInfoConfig', bodies.wide)],
  [
    'help: a form of 500 fields',
    (t) =>
      fetch(`${base}/api/goods/getHelpInfoConfig`, {
        method: 'POST',
        headers: headersOf(t, { 'content-type': 'application/x-www-form-urlencoded' }),
        body: wideForm,
      }),
  ],
  [
    'upload/image',
    (t) => {
      const form = new FormData();
      form.append('kind', 'image');
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'p.png');
      return fetch(`${base}/api/upload/image`, {
        method: 'POST',
        headers: headersOf(t, bearer(t.master)),
        body: form,
      });
    },
  ],
  ['a picture', (t) => get(t, '/media/artists/a101.svg')],
  ['a staged refusal', (t) => get(t, '/api/auth/getPublicNotice?app_type=1', { 'x-mock-scenario': 'code=-1' })],
  ['the journal', (t) => get(t, '/__mock/requests?limit=20', { 'x-mock-token': controlsToken })],
];
/** 1 MB bodies now and then: a round of the mix is 20 calls, so one call in 200. */
const MEGABYTE_EVERY = 200;

const tally = new Map<string, number>();
function count(name: string, outcome: string) {
  const key = `${name}: ${outcome}`;
  tally.set(key, (tally.get(key) ?? 0) + 1);
}

let sent = 0;
async function play(targets: Target[], calls: number) {
  const end = sent + calls;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (sent < end) {
        const i = sent++;
        const target = targets[i % targets.length] as Target;
        const [name, call] =
          i % MEGABYTE_EVERY === MEGABYTE_EVERY - 1
            ? ['help: 1 MB body', (t: Target) => post(t, 'goods/getHelpInfoConfig', bodies.megabyte)]
            : (mix[Math.floor(i / targets.length) % mix.length] as [string, Call]);
        try {
          const res = await call(target, i);
          await res.arrayBuffer();
          count(name, `HTTP ${res.status}`);
        } catch (error) {
          // a call that got no answer is counted by its reason, unless the server is gone
          if (ended() !== null) throw new Error(`the server stopped (${ended()}) after ${sent} calls`);
          count(name, String((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message));
        }
      }
    }),
  );
}

type Memory = {
  collected: boolean;
  rss: number;
  heapUsed: number;
  journalBytes: number;
  journalEntries: number;
  sandboxes: number;
};
const measures: { calls: number; memory: Memory; seconds: number }[] = [];
const started = Date.now();
async function measure() {
  const memory = (
    await envelope<Memory>(await fetch(`${base}/__mock/memory`, { headers: { 'x-mock-token': controlsToken } }))
  ).data;
  if (!memory.collected) throw new Error('the server does not run with --expose-gc: its heap would be a guess');
  measures.push({ calls: sent, memory, seconds: (Date.now() - started) / 1000 });
  const mb = (bytes: number) => (bytes / MB).toFixed(1).padStart(7);
  console.log(
    `${String(sent).padStart(7)} calls ${mb(memory.rss)} MB RSS ${mb(memory.heapUsed)} MB heap after GC ` +
      `${mb(memory.journalBytes)} MB in ${String(memory.journalEntries).padStart(5)} journal entries, ` +
      `${memory.sandboxes} sandboxes, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

try {
  const targets = await Promise.all(
    [undefined, ...Array.from({ length: SANDBOXES }, (_, i) => `soak-${i + 1}`)].map(targetOf),
  );
  console.log(
    `soak of ${CALLS.toLocaleString('en')} calls (${mix.length} kinds, and a 1 MB body every ${MEGABYTE_EVERY}), ` +
      `round robin over the shared data and ${SANDBOXES} sandboxes, ${PARALLEL} in flight`,
  );
  // warm-up: one round of the mix on every journal, then the first figure
  await play(targets, targets.length * mix.length);
  sent = 0;
  await measure();
  while (sent < CALLS) {
    await play(targets, Math.min(EVERY, CALLS - sent));
    await measure();
  }
  const after = measures.filter((m) => m.calls >= WARMUP);
  const spread = (pick: (memory: Memory) => number) => {
    const values = after.map((m) => pick(m.memory) / MB);
    return Math.max(...values) - Math.min(...values);
  };
  const heap = spread((m) => m.heapUsed);
  const rss = spread((m) => m.rss);
  console.log(
    `from ${WARMUP.toLocaleString('en')} calls on: heap within ${heap.toFixed(1)} MB, RSS within ${rss.toFixed(1)} MB ` +
      `(${heap <= FLAT_MB && rss <= FLAT_MB ? 'flat' : 'NOT flat'}: the aim is ${FLAT_MB} MB)`,
  );
  const highest = Math.max(...measures.map((m) => m.memory.rss)) / MB;
  console.log(
    `RSS at most ${highest.toFixed(1)} MB (${highest <= CEILING_MB ? 'under' : 'OVER'} the ${CEILING_MB} MB to stay under)`,
  );
  console.log('answers:');
  for (const [key, n] of [...tally].sort()) console.log(`  ${String(n).padStart(6)} × ${key}`);
} finally {
  stop();
}
