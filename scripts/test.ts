// npm test: everything CI checks, at once, and every step runs even when another fails, so one
// run reports every problem. The browser journeys are the longest step and need the build, so
// they start as soon as the build is done, beside the unit, component, API and contract tests;
// type-checking and lint, which have no time limits to keep, run at a lower priority (nice 10)
// in the time the others leave.
// Each step's output is printed whole when it ends, then a summary with the time of each step.
// `npm test -- --only=unit,e2e` runs some steps; the names are those of the summary.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

type Step = { name: string; command: string[]; needs?: string; background?: boolean };
type Result = { name: string; ok: boolean; seconds: number; skipped?: string };

const STEPS: Step[] = [
  // one checker thread: the others would only take CPU from the steps beside it (5 core-seconds, not 12)
  {
    name: 'typecheck',
    command: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.', '--singleThreaded'],
    background: true,
  },
  { name: 'lint', command: ['node_modules/@biomejs/biome/bin/biome', 'check', '.'], background: true },
  { name: 'build', command: ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts'] },
  { name: 'unit', command: ['node_modules/vitest/vitest.mjs', 'run'] },
  {
    name: 'e2e',
    command: ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/e2e/vitest.config.ts'],
    needs: 'build',
  },
];

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

function run(step: Step): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, step.command, {
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (step.background && child.pid) setPriority(child.pid, 10);
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      process.stdout.write(`\n━━ ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s ━━\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name: step.name, ok, seconds });
    });
  });
}

const started = performance.now();
const running = new Map<string, Promise<Result>>();
const runStep = async (step: Step): Promise<Result> => {
  if (step.needs) {
    const needed = await running.get(step.needs);
    if (needed && !needed.ok) return { name: step.name, ok: false, seconds: 0, skipped: `${step.needs} failed` };
  }
  return run(step);
};
for (const step of STEPS.filter((step) => !only || only.includes(step.name))) running.set(step.name, runStep(step));
const results = await Promise.all(running.values());

const total = (performance.now() - started) / 1000;
console.log('\n━━ summary ━━');
for (const { name, ok, seconds, skipped } of results)
  console.log(
    `${ok ? 'pass' : 'FAIL'}  ${name.padEnd(10)} ${skipped ? `not run: ${skipped}` : `${seconds.toFixed(0)} s`}`,
  );
console.log(`total ${total.toFixed(0)} s`);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
