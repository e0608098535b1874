#!/usr/bin/env node
// The contract suite as a command (`npx @treasure-center/contract --base https://… --fixtures
// f.json`; `npm run contract:fixtures` and `contract:drift` in the repository): the same runner,
// cases and output as `npm run test:contract` against API_BASE_URL,
// for a team without a checkout. Its options set the suite's variables (docs/contract-suite.md);
// a variable already set stands unless an option says otherwise. Two more commands print the
// fixtures template and compare two recordings. Exits 1 when a case is red, 2 on a wrong option.
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `usage (npx @treasure-center/contract, or treasure-center-contract where it is installed):
  npx @treasure-center/contract --base <url> [options]   run the suite against your backend
  npx @treasure-center/contract fixtures [--read-only]    print the fixtures template
  npx @treasure-center/contract drift <a.json> <b.json> [report.md] [--all]
                                                         compare two runs recorded with --record
options of a run (each sets the variable named, docs/contract-suite.md):
  --base <url>            API_BASE_URL: your backend (a path prefix is kept)
  --tokens <file>         CONTRACT_TOKENS: a bearer token per persona
  --fixtures <file|seed>  CONTRACT_FIXTURES: your records playing the cases' roles
  --write                 CONTRACT_WRITE=1: also the cases that write
  --provisional           CONTRACT_PROVISIONAL=1: also the calls the spec does not list
  --strict mock           CONTRACT_STRICT=mock: drift is red too
  --refusal-style <style> CONTRACT_REFUSAL_STYLE: body (default) or http
  --nt-code <code>        CONTRACT_NT_CODE: a fresh login code of the master's account
  --wait <seconds>        CONTRACT_WAIT_SECONDS: wait for a backend that is starting
  --report <file>         CONTRACT_REPORT: the run's summary as JSON
  --record <file>         CONTRACT_RECORD: what each case got back, for drift
  --junit <file>          a JUnit report too
  --only <calls>          CONTRACT_ONLY: only the cases of these calls (goods.info,auth.me)`;

const OPTIONS = {
  base: { type: 'string' },
  tokens: { type: 'string' },
  fixtures: { type: 'string' },
  write: { type: 'boolean' },
  provisional: { type: 'boolean' },
  strict: { type: 'string' },
  'refusal-style': { type: 'string' },
  'nt-code': { type: 'string' },
  wait: { type: 'string' },
  report: { type: 'string' },
  record: { type: 'string' },
  junit: { type: 'string' },
  only: { type: 'string' },
  'read-only': { type: 'boolean' },
  all: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The variables a run's options set. */
const VARIABLES = {
  base: 'API_BASE_URL',
  tokens: 'CONTRACT_TOKENS',
  fixtures: 'CONTRACT_FIXTURES',
  strict: 'CONTRACT_STRICT',
  'refusal-style': 'CONTRACT_REFUSAL_STYLE',
  'nt-code': 'CONTRACT_NT_CODE',
  wait: 'CONTRACT_WAIT_SECONDS',
  report: 'CONTRACT_REPORT',
  record: 'CONTRACT_RECORD',
  only: 'CONTRACT_ONLY',
} as const;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

/** The suite's variables from the options, over those already set. */
export function variablesOf(values: Partial<Record<keyof typeof OPTIONS, string | boolean>>) {
  const env: Record<string, string> = {};
  for (const [option, variable] of Object.entries(VARIABLES)) {
    const value = values[option as keyof typeof VARIABLES];
    if (typeof value === 'string') env[variable] = value;
  }
  if (values.write) env.CONTRACT_WRITE = '1';
  if (values.provisional) env.CONTRACT_PROVISIONAL = '1';
  return env;
}

async function run(values: Partial<Record<keyof typeof OPTIONS, string | boolean>>) {
  Object.assign(process.env, variablesOf(values), { NODE_ENV: process.env.NODE_ENV ?? 'test' });
  if (!process.env.API_BASE_URL) fail('--base (or API_BASE_URL) names the backend to check.');
  // the suite's settings, read as the suite reads them: a wrong one is said before vitest starts
  await Promise.all([import('./target.ts'), import('./fixtures.ts')]).catch((error: Error) => fail(error.message));
  const here = dirname(fileURLToPath(import.meta.url));
  const [{ startVitest }, { ContractReporter }] = await Promise.all([import('vitest/node'), import('./reporter.ts')]);
  // the suite's file beside this one: TypeScript in the repository, compiled in the package
  const suite = `contract.test${extname(fileURLToPath(import.meta.url))}`;
  const junit = typeof values.junit === 'string' ? values.junit : undefined;
  await startVitest('test', [], {
    root: here,
    config: false,
    include: [suite],
    // the installed package is under node_modules: its suite is not a dependency to leave out
    exclude: [],
    watch: false,
    testTimeout: 30_000,
    hookTimeout: (Number(process.env.CONTRACT_WAIT_SECONDS ?? 0) + 60) * 1000,
    reporters: [new ContractReporter(), ...(junit ? [['junit', { outputFile: junit }] as ['junit', object]] : [])],
  });
  process.exit(process.exitCode ?? 0);
}

async function main(args: string[]) {
  const [command] = args;
  const rest = command === 'fixtures' || command === 'drift' ? args.slice(1) : args;
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: rest, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    fail((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (command === 'fixtures') {
    const [{ allCalls }, { fixtureTemplate }] = await Promise.all([
      import('../../contract/calls.ts'),
      import('./fixture-needs.ts'),
    ]);
    process.stdout.write(await fixtureTemplate(allCalls, Boolean(values['read-only'])));
    return;
  }
  if (command === 'drift') {
    const [fileA, fileB, out] = positionals;
    if (!fileA || !fileB) fail('drift compares two recordings: <a.json> <b.json>');
    const { driftReport } = await import('./drift.ts');
    const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
    const report = driftReport(read(fileA), read(fileB), { all: Boolean(values.all) });
    if (out) writeFileSync(out, `${report}\n`);
    process.stdout.write(`${report}\n`);
    return;
  }
  if (positionals.length) fail(`unknown command: ${positionals.join(' ')}`);
  await run(values);
}

// run as a command (npx reaches it through a link in node_modules/.bin), not when imported
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url)))
  await main(process.argv.slice(2));
