// The contract suite: for every call of contract/calls.ts, one representative request whose
// answer must match the call's `data`, and each documented error that can be produced. The
// cases are in cases/ (by area, as in contract/calls/); every assertion is `spec` or `mock`
// (cases/kit.ts, verdict.ts). It runs against the in-process mock, or against API_BASE_URL
// (see target.ts and the README): there it only reads unless CONTRACT_WRITE=1, and the mock's
// own choices are reported as drift instead of failing (unless CONTRACT_STRICT=mock).
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { specDataOf, specEnvelope } from '../../contract/answer-check.ts';
import { allCalls } from '../../contract/calls.ts';
import type { CallDef } from '../../contract/define-call.ts';
import { okEnvelope } from '../../contract/envelope.ts';
import { DEFAULT_REFUSAL_STYLE, refusalHttpStatus } from '../../contract/refusal-style.ts';
import { ENTRIES } from './cases/index.ts';
import { type Context, type Entry, type ErrorCase, type Example, FORGED_TOKEN, type Origin } from './cases/kit.ts';
import { mapPathsOf, type Recording, shapeOf, valuesOf } from './drift.ts';
import { exampleName, exampleOf, type OperationExample } from './examples.ts';
import { fixturesGiven, namedSoFar } from './fixtures.ts';
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
beforeAll(
  async () => {
    if (settings.base && settings.waitSeconds > 0) await waitForBase(settings.base, settings.waitSeconds);
    target = await openTarget();
    // where the mock's findings fail, every case checks the OpenAPI document: built and compiled
    // here, not inside the first case (the suite's heaviest start-up step)
    if (!target.foreign || settings.strictMock) await import('./openapi-check.ts');
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

// CONTRACT_RECORD=<file> keeps what each case got back, for the drift report (drift.ts).
const recording: Recording = { base: settings.base ?? 'in-process mock', cases: [] };
afterAll(() => {
  if (process.env.CONTRACT_RECORD)
    writeFileSync(process.env.CONTRACT_RECORD, `${JSON.stringify(recording, null, 1)}\n`);
});
function record(call: CallDef, name: string, answer: Answer) {
  const body = answer.body as { code?: number; msg?: string } | undefined;
  recording.cases.push({
    call: call.id,
    case: name,
    method: call.method,
    path: `/api${call.path}`,
    status: answer.status,
    code: body?.code,
    msg: body?.msg,
    shape: shapeOf(answer.body ?? null, '', {}, mapPathsOf(call.data)),
    values: valuesOf(answer.body ?? null),
  });
}

// The summary: the drift (what the mock does that this server does not), and a hint when most
// lookups (success cases that name a record) found nothing. CONTRACT_REPORT=<file> also writes it as JSON.
const successes = { lookups: 0, notFound: 0 };
/** The cases that failed. */
const red: string[] = [];
afterAll(() => {
  if (!target?.foreign) return;
  const lines = [`Contract drift against the mock (${driftLog.length} cases; CONTRACT_STRICT=mock fails them):`];
  for (const d of driftLog) lines.push(`  ${d.call} ${d.case}`, ...d.notes.map((note) => `    ~ ${note}`));
  const hint =
    successes.lookups > 0 && successes.notFound * 2 > successes.lookups
      ? `${successes.notFound} of ${successes.lookups} lookups answered code -1 (not found): the cases name the mock's records. ` +
        (fixturesGiven
          ? 'Check that CONTRACT_FIXTURES maps them to records of this server playing the same roles.'
          : 'Set CONTRACT_FIXTURES to a file mapping them to this server’s records (`npm run contract:fixtures` prints its template).')
      : undefined;
  if (hint) lines.push('', hint);
  console.log(lines.join('\n'));
  if (process.env.CONTRACT_REPORT)
    writeFileSync(
      process.env.CONTRACT_REPORT,
      `${JSON.stringify({ red, drift: driftLog, hint, successes }, null, 1)}\n`,
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
  const shape = await example(ctx);
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

const describeAnswer = (answer: Answer) => `HTTP ${answer.status} ${answer.contentType}: ${answer.text.slice(0, 500)}`;

/**
 * Every JSON answer of the case conforms to the OpenAPI document too (the mock's whole
 * contract). Where mock findings are only drift, the document's problems would repeat them.
 */
async function checkAnswersAgainstTheDocument(verdict: Verdict) {
  if (verdict.lenient) return;
  // loaded only where it is used (see beforeAll)
  const { openApiProblems } = await import('./openapi-check.ts');
  const problems = target.journal.flatMap(({ request, answer }) =>
    answer?.contentType.includes('json')
      ? openApiProblems(request.method, request.path, answer.status, answer.body).map(
          (problem) => `${request.method} ${request.path} → HTTP ${answer.status}: ${problem}`,
        )
      : [],
  );
  for (const problem of problems) verdict.fail('mock', 'the OpenAPI document', problem);
}

/** Each test prints the requests it sent (as curl commands) when it fails. */
function printRequestsOnFailure(call: CallDef, name: string) {
  target.journal.length = 0;
  onTestFailed(() => {
    red.push(`${call.id} ${name}`);
    console.error(`requests of this case (${target.name}):\n${target.journal.map(describeExchange).join('\n')}`);
  });
}

const verdictOf = (call: CallDef, name: string) => new Verdict(call.id, name, target.foreign && !settings.strictMock);

async function checkSuccess(
  call: CallDef,
  entry: Pick<Entry, 'spec' | 'mock'>,
  name: string,
  request: Example,
  persona: string | null,
  annotate: Annotate,
  undo?: Example,
) {
  printRequestsOnFailure(call, name);
  const namedBefore = namedSoFar();
  const answer = await run(call, request, persona);
  record(call, name, answer);
  if (namedSoFar() > namedBefore) {
    successes.lookups++;
    if ((answer.body as { code?: number } | undefined)?.code === -1) successes.notFound++;
  }
  const verdict = verdictOf(call, name);
  if (call.produces) {
    verdict.check('mock', 'a page', () => {
      expect(answer.status).toBe(200);
      expect(answer.contentType).toContain(call.produces);
      expect(answer.text).toMatch(/<html/i);
    });
  } else if (call.specListed && target.foreign && answer.status === 404) {
    verdict.fail(
      'mock',
      'the call',
      `this server has no ${call.method} /api${call.path} (the mock's path for ${call.specListed})`,
    );
  } else {
    verdict.check('spec', 'HTTP 200', () => expect(answer.status).toBe(200));
    const specOk = verdict.parse('spec', 'the fields the spec lists', okEnvelope(specDataOf(call)), answer.body);
    verdict.parse('mock', 'the mock’s fields', okEnvelope(call.data), answer.body);
    const data = (answer.body as { data?: unknown } | undefined)?.data;
    if (entry.spec && specOk) verdict.check('spec', 'what the spec says it shows', () => entry.spec?.(data, answer));
    if (entry.mock) verdict.check('mock', 'what the mock shows', () => entry.mock?.(data, answer));
    keepExample(call, name);
    if (undo) {
      const undone = await run(call, undo, persona);
      verdict.check('mock', 'undone', () => expect(undone.status).toBe(200));
    }
    await checkAnswersAgainstTheDocument(verdict);
  }
  await verdict.finish(describeAnswer(answer), annotate);
}

async function checkRefusal(call: CallDef, error: ErrorCase, persona: string | null, annotate: Annotate) {
  printRequestsOnFailure(call, error.name);
  expect(call.errors, 'the case is one of the call’s documented errors').toContainEqual(
    expect.objectContaining({ http: error.http, code: error.code }),
  );
  if (error.before) await run(call, error.before, persona);
  const answer = await run(call, error.request, persona, error.forgedToken, error.spec ? 'en' : undefined);
  record(call, error.name, answer);
  keepExample(call, error.name, error);
  const body = answer.body as { code?: unknown; msg?: unknown; data?: unknown } | undefined;
  const verdict = verdictOf(call, error.name);
  const origin: Origin = error.origin;
  // the code first: a server that differs in the envelope still says whether its code was right
  verdict.check(origin, `code ${error.code}`, () =>
    expect(body?.code, `code ${JSON.stringify(body?.code)}`).toBe(error.code),
  );
  const status = refusalHttpStatus(error.http, settings.refusalStyle);
  verdict.check(origin, `HTTP ${status}`, () => expect(answer.status, `HTTP ${answer.status}`).toBe(status));
  verdict.parse('spec', 'the envelope: a code and a message', specEnvelope, body);
  verdict.check('mock', 'the envelope: data null', () => expect(body?.data).toBeNull());
  const msg = String(body?.msg ?? '');
  if (error.spec) verdict.check('spec', 'the message', () => error.spec?.(msg));
  if (error.mock) verdict.check('mock', 'the message', () => error.mock?.(msg));
  // a refusal of a call that writes, whose message the spec does not give: the mock's wording
  if (call.writes && !error.spec && !error.mock)
    verdict.check('mock', 'the message: one of the mock’s (contract/messages.ts)', () =>
      expect(isMockMessage(msg), JSON.stringify(msg)).toBe(true),
    );
  await checkAnswersAgainstTheDocument(verdict);
  await verdict.finish(describeAnswer(answer), annotate);
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

  for (const call of allCalls) {
    const entry = ENTRIES[call.id];
    if (!entry) continue;
    describe(call.id, () => {
      const persona = entry.persona ?? (call.auth === 'required' ? TOKEN_PERSONA : null);
      const okSkip = skipReason(settings, call, {
        writes: Boolean(entry.writes),
        persona,
        mockOnly: entry.mockOnly,
        readOnlyWith: entry.readOnlyWith,
      });
      const successes = [
        { name: 'success', request: entry.ok, spec: entry.spec, mock: entry.mock, undo: entry.undo },
        ...(entry.alsoOk ?? []),
      ];
      for (const ok of successes) {
        const title =
          ok.name === 'success' ? `success: ${call.method} ${call.path} answers the contract` : `success ${ok.name}`;
        if (okSkip) it.skip(`${title}: skipped, ${okSkip}`, () => {});
        else
          it(title, ({ annotate }) =>
            checkSuccess(call, ok, ok.name, ok.request, persona, annotate, 'undo' in ok ? ok.undo : undefined),
          );
      }

      for (const error of entry.errors) {
        const casePersona = error.persona === undefined ? persona : error.persona;
        const reason = skipReason(settings, call, {
          writes: Boolean(error.before),
          persona: casePersona,
          mockOnly: error.mockOnly,
        });
        const title = `${error.name}: HTTP ${refusalHttpStatus(error.http, settings.refusalStyle)}, code ${error.code} (${error.origin})`;
        if (reason) it.skip(`${title}: skipped, ${reason}`, () => {});
        else it(title, ({ annotate }) => checkRefusal(call, error, casePersona, annotate));
      }
    });
  }
});
