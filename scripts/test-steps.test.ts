import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseSteps, STEPS } from './test-steps.ts';

const names = (args: string[]) => chooseSteps(args).steps.map((step) => step.name);

describe('which steps npm test and npm run test:all take', () => {
  it('npm test: the quick loop, without the build and the journeys, and says so', () => {
    expect(names([])).toEqual(['typecheck', 'lint', 'knip', 'unit']);
    expect(chooseSteps([]).left).toEqual(['build', 'size', 'package-weight', 'e2e', 'webkit', 'packages', 'outside']);
  });

  it('--all: every step, the size budget, the journeys and the packages after the build', () => {
    expect(names(['--all'])).toEqual([
      'typecheck',
      'lint',
      'knip',
      'build',
      'size',
      'package-weight',
      'unit',
      'e2e',
      'webkit',
      'packages',
      'outside',
    ]);
    expect(STEPS.find((step) => step.name === 'package-weight')?.command.slice(-2)).toEqual([
      'scripts/package-weight.ts',
      '--check',
    ]);
    const size = STEPS.find((step) => step.name === 'size');
    expect(size).toMatchObject({ needs: 'build', allOnly: true });
    expect(size?.command.slice(-2)).toEqual(['scripts/size.ts', '--check']);
    // Lighthouse's timings are a benchmark (npm run lighthouse), not a check a busy CI can judge
    expect(STEPS.some((step) => step.command.some((part) => part.includes('lighthouse')))).toBe(false);
    expect(chooseSteps(['--all']).left).toEqual([]);
  });

  it('--only: the steps named, journeys included', () => {
    expect(names(['--only=unit,e2e'])).toEqual(['unit', 'e2e']);
  });

  it("CI runs the command the README gives as CI's, and that command runs every step", () => {
    const ciCommand = readFileSync('.ci/run', 'utf8').trim().split('\n').at(-1);
    expect(ciCommand).toBe('npm run test:all');
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts['test:all']).toBe('tsx scripts/test.ts --all');
    expect(readFileSync('docs/development.md', 'utf8')).toMatch(
      /`npm run test:all`\s*\| CI's test command \(`\.ci\/run`\)/,
    );
  });
});
