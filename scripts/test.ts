// npm test: the three-minute loop (decision 28): type-check, lint, knip and the unit, component,
// API and contract tests. `npm run test:all` (what CI runs) adds the build and the browser
// journeys, which start as soon as the build is done, beside the unit tests. Type-checking and
// lint, which have no time limits to keep, run at a lower priority (nice 10) in the time the
// others leave. Every step runs even when another fails, so one run reports every problem.
// Each step's output is printed whole when it ends, then a summary with the time and the CPU of
// each step, the machine's load and the browser the journeys used: a slow run says why.
// `npm test -- --only=unit,e2e` runs some steps; the names are those of the summary.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, setPriority } from 'node:os';
import { CHROMIUM_PATH } from '../tests/e2e/support/paths.ts';
import { cpuCountedBy, stepCpu } from './step-cpu.ts';
import { costliestFiles } from './test-profile.ts';
import { coreBudget, startable } from './test-schedule.ts';
import { chooseSteps, STEPS, type Step } from './test-steps.ts';

const PROFILE_DIR = 'test-results/cpu';
mkdirSync(PROFILE_DIR, { recursive: true });

type Result = { name: string; ok: boolean; seconds: number; cpuSeconds?: number; skipped?: string };

const { steps: chosenSteps, left } = chooseSteps(process.argv.slice(2));

const profileOf = (step: Step) => (step.profiled ? `${PROFILE_DIR}/${step.name}.jsonl` : undefined);

function run(step: Step): Promise<Result> {
  const started = performance.now();
  const profile = profileOf(step);
  if (profile) writeFileSync(profile, '');
  return new Promise((resolve) => {
    const account = stepCpu(step.name);
    const child = account.spawn(step.command, {
      env: {
        ...process.env,
        FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
        ...(profile && { TEST_CPU_PROFILE: profile }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (step.background && child.pid) setPriority(child.pid, 10);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', async (code) => {
      const seconds = (performance.now() - started) / 1000;
      const cpuSeconds = await account.close();
      const ok = code === 0;
      process.stdout.write(`\n━━ ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s ━━\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name: step.name, ok, seconds, cpuSeconds });
    });
  });
}

const started = performance.now();
const [loadAtStart = 0] = loadavg();
const budget = coreBudget(process.env, cpus().length);
const chosen = new Set(chosenSteps.map((step) => step.name));
const waiting = [...chosenSteps];
const runningNow: Step[] = [];
const ended = new Map<string, Result>();
await new Promise<void>((allDone) => {
  const schedule = () => {
    const { start, skip } = startable(waiting, runningNow, ended, chosen, budget);
    for (const { step, because } of skip) {
      waiting.splice(waiting.indexOf(step), 1);
      ended.set(step.name, { name: step.name, ok: false, seconds: 0, skipped: because });
    }
    for (const step of start) {
      waiting.splice(waiting.indexOf(step), 1);
      runningNow.push(step);
      void run(step).then((result) => {
        runningNow.splice(runningNow.indexOf(step), 1);
        ended.set(step.name, result);
        schedule();
      });
    }
    if (skip.length > 0 && start.length === 0) schedule();
    else if (waiting.length === 0 && runningNow.length === 0) allDone();
  };
  schedule();
});
const results = chosenSteps.map((step) => ended.get(step.name) as Result);

const total = (performance.now() - started) / 1000;
const cpu = (seconds: number | undefined) =>
  seconds === undefined || Number.isNaN(seconds) ? '' : `, ${seconds.toFixed(0)} CPU s`;
console.log(`\n━━ summary (wall time, CPU seconds of everything the step ran, counted by ${cpuCountedBy()}) ━━`);
for (const { name, ok, seconds, cpuSeconds, skipped } of results)
  console.log(
    `${ok ? 'pass' : 'FAIL'}  ${name.padEnd(10)} ${skipped ? `not run: ${skipped}` : `${seconds.toFixed(0)} s${cpu(cpuSeconds)}`}`,
  );
// where the CPU of the tests went, so that a step that grew says which files grew it
for (const step of STEPS) {
  const profile = profileOf(step);
  const result = results.find((one) => one.name === step.name);
  if (profile && result && !result.skipped)
    console.log(costliestFiles(step.name, readFileSync(profile, 'utf8'), result.cpuSeconds));
}
const cpuTotal = results.reduce((sum, result) => sum + (result.cpuSeconds ?? 0), 0);
console.log(
  `total ${total.toFixed(0)} s${cpu(cpuTotal)} on ${cpus().length} cores, ${Number.isFinite(budget) ? `steps given ${budget} cores at a time` : 'every step started as soon as it could'}`,
);
// What a slow run is most often explained by: other work on the machine, or the full Chromium
// (about half as much CPU again as its headless shell) when the shell is not installed.
console.log(`load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`);
if (results.some((result) => result.name === 'e2e')) console.log(`browser journeys ran in ${CHROMIUM_PATH}`);
if (left.length > 0) console.log(`not run: ${left.join(', ')} (\`npm run test:all\` runs every step, as CI does)`);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
