// The contract suite: for every call of contract/calls.ts, one representative request whose
// answer must match the call's `data`, and each documented error that can be produced. The
// cases are in cases/ (by area, as in contract/calls/); every assertion is `spec` or `mock`
// (cases/kit.ts, verdict.ts). It runs against the in-process mock, or against API_BASE_URL
// (see target.ts and the README): there it only reads unless CONTRACT_WRITE=1, and the mock's
// own choices are reported as drift instead of failing (unless CONTRACT_STRICT=mock).
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, type TestContext } from 'vitest';
import { refusalFindings, sameValue, specSilentOn, successFindings } from '../../contract/answer-tiers.ts';
import { allCalls } from '../../contract/calls.ts';
import type { CallDef } from '../../contract/define-call.ts';
import { DEFAULT_REFUSAL_STYLE, refusalHttpStatus } from '../../contract/refusal-style.ts';
import { isCodeSituation, SPEC_CODES, SPEC_WORDS } from '../../contract/spec-situations.ts';
import { ENTRIES } from './cases/index.ts';
import { type Context, type Entry, type ErrorCase, type Example, FORGED_TOKEN } from './cases/kit.ts';
import { mapPathsOf, type Recording, shapeOf, valuesOf } from './drift.ts';
import { exampleName, exampleOf, type OperationExample } from './examples.ts';
import { casesWithKeys } from './fixture-needs.ts';
import { type FixtureKey, isMapped, MissingFixture, namedSoFar, naming, unfilledFixtures } from './fixtures.ts';
import { isMockMessage } from './mock-messages.ts';
import { skipReason } from './skip-reason.ts';
import {
  type Answer,
  describeExchange,
  openTarget,
  type Request,
  settings,
  type Target,
  TOKEN_PERSONA,
  waitForBase,
} from './target.ts';
import { type Annotate, driftLog, Verdict } from './verdict.ts';

let target: Target;
/**
 * The OpenAPI document's check of an answer (openapi-check.ts), where the mock's findings fail.
 * Named by a variable: the suite's package leaves it out (it would need Ajv and the document's
 * build), and runs CONTRACT_STRICT=mock on the contract's own findings.
 */
const OPENAPI_CHECK = './openapi-check.ts';
let openApiProblems: ((method: string, path: string, status: number, body: unknown) => string[]) | undefined;
beforeAll(
  async () => {
    if (settings.base && settings.waitSeconds > 0) await waitForBase(settings.base, settings.waitSeconds);
    target = await openTarget();
    // built and compiled here, not inside the first case (the suite's heaviest start-up step)
    if (!target.foreign || settings.strictMock)
      ({ openApiProblems } = (await import(OPENAPI_CHECK).catch((error: unknown) => {
        // the package's suite, against another server: the document's check is not in it
        if (target.foreign && String(error).includes('openapi-check')) return {};
        throw error;
      })) as { openApiProblems?: typeof openApiProblems });
  },
  // the in-process app loads the whole server: generous on a busy machine
  (settings.waitSeconds + 60) * 1000,
);
afterAll(() => target?.close());

// `UPDATE_OPENAPI_EXAMPLES=1 npx vitest run tests/contract/contract.test.ts` rewrites the
// document's named examples (contract/openapi-examples.json) from the answers of the seed to
// every case, successes and refusals; tests/contract/openapi.test.ts checks that each still
// fits the document. Recorded in the default refusal style, the style of the committed document.
const recordExamples =
  process.env.UPDATE_OPENAPI_EXAMPLES === '1' && !settings.base && settings.refusalStyle === DEFAULT_REFUSAL_STYLE;
const examples: Record<string, Record<string, OperationExample>> = {};
afterAll(() => {
  if (!recordExamples) return;
  const sorted = Object.fromEntries(Object.entries(examples).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync('contract/openapi-examples.json', `${JSON.stringify(sorted, null, 2)}\n`);
});

// CONTRACT_RECORD=<file> keeps what each case got back, for the drift report (drift.ts), and
// every exchange of the run in order, with its case, so that a live check can judge the same answers.
const recording: Recording = { base: settings.base ?? 'in-process mock', cases: [], exchanges: [] };
/** the case whose requests the journal holds */
let journalOf = '';
function keepExchanges() {
  if (!process.env.CONTRACT_RECORD || !target) return;
  for (const { request, as, answer } of target.journal)
    if (answer)
      recording.exchanges?.push({
        case: journalOf,
        method: request.method,
        path: request.path,
        ...(request.query && { query: request.query }),
        ...(request.body && { body: request.body }),
        as,
        ...(request.lang && { lang: request.lang }),
        status: answer.status,
        answer: answer.body ?? answer.text,
      });
}
afterAll(() => {
  keepExchanges();
  if (process.env.CONTRACT_RECORD)
    writeFileSync(process.env.CONTRACT_RECORD, `${JSON.stringify(recording, null, 1)}\n`);
});
function record(call: CallDef, name: string, answer: Answer, expected?: ErrorCase) {
  const body = answer.body as { code?: number; msg?: string } | undefined;
  recording.cases.push({
    call: call.id,
    case: name,
    method: call.method,
    path: `/api${call.path}`,
    status: answer.status,
    code: body?.code,
    msg: body?.msg,
    ...(expected && { expected: { code: expected.code, tier: expected.origin } }),
    shape: shapeOf(answer.body ?? null, '', {}, mapPathsOf(call.data)),
    values: valuesOf(answer.body ?? null),
  });
}

// The records each case names (a dry run of its requests and checks): against another server, a
// case naming one that CONTRACT_FIXTURES does not map is skipped, and says which.
/** The calls whose cases run: all of them, or those CONTRACT_ONLY names. */
const chosenCalls = allCalls.filter((call) => !settings.only || settings.only.has(call.id));
const caseKeys = await casesWithKeys(chosenCalls, !settings.base);
const unmapped = (call: CallDef, name: string) =>
  settings.base ? [...(caseKeys.get(`${call.id} ${name}`)?.keys ?? [])].filter((key) => !isMapped(key)) : [];
/** In-process, the records each case named as it ran: its dry run must have found them all. */
const namedAtRun = new Map<string, Set<FixtureKey>>();

// The summary (printed by reporter.ts, and written as JSON to CONTRACT_REPORT=<file>): the red
// cases and what failed them, the drift, and a hint when most lookups (success cases that name
// a record) found nothing or some fixtures were left as the template's text.
const successes = { lookups: 0, notFound: 0 };
/** The cases that failed, and the findings that failed each. */
const red: string[] = [];
const failures: Record<string, string[]> = {};
afterAll(() => {
  if (!target?.foreign) return;
  const hints = [
    ...(successes.lookups > 0 && successes.notFound * 2 > successes.lookups
      ? [
          `${successes.notFound} of ${successes.lookups} lookups answered code -1 (not found): check that CONTRACT_FIXTURES maps the cases' records to records of this server playing the same roles.`,
        ]
      : []),
    ...(unfilledFixtures.length
      ? [
          `CONTRACT_FIXTURES still has the template’s text for ${unfilledFixtures.join(', ')}: the cases naming them are skipped.`,
        ]
      : []),
  ];
  const hint = hints.join('\n') || undefined;
  if (hint) console.log(hint);
  if (process.env.CONTRACT_REPORT)
    writeFileSync(
      process.env.CONTRACT_REPORT,
      `${JSON.stringify({ red, failures, drift: driftLog, hint, successes }, null, 1)}\n`,
    );
});

/** The case's request and answer (the last sent), kept as a named example of its operation. */
function keepExample(call: CallDef, name: string, refusal?: ErrorCase) {
  const sent = target.journal.at(-1);
  if (!recordExamples || !sent?.answer || (call.produces && !refusal)) return;
  const encrypted = target.journal.findLast((e) => e.request.path === '/api/common/encrypt');
  const kept = examples[call.id] ?? {};
  examples[call.id] = kept;
  kept[exampleName(Object.keys(kept), name, refusal?.code)] = exampleOf(
    sent.request,
    sent.answer,
    call.encrypted ? encrypted?.request.body : undefined,
    { summary: name, ...(refusal ? { http: refusal.http } : {}) },
  );
}

async function run(
  call: CallDef,
  example: Example,
  persona: string | null,
  forgedToken = false,
  lang?: Request['lang'],
): Promise<Answer> {
  const token = forgedToken ? FORGED_TOKEN : persona ? await target.token(persona) : undefined;
  const as = forgedToken ? 'a forged token' : (persona ?? 'no token');
  const ctx: Context = {
    foreign: target.foreign,
    async encrypt(payload) {
      const answer = await target.send({ method: 'POST', path: '/api/common/encrypt', body: payload }, as);
      const encrypted = (answer.body as { data?: { data_encrypted?: string } } | undefined)?.data?.data_encrypted;
      if (!encrypted) throw new Error(`common/encrypt refused ${JSON.stringify(payload)}: ${answer.text}`);
      return encrypted;
    },
    send: (request) => target.send({ ...request, token }, as),
  };
  let shape: Awaited<ReturnType<Example>>;
  try {
    shape = await example(ctx);
  } catch (error) {
    throw error instanceof MissingFixture ? error : new RequestNotBuilt(call, error);
  }
  return target.send(
    {
      method: call.method,
      path: shape.path ?? `/api${call.path}`,
      query: shape.query,
      body: shape.body,
      multipart: shape.multipart,
      token,
      lang,
    },
    as,
  );
}

/** A case whose request could not be made (a call it asks first refused, or answered something else). */
class RequestNotBuilt extends Error {
  constructor(
    readonly call: CallDef,
    cause: unknown,
  ) {
    super(`the request could not be made: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/**
 * Sends the case's requests. Where the spec lists nothing of the call, a request that could not
 * be made (this server lacks a call it needs first, such as upload/image) is drift, not a red case.
 */
async function sendCase(verdict: Verdict, call: CallDef, send: () => Promise<Answer>): Promise<Answer | undefined> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof RequestNotBuilt && specSilentOn(call))) throw error;
    verdict.fail('mock', 'the request', error.message.slice(0, 300));
    return undefined;
  }
}

const describeAnswer = (answer: Answer) => `HTTP ${answer.status} ${answer.contentType}: ${answer.text.slice(0, 500)}`;

/**
 * Every JSON answer of the case conforms to the OpenAPI document too (the mock's whole
 * contract). Where mock findings are only drift, the document's problems would repeat them.
 */
function checkAnswersAgainstTheDocument(verdict: Verdict) {
  const problemsOf = openApiProblems;
  if (verdict.lenient || !problemsOf) return;
  const problems = target.journal.flatMap(({ request, answer }) =>
    answer?.contentType.includes('json')
      ? problemsOf(request.method, request.path, answer.status, answer.body).map(
          (problem) => `${request.method} ${request.path} → HTTP ${answer.status}: ${problem}`,
        )
      : [],
  );
  for (const problem of problems) verdict.fail('mock', 'the OpenAPI document', problem);
}

/** Each test prints the requests it sent (as curl commands) when it fails. */
function printRequestsOnFailure(call: CallDef, name: string, verdict: Verdict) {
  keepExchanges();
  journalOf = `${call.id} ${name}`;
  target.journal.length = 0;
  onTestFailed(() => {
    red.push(`${call.id} ${name}`);
    failures[`${call.id} ${name}`] = verdict.failures();
    console.error(`requests of this case (${target.name}):\n${target.journal.map(describeExchange).join('\n')}`);
  });
}

const verdictOf = (call: CallDef, name: string) => new Verdict(call.id, name, target.foreign && !settings.strictMock);

async function checkSuccess(
  call: CallDef,
  entry: Pick<Entry, 'spec' | 'mock' | 'situation'>,
  name: string,
  request: Example,
  persona: string | null,
  annotate: Annotate,
  undo?: Example,
) {
  const verdict = verdictOf(call, name);
  printRequestsOnFailure(call, name, verdict);
  const namedBefore = namedSoFar();
  const answer = await sendCase(verdict, call, () => run(call, request, persona));
  if (!answer) return verdict.finish('', annotate);
  record(call, name, answer);
  if (namedSoFar() > namedBefore) {
    successes.lookups++;
    if (sameValue((answer.body as { code?: unknown } | undefined)?.code, -1)) successes.notFound++;
  }
  const specOk = verdict.add(successFindings(call, answer, entry.situation), 'spec');
  if (!call.produces && verdict.findings.every((f) => f.what !== 'the call')) {
    const data = (answer.body as { data?: unknown } | undefined)?.data;
    if (entry.spec && specOk) verdict.check('spec', 'what the spec says it shows', () => entry.spec?.(data, answer));
    if (entry.mock) verdict.check('mock', 'what the mock shows', () => entry.mock?.(data, answer));
    keepExample(call, name);
    if (undo) {
      const undone = await run(call, undo, persona);
      verdict.check('mock', 'undone', () => expect(undone.status).toBe(200));
    }
    checkAnswersAgainstTheDocument(verdict);
  }
  await verdict.finish(describeAnswer(answer), annotate);
}

async function checkRefusal(call: CallDef, error: ErrorCase, persona: string | null, annotate: Annotate) {
  const verdict = verdictOf(call, error.name);
  printRequestsOnFailure(call, error.name, verdict);
  expect(call.errors, 'the case is one of the call’s documented errors').toContainEqual(
    expect.objectContaining({ http: error.http, code: error.code }),
  );
  // the spec gives its words in English: a case of its words asks for English
  const english = Boolean(error.spec || (error.situation && !isCodeSituation(error.situation)));
  const answer = await sendCase(verdict, call, async () => {
    if (error.before) await run(call, error.before, persona);
    return run(call, error.request, persona, error.forgedToken, english ? 'en' : undefined);
  });
  if (!answer) return verdict.finish('', annotate);
  record(call, error.name, answer, error);
  keepExample(call, error.name, error);
  const expected = { http: error.http, code: error.code, tier: error.origin, situation: error.situation, english };
  verdict.add(refusalFindings(call, answer, expected, settings.refusalStyle));
  if (verdict.findings.every((f) => f.what !== 'the call')) {
    const msg = String((answer.body as { msg?: unknown } | undefined)?.msg ?? '');
    if (error.spec) verdict.check('spec', 'the message', () => error.spec?.(msg));
    if (error.mock) verdict.check('mock', 'the message', () => error.mock?.(msg));
    // a refusal of a call that writes, whose message the spec does not give: the mock's wording
    if (call.writes && !error.spec && !error.mock)
      verdict.check('mock', 'the message: one of the mock’s (contract/messages.ts)', () =>
        expect(isMockMessage(msg), `msg ${JSON.stringify(msg)}`).toBe(true),
      );
    checkAnswersAgainstTheDocument(verdict);
  }
  await verdict.finish(describeAnswer(answer), annotate);
}

/**
 * Runs a case, keeping the records it names; one that CONTRACT_FIXTURES lacks and that its dry
 * run did not find skips the case, naming it.
 */
async function runCase(call: CallDef, name: string, context: TestContext, check: () => Promise<void>) {
  const keys = new Set<FixtureKey>();
  namedAtRun.set(`${call.id} ${name}`, keys);
  try {
    await naming(keys, check);
  } catch (error) {
    if (error instanceof MissingFixture) context.skip(error.message);
    throw error;
  }
}

describe(`contract (${settings.base ?? 'in-process mock'})`, () => {
  it('has a request for every call of contract/calls.ts, and none for calls that do not exist', () => {
    const ids = allCalls.map((call) => call.id);
    expect(
      ids.filter((id) => !ENTRIES[id]),
      'calls without an entry in tests/contract/cases/',
    ).toEqual([]);
    expect(
      Object.keys(ENTRIES).filter((id) => !ids.includes(id)),
      'entries for calls that do not exist',
    ).toEqual([]);
  });

  it('has a case for every documented error of every call', () => {
    const missing = allCalls.flatMap((call) =>
      call.errors
        .filter((error) => !ENTRIES[call.id]?.errors.some((c) => c.http === error.http && c.code === error.code))
        .map((error) => `${call.id}: HTTP ${error.http} code ${error.code} (${error.when})`),
    );
    expect(missing).toEqual([]);
  });

  it('brings about each situation of the spec’s rules on each call they name it for, and on no other', () => {
    const named = new Set<string>();
    for (const [id, entry] of Object.entries(ENTRIES)) {
      if (entry.situation) named.add(`${entry.situation} ${id}`);
      for (const error of entry.errors) if (error.situation) named.add(`${error.situation} ${id}`);
    }
    const rules = Object.entries({ ...SPEC_CODES, ...SPEC_WORDS }).flatMap(([situation, { calls }]) =>
      calls.map((id) => `${situation} ${id}`),
    );
    expect([...named].sort()).toEqual(rules.sort());
  });

  /** Why a case cannot run here, or null: the target's settings, then the records the fixtures lack. */
  const whyNot = (call: CallDef, name: string, options: Parameters<typeof skipReason>[2]) => {
    const missing = unmapped(call, name);
    return (
      skipReason(settings, call, options) ??
      (missing.length
        ? `needs ${missing.join(', ')} in CONTRACT_FIXTURES (the fixtures template says what each is)`
        : null)
    );
  };

  for (const call of chosenCalls) {
    const entry = ENTRIES[call.id];
    if (!entry) continue;
    describe(call.id, () => {
      const persona = entry.persona ?? (call.auth === 'required' ? TOKEN_PERSONA : null);
      const successes = [
        {
          name: 'success',
          request: entry.ok,
          spec: entry.spec,
          mock: entry.mock,
          undo: entry.undo,
          situation: entry.situation,
        },
        ...(entry.alsoOk ?? []),
      ];
      for (const ok of successes) {
        const title =
          ok.name === 'success' ? `success: ${call.method} ${call.path} answers the contract` : `success ${ok.name}`;
        const reason = whyNot(call, ok.name, {
          writes: Boolean(entry.writes),
          persona,
          mockOnly: entry.mockOnly,
          readOnlyWith: entry.readOnlyWith,
        });
        if (reason) it.skip(`${title}: skipped, ${reason}`, () => {});
        else
          it(title, (context) =>
            runCase(call, ok.name, context, () =>
              checkSuccess(
                call,
                ok,
                ok.name,
                ok.request,
                persona,
                context.annotate,
                'undo' in ok ? ok.undo : undefined,
              ),
            ),
          );
      }

      for (const error of entry.errors) {
        const casePersona = error.persona === undefined ? persona : error.persona;
        const reason = whyNot(call, error.name, {
          writes: Boolean(error.before),
          persona: casePersona,
          mockOnly: error.mockOnly,
        });
        const title = `${error.name}: HTTP ${refusalHttpStatus(error.http, settings.refusalStyle)}, code ${error.code} (${error.origin})`;
        if (reason) it.skip(`${title}: skipped, ${reason}`, () => {});
        else
          it(title, (context) =>
            runCase(call, error.name, context, () => checkRefusal(call, error, casePersona, context.annotate)),
          );
      }
    });
  }

  // in-process every case runs: what each named must be what its dry run found, or another
  // server would be sent a request naming a record its fixtures were never asked for
  if (!settings.base)
    it('names no record its dry run did not find', () => {
      const missed = [...namedAtRun].flatMap(([name, keys]) =>
        [...keys].filter((key) => !caseKeys.get(name)?.keys.has(key)).map((key) => `${name}: ${key}`),
      );
      expect(missed).toEqual([]);
    });
});
