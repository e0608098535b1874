// CPU seconds from Linux's /proc/<pid>/stat, for npm test's summary (scripts/test.ts) and the
// per-file figures (cpu-per-file.ts).
import { readFileSync } from 'node:fs';

/** `own`: utime + stime of the process (or thread); `reaped`: cutime + cstime, its ended children's. */
export type CpuPart = 'own' | 'reaped';

/**
 * The CPU seconds of `pid` (a number, `self` or `thread-self`) counted from `parts`, and its
 * parent; undefined where there is no such file (gone meanwhile, or not Linux).
 */
export function procCpu(pid: string, parts: CpuPart[]): { ppid: string; seconds: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is the stat's 3rd field (state): ppid is the 4th, utime…cstime the 14th to 17th
    const at = parts.flatMap((part) => (part === 'own' ? [11, 12] : [13, 14]));
    const ticks = at.reduce((sum, index) => sum + Number(fields[index]), 0);
    return { ppid: fields[1] ?? '', seconds: ticks / 100 };
  } catch {
    return undefined;
  }
}
