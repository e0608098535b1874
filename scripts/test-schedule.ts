// When each step of scripts/test.ts starts. A step takes the cores it keeps busy (`cores`: a
// vitest step with two workers, two; the compiler, one; a step at low priority, none: it takes
// what the others leave); a step starts, in the order of STEPS, once the step it needs has passed
// and the running steps leave it the cores it takes, so that CPU-bound steps do not starve each
// other on a small machine. With an unlimited budget every step starts as soon as it may.
import type { Step } from './test-steps.ts';

export type Outcome = { ok: boolean };

/**
 * The steps that may start now: not started yet, whose need has passed (or is not part of this
 * run), and that fit in the cores left, taken in order; a smaller step may start while a larger
 * one waits for room.
 */
export function startable(
  waiting: Step[],
  running: Step[],
  ended: Map<string, Outcome>,
  chosen: Set<string>,
  budget: number,
): { start: Step[]; skip: { step: Step; because: string }[] } {
  let free = budget - running.reduce((sum, step) => sum + coresOf(step), 0);
  const start: Step[] = [];
  const skip: { step: Step; because: string }[] = [];
  for (const step of waiting) {
    if (step.needs && chosen.has(step.needs)) {
      const need = ended.get(step.needs);
      if (!need) continue;
      if (!need.ok) {
        skip.push({ step, because: `${step.needs} failed` });
        continue;
      }
    }
    const cores = coresOf(step);
    // never more than the budget, so that a step larger than the machine still runs, alone
    const wants = Math.min(cores, budget);
    if (wants <= free) {
      start.push(step);
      free -= wants;
    }
  }
  return { start, skip };
}

export const coresOf = (step: Step) => (step.background ? 0 : (step.cores ?? 1));

/** The budget of cores: TEST_STEP_CORES (a number, or `all` for no limit), else the machine's. */
export function coreBudget(env: NodeJS.ProcessEnv, machineCores: number): number {
  const asked = env.TEST_STEP_CORES;
  if (asked === 'all') return Number.POSITIVE_INFINITY;
  const cores = Number(asked);
  return Number.isFinite(cores) && cores > 0 ? cores : machineCores;
}
