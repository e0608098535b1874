// Where a step's CPU goes, file by file: loaded before every test file (a setup file of the unit
// and journey configs), it notes at the file's end the CPU its worker has used since the previous
// file ended, the worker's children included (the journeys' server and Chromium with its
// renderers), and adds a line to the file TEST_CPU_PROFILE names. `npm test` sets it for each
// step and prints the costliest files in its summary. A worker's first file also carries the
// worker's start (and, in the journeys, the start of its shared server and browser).
import { appendFileSync, readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { afterAll } from 'vitest';
import { procCpu } from './proc-stat.ts';

const profile = process.env.TEST_CPU_PROFILE;

/**
 * The CPU seconds of this process and of all its descendants, living or reaped; in a worker
 * thread (the threads pool), those of the thread alone, since the process is shared.
 */
function treeCpuSeconds(): number {
  // a thread's stat counts the whole process's reaped children (the other pool's workers): not its own
  if (!isMainThread) return procCpu('thread-self', ['own'])?.seconds ?? 0;
  const all = new Map<string, { ppid: string; seconds: number }>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = procCpu(pid, ['own', 'reaped']);
    if (stat) all.set(pid, stat);
  }
  const self = String(process.pid);
  const inTree = (pid: string): boolean => {
    for (let at: string | undefined = pid; at && at !== '0'; at = all.get(at)?.ppid) if (at === self) return true;
    return false;
  };
  let seconds = 0;
  for (const [pid, stat] of all) if (inTree(pid)) seconds += stat.seconds;
  return seconds;
}

// kept on globalThis: a worker that runs several files without isolation loads this module again for each
const state = globalThis as { cpuAtLastFileEnd?: number };

if (profile && process.platform === 'linux') {
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a hook's first argument as fixtures; the file is the second
  afterAll(({}, suite) => {
    const file = relative(process.cwd(), suite.file.filepath);
    const now = treeCpuSeconds();
    const seconds = now - (state.cpuAtLastFileEnd ?? 0);
    state.cpuAtLastFileEnd = now;
    appendFileSync(profile, `${JSON.stringify({ file, seconds: Math.round(seconds * 100) / 100 })}\n`);
  });
}
