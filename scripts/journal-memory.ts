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
import { startBenchServer } from './bench-server.ts';
import { MEGABYTE_EVERY, soakMix, soakPlayer, type Target } from './soak-mix.ts';

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

const { targetOf, mix, megabyte } = soakMix(base, controlsToken);
async function envelope<T>(res: Response): Promise<{ code: number; data: T }> {
  return (await res.json()) as { code: number; data: T };
}

let targets: Target[] = [];
const player = soakPlayer(PARALLEL, ended, (i) => ({
  target: targets[i % targets.length] as Target,
  ...(i % MEGABYTE_EVERY === MEGABYTE_EVERY - 1
    ? { name: megabyte[0], call: megabyte[1] }
    : (([name, call]) => ({ name, call }))(mix[Math.floor(i / targets.length) % mix.length] ?? megabyte)),
}));

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
  measures.push({ calls: player.sent, memory, seconds: (Date.now() - started) / 1000 });
  const mb = (bytes: number) => (bytes / MB).toFixed(1).padStart(7);
  console.log(
    `${String(player.sent).padStart(7)} calls ${mb(memory.rss)} MB RSS ${mb(memory.heapUsed)} MB heap after GC ` +
      `${mb(memory.journalBytes)} MB in ${String(memory.journalEntries).padStart(5)} journal entries, ` +
      `${memory.sandboxes} sandboxes, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

try {
  targets = await Promise.all(
    [undefined, ...Array.from({ length: SANDBOXES }, (_, i) => `soak-${i + 1}`)].map(targetOf),
  );
  console.log(
    `soak of ${CALLS.toLocaleString('en')} calls (${mix.length} kinds, and a 1 MB body every ${MEGABYTE_EVERY}), ` +
      `round robin over the shared data and ${SANDBOXES} sandboxes, ${PARALLEL} in flight`,
  );
  // warm-up: one round of the mix on every journal, then the first figure
  await player.play(targets.length * mix.length);
  player.sent = 0;
  await measure();
  while (player.sent < CALLS) {
    await player.play(Math.min(EVERY, CALLS - player.sent));
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
  player.printTally();
} finally {
  stop();
}
