import { describe, expect, it } from 'vitest';
import { coreBudget, type Outcome, startable } from './test-schedule.ts';
import type { Step } from './test-steps.ts';

const step = (name: string, extra: Partial<Step> = {}): Step => ({ name, command: [], ...extra });
const typecheck = step('typecheck', { background: true });
const build = step('build');
const unit = step('unit', { cores: 2 });
const e2e = step('e2e', { needs: 'build', cores: 2 });
const packages = step('packages', { needs: 'build' });
const all = [typecheck, build, unit, e2e, packages];
const names = (steps: Step[]) => steps.map((one) => one.name);

function plan(waiting: Step[], running: Step[], ended: Record<string, Outcome>, budget = 2) {
  const result = startable(waiting, running, new Map(Object.entries(ended)), new Set(names(all)), budget);
  return { start: names(result.start), skip: result.skip.map(({ step, because }) => `${step.name}: ${because}`) };
}

describe('when the steps of npm test start', () => {
  it('on two cores: the background steps and the build at once, the two-core unit step once the build is done', () => {
    expect(plan(all, [], {})).toEqual({ start: ['typecheck', 'build'], skip: [] });
    expect(plan([unit, e2e, packages], [typecheck], { build: { ok: true } })).toEqual({
      start: ['unit'],
      skip: [],
    });
  });

  it('a step that needs another waits for it, and is left out when it failed', () => {
    expect(plan([e2e, packages], [build], {}).start).toEqual([]);
    expect(plan([e2e, packages], [], { build: { ok: false } })).toEqual({
      start: [],
      skip: ['e2e: build failed', 'packages: build failed'],
    });
  });

  it('a one-core step fills the core a running one leaves, where a waiting two-core step does not fit', () => {
    expect(plan([e2e, packages], [step('other')], { build: { ok: true } }).start).toEqual(['packages']);
    expect(plan([e2e, packages], [], { build: { ok: true } }).start).toEqual(['e2e']);
  });

  it('a step larger than the budget still runs, alone', () => {
    expect(plan([unit], [], {}, 1).start).toEqual(['unit']);
    expect(plan([unit], [build], {}, 1).start).toEqual([]);
  });

  it('with no limit, everything that may start starts', () => {
    expect(plan(all, [], {}, Number.POSITIVE_INFINITY).start).toEqual(['typecheck', 'build', 'unit']);
  });

  it('takes its budget from TEST_STEP_CORES, else the machine', () => {
    expect(coreBudget({}, 2)).toBe(2);
    expect(coreBudget({ TEST_STEP_CORES: '3' }, 2)).toBe(3);
    expect(coreBudget({ TEST_STEP_CORES: 'all' }, 2)).toBe(Number.POSITIVE_INFINITY);
  });
});
