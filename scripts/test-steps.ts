// The steps of scripts/test.ts (`npm test`, `npm run test:all`) and which of them a run takes.

export type Step = {
  name: string;
  command: string[];
  needs?: string;
  background?: boolean;
  /** its test files note their CPU (tests/support/cpu-per-file.ts): the summary names the costliest */
  profiled?: boolean;
  /** run by `npm run test:all` (and `--only`), not by `npm test` */
  allOnly?: boolean;
  /** the cores it keeps busy (1 when not said; a background step takes none: test-schedule.ts) */
  cores?: number;
};

export const STEPS: Step[] = [
  // One checker thread: the others would only take CPU from the steps beside it (5 core-seconds,
  // not 12). Incremental, as the next two (tsconfig.json says where it keeps what it found): a
  // second `npm test` checks only what changed (16 CPU s, then 3); a fresh clone checks all.
  {
    name: 'typecheck',
    command: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.', '--singleThreaded'],
    background: true,
  },
  { name: 'lint', command: ['node_modules/@biomejs/biome/bin/biome', 'check', '.'], background: true },
  // unused files, exports and dependencies (knip.jsonc); part of `npm run lint` too
  { name: 'knip', command: ['node_modules/knip/bin/knip.js', '--cache'], background: true },
  { name: 'build', command: ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts'], allOnly: true },
  // the first visit to / within its budget: prints the figure, fails over it (scripts/size.ts)
  {
    name: 'size',
    command: ['node_modules/tsx/dist/cli.mjs', 'scripts/size.ts', '--check'],
    needs: 'build',
    allOnly: true,
  },
  // what the packages weigh in a browser app, against their budgets (scripts/package-weight.ts)
  {
    name: 'package-weight',
    command: ['node_modules/tsx/dist/cli.mjs', 'scripts/package-weight.ts', '--check'],
    needs: 'build',
    allOnly: true,
  },
  // every project of vitest.config.ts but the outside teams' tools, which have a step of their own
  {
    name: 'unit',
    command: ['node_modules/vitest/vitest.mjs', 'run', '--project=!outside'],
    profiled: true,
    cores: 2,
  },
  {
    name: 'e2e',
    command: ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/e2e/vitest.config.ts'],
    needs: 'build',
    profiled: true,
    allOnly: true,
    cores: 2,
  },
  // the shared walks and journeys in WebKit, the engine of every iPhone browser (tests/webkit/):
  // one session, its figures (pages, screens, CPU seconds) printed at the end
  {
    name: 'webkit',
    command: ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/webkit/vitest.config.ts'],
    needs: 'build',
    allOnly: true,
  },
  // the packed packages installed and used on Node 22, 24 and 26 (tests/packages/consumer.packages.ts);
  // after the build, whose compiled server the mock package takes
  {
    name: 'packages',
    command: ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/packages/vitest.config.ts'],
    needs: 'build',
    allOnly: true,
  },
  // the contract as outside teams use it: backends written from the spec alone, Prism, generated
  // clients (vitest.config.ts, OUTSIDE_TESTS); CI's, not the loop's (decision 91)
  {
    name: 'outside',
    command: ['node_modules/vitest/vitest.mjs', 'run', '--project=outside'],
    profiled: true,
    allOnly: true,
  },
];

/**
 * The steps a run of scripts/test.ts takes, in order, and the names of those it leaves out:
 * `npm test` (no argument) the quick ones, `--all` every one (CI's `npm run test:all`),
 * `--only=a,b` those named.
 */
export function chooseSteps(args: string[]) {
  const only = args
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const all = args.includes('--all');
  const chosen = (step: Step) => (only ? only.includes(step.name) : all || !step.allOnly);
  return {
    steps: STEPS.filter(chosen),
    left: STEPS.filter((step) => !chosen(step)).map((step) => step.name),
  };
}
