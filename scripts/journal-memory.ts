// npm run bench:journal: the request journals under a memory attack. Anyone may post 1 MB
// bodies to /api and make sandboxes, each with a journal of its own; the journals keep bodies
// cut to a few KB, all within one budget (MOCK_JOURNAL_MB), and a client may make only so many
// sandboxes a minute. Prints the server process's resident memory before, after and at its
// peak. A figure, not a test.
//   JOURNAL_BENCH_SANDBOXES=<n>  how many sandboxes the attack also posts into (default 20)
//   JOURNAL_BENCH_POSTS=<n>      posts per journal (default 485)
//   JOURNAL_BENCH_ROOT=<a checkout> measures another version of the server the same way.
import { resolve } from 'node:path';
import { memoryMb, startBenchServer } from './bench-server.ts';

const SANDBOXES = Number(process.env.JOURNAL_BENCH_SANDBOXES ?? 20);
const POSTS = Number(process.env.JOURNAL_BENCH_POSTS ?? 485);
const PARALLEL = 4;
const root = resolve(process.env.JOURNAL_BENCH_ROOT ?? '.');

const { base, pid, stop } = await startBenchServer(root);
try {
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
  await post();
  const before = memoryMb(pid, 'VmRSS');
  const journals = [undefined, ...Array.from({ length: SANDBOXES }, (_, i) => `attack-${i}`)];
  for (const session of journals) {
    let left = POSTS;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (left-- > 0) await post(session);
      }),
    );
  }
  const after = memoryMb(pid, 'VmRSS');
  const peak = memoryMb(pid, 'VmHWM');
  console.log(
    `${POSTS} posts of 1 MB into each of ${journals.length} journals (the shared one and ${SANDBOXES} sandboxes)`,
  );
  console.log(`answers: ${[...codes].map(([key, n]) => `${n} × ${key}`).join(', ')}`);
  console.log(
    `server memory: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after, ${peak.toFixed(0)} MB at its peak`,
  );
} finally {
  stop();
}
