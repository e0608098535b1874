// The CPU a test step costs, every process it started included: the journeys' Chromium, which
// outlives the worker that launched it, and whatever else a step leaves behind. Where the runner
// may make a control group (Linux, with a writable cgroup v2 or v1 cpuacct hierarchy: CI here,
// or a root shell), each step runs in a group of its own and the kernel counts it exactly;
// elsewhere on Linux, the processes that carry the step's mark in their environment are read
// every quarter second (what a process does in its last quarter second, or a process that lives
// less than that, is missed); on other systems there is no figure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { procCpu } from '../tests/support/proc-stat.ts';

export type StepCpu = {
  /** how the figure is counted, for the summary */
  how: 'cgroup' | 'process tree' | 'none';
  /** Starts `command` (node's arguments) inside the account: as spawn() would, with its options. */
  spawn(args: string[], options: Parameters<typeof spawn>[2]): ReturnType<typeof spawn>;
  /**
   * Once the step's own process has ended: ends what it left behind (after `graceMs` for it to
   * end by itself), then the CPU seconds of everything the step ran.
   */
  close(graceMs?: number): Promise<number | undefined>;
};

type Hierarchy = { dir: string; usage: (dir: string) => number };

/** Where this process may make a child group that counts CPU: cgroup v2, else v1's cpuacct. */
function writableHierarchy(): Hierarchy | undefined {
  let lines: string[];
  try {
    lines = readFileSync('/proc/self/cgroup', 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const v2Path = lines.find((line) => line.startsWith('0::'))?.slice(3);
  const v2 = (dir: string) => Number(/usage_usec (\d+)/.exec(readFileSync(join(dir, 'cpu.stat'), 'utf8'))?.[1]) / 1e6;
  const v1 = (dir: string) => Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9;
  const candidates: Hierarchy[] = [];
  if (v2Path !== undefined)
    for (const root of ['/sys/fs/cgroup/unified', '/sys/fs/cgroup'])
      if (existsSync(join(root, 'cgroup.procs'))) candidates.push({ dir: join(root, v2Path), usage: v2 });
  const v1Path = lines.find((line) => /^\d+:[^:]*\bcpuacct\b[^:]*:/.test(line))?.replace(/^\d+:[^:]*:/, '');
  if (v1Path !== undefined)
    for (const root of ['/sys/fs/cgroup/cpuacct', '/sys/fs/cgroup/cpu,cpuacct'])
      if (existsSync(join(root, 'cpuacct.usage'))) candidates.push({ dir: join(root, v1Path), usage: v1 });
  return candidates.find(({ dir }) => {
    const probe = join(dir, `treasure-probe-${process.pid}`);
    try {
      mkdirSync(probe);
      rmdirSync(probe);
      return true;
    } catch {
      return false;
    }
  });
}

export const hierarchy = process.platform === 'linux' ? writableHierarchy() : undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pids in a control group. */
const membersOf = (group: string) =>
  readFileSync(join(group, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);

export function cgroupAccount(name: string, { dir, usage }: Hierarchy): StepCpu {
  const group = join(dir, `treasure-test-${process.pid}-${name}`);
  mkdirSync(group);
  return {
    how: 'cgroup',
    // the shell joins the group before it becomes node, so nothing the step starts escapes it
    spawn: (args, options) =>
      spawn(
        '/bin/sh',
        ['-c', 'echo $$ > "$0" && exec "$@"', join(group, 'cgroup.procs'), process.execPath, ...args],
        options,
      ),
    async close(graceMs = 10_000) {
      for (const until = Date.now() + graceMs; membersOf(group).length > 0 && Date.now() < until; ) await sleep(100);
      for (const pid of membersOf(group)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // ended meanwhile
        }
      }
      while (membersOf(group).length > 0) await sleep(50);
      const seconds = usage(group);
      rmdirSync(group);
      return seconds;
    },
  };
}

/**
 * Follows every process that carries the step's mark in its environment (which every process
 * the step starts inherits, even one that leaves its tree): each one's own CPU, as last seen.
 */
export function processTreeAccount(name = 'step'): StepCpu {
  const mark = `TREASURE_TEST_STEP=${name}-${process.pid}-${Math.random().toString(36).slice(2)}`;
  // a process is its pid and start time (pids are reused); unmarked ones are not read again
  const seen = new Map<string, number>();
  const unmarked = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const poll = () => {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const id = `${pid}@${fields[19]}`;
        if (unmarked.has(id)) continue;
        if (!seen.has(id) && !readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(mark)) {
          unmarked.add(id);
          continue;
        }
        seen.set(id, (Number(fields[11]) + Number(fields[12])) / 100);
      } catch {
        // ended meanwhile, or not ours to read
      }
    }
  };
  const alive = () => [...seen.keys()].filter((id) => procCpu(id.split('@')[0] ?? '', ['own']) !== undefined);
  return {
    how: 'process tree',
    spawn(args, options) {
      const [key, value] = mark.split('=') as [string, string];
      const child = spawn(process.execPath, args, {
        ...options,
        env: { ...(options?.env ?? process.env), [key]: value },
      });
      timer = setInterval(poll, 250);
      return child;
    },
    async close(graceMs = 10_000) {
      poll();
      for (const until = Date.now() + graceMs; alive().length > 0 && Date.now() < until; ) {
        await sleep(100);
        poll();
      }
      clearInterval(timer);
      return [...seen.values()].reduce((sum, seconds) => sum + seconds, 0);
    },
  };
}

function noAccount(): StepCpu {
  return {
    how: 'none',
    spawn: (args, options) => spawn(process.execPath, args, options),
    close: async () => undefined,
  };
}

/** An account for the step `name`: the best this machine allows. */
export function stepCpu(name: string): StepCpu {
  if (hierarchy) {
    try {
      return cgroupAccount(name, hierarchy);
    } catch {
      // a group could not be made after all: follow the tree
    }
  }
  return process.platform === 'linux' && procCpu('self', ['own']) ? processTreeAccount(name) : noAccount();
}

/** How this machine counts a step's CPU, for the summary. */
export const cpuCountedBy = () => (hierarchy ? 'cgroup' : process.platform === 'linux' ? 'process tree' : 'none');
