// Which records each contract case names, found by a dry run of its requests and checks (no
// request is sent: the answers it reads are `anything`). Against another server a case whose
// records CONTRACT_FIXTURES does not map is skipped before it runs, naming the keys; the
// template of `npm run contract:fixtures` says which runs need each key. The in-process run
// checks that a case names no record its dry run missed (contract.test.ts).
import type { CallDef } from '../../contract/define-call.ts';
import { ENTRIES } from './cases/index.ts';
import { type Check, type Context, type Example, isMockOnlyCheck } from './cases/kit.ts';
import { ROLES } from './fixture-roles.ts';
import { type FixtureKey, naming, roleOf } from './fixtures.ts';
import { skipReason } from './skip-reason.ts';
import { TOKEN_PERSONA } from './target.ts';

/** Anything at all: every property, call or conversion of it gives it again. */
// biome-ignore lint/suspicious/noExplicitAny: a stand-in for any answer a case may read
const anything: any = new Proxy(() => {}, {
  get: (_target, key) =>
    key === Symbol.toPrimitive
      ? () => 'anything'
      : key === 'then'
        ? undefined
        : key === Symbol.iterator
          ? [].values
          : anything,
  apply: () => anything,
});

const dryContext: Context = {
  foreign: true,
  encrypt: async () => 'dry-run',
  send: async () => ({ status: 200, contentType: 'application/json', body: anything, text: '' }),
};
const dryAnswer = { status: 200, contentType: 'application/json', body: anything, text: '' };

type Steps = {
  requests: (Example | undefined)[];
  checks?: (Check | undefined)[];
  messages?: (((msg: string) => void) | undefined)[];
};

/** The keys a case's steps name: each run dry, whatever it throws once it has read `anything`. */
async function keysOf(
  { requests, checks = [], messages = [] }: Steps,
  withMockOnlyChecks: boolean,
): Promise<Set<FixtureKey>> {
  const keys = new Set<FixtureKey>();
  const dry = async (step: () => unknown) => {
    try {
      await naming(keys, step, true);
    } catch {
      // a step that fails on `anything`: the keys it named before are kept
    }
  };
  for (const request of requests) if (request) await dry(() => request(dryContext));
  for (const check of checks)
    if (check && (withMockOnlyChecks || !isMockOnlyCheck(check))) await dry(() => check(anything, dryAnswer));
  for (const message of messages) if (message) await dry(() => message(''));
  return keys;
}

export type CaseOfCall = {
  call: string;
  case: string;
  /** what it takes to run it on another server, as skip-reason.ts reads it */
  writes: boolean;
  persona: string | null;
  mockOnly?: string;
  keys: Set<FixtureKey>;
};

/**
 * Every case of `calls`, with the keys it names, by `call case` (as the run names them).
 * `withMockOnlyChecks`: also the keys of the checks that run only on the mock.
 */
export async function casesWithKeys(
  calls: readonly CallDef[],
  withMockOnlyChecks = false,
): Promise<Map<string, CaseOfCall>> {
  const cases = new Map<string, CaseOfCall>();
  for (const call of calls) {
    const entry = ENTRIES[call.id];
    if (!entry) continue;
    const persona = entry.persona ?? (call.auth === 'required' ? TOKEN_PERSONA : null);
    const add = (name: string, c: Omit<CaseOfCall, 'call' | 'case'>) =>
      cases.set(`${call.id} ${name}`, { call: call.id, case: name, ...c });
    const ok = { writes: Boolean(entry.writes), persona, mockOnly: entry.mockOnly };
    add('success', {
      ...ok,
      keys: await keysOf({ requests: [entry.ok, entry.undo], checks: [entry.spec, entry.mock] }, withMockOnlyChecks),
    });
    for (const also of entry.alsoOk ?? [])
      add(also.name, {
        ...ok,
        keys: await keysOf({ requests: [also.request], checks: [also.spec, also.mock] }, withMockOnlyChecks),
      });
    for (const error of entry.errors)
      add(error.name, {
        writes: Boolean(error.before),
        persona: error.persona === undefined ? persona : error.persona,
        mockOnly: error.mockOnly,
        keys: await keysOf(
          { requests: [error.before, error.request], messages: [error.spec, error.mock] },
          withMockOnlyChecks,
        ),
      });
  }
  return cases;
}

const RUNS = [
  { label: 'read-only', write: false, provisional: false },
  { label: 'CONTRACT_WRITE=1', write: true, provisional: false },
  { label: 'CONTRACT_PROVISIONAL=1', write: false, provisional: true },
  { label: 'CONTRACT_WRITE=1 CONTRACT_PROVISIONAL=1', write: true, provisional: true },
] as const;

/** The first kind of run (read-only first) that runs a case naming `key` on another server. */
function firstRunNeeding(key: FixtureKey, calls: readonly CallDef[], cases: Map<string, CaseOfCall>) {
  const every = Object.fromEntries(
    [TOKEN_PERSONA, ...[...cases.values()].map((c) => c.persona)].map((p) => [p ?? '', 'token']),
  );
  return RUNS.find((run) =>
    [...cases.values()].some((c) => {
      const call = calls.find((x) => x.id === c.call);
      const settings = { base: 'another server', write: run.write, provisional: run.provisional, tokens: every };
      return (
        c.keys.has(key) &&
        call !== undefined &&
        skipReason(settings, call, { writes: c.writes, persona: c.persona, mockOnly: c.mockOnly }) === null
      );
    }),
  )?.label;
}

/**
 * The template of CONTRACT_FIXTURES: every record the cases name, with the first kind of run
 * that needs it and what it must be (`[read-only] the showcase…`). `readOnly`: only the keys a
 * read-only run needs.
 */
export async function fixtureTemplate(calls: readonly CallDef[], readOnly = false): Promise<string> {
  const cases = await casesWithKeys(calls);
  const template: Record<string, Record<string, string>> = {};
  for (const [kind, ids] of Object.entries(ROLES))
    for (const id of Object.keys(ids)) {
      const key = `${kind}.${id}`;
      const run = firstRunNeeding(key, calls, cases);
      // a record only the mock's own checks name is never needed elsewhere
      if (!run || (readOnly && run !== 'read-only')) continue;
      template[kind] = { ...template[kind], [id]: `[${run}] ${roleOf(key)}` };
    }
  return `${JSON.stringify(template, null, 2)}\n`;
}
