// The WebKit step's figures: page loads, screens visited, taps, and the CPU seconds of the browser
// (the display, the driver, MiniBrowser and its web, network and GPU processes) and of the app's
// server, so that the step's cost can be read on a loaded machine, where wall time says little.
import { readdirSync } from 'node:fs';
import { procCpu } from '../../support/proc-stat.ts';

/** CPU seconds of the processes `roots` and all their descendants (those that ended included, as their parents reaped them). */
export function treeCpuSeconds(roots: number[]): number {
  const parents = new Map<string, string>();
  const cpu = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = procCpu(pid, ['own', 'reaped']);
    if (!stat) continue;
    parents.set(pid, stat.ppid);
    cpu.set(pid, stat.seconds);
  }
  const wanted = new Set(roots.map(String));
  const inTree = (pid: string): boolean => {
    for (let at: string | undefined = pid; at && at !== '0'; at = parents.get(at)) if (wanted.has(at)) return true;
    return false;
  };
  let seconds = 0;
  for (const [pid, used] of cpu) if (inTree(pid)) seconds += used;
  return seconds;
}

export type Counts = { loads: number; screens: number; taps: number };

export function figures(counts: Counts, started: number, browserCpu: number, serverCpu: number) {
  const wall = (performance.now() - started) / 1000;
  return `WebKit step: ${counts.loads} page loads, ${counts.screens} screens checked, ${counts.taps} taps and fields; ${wall.toFixed(0)} s wall, CPU ${browserCpu.toFixed(1)} s in WebKit (display, driver, browser) and ${serverCpu.toFixed(1)} s in the app's server`;
}
