// One answer held to the contract, with where each rule comes from: `spec` (the spec states it:
// the envelope's code and message, the fields its tables list) or `mock` (the mock's own choice:
// fields the spec does not list, the codes it picked for refusals, `data: null`). The contract
// suite judges its cases with these parts, and the mock checks every answer of the real backend
// it passes on (server/upstream/) with `answerProblems`, so both say "spec" and "mock" of the
// same things.
import { z } from 'zod';
import { CODE } from './codes.ts';
import type { CallDef } from './define-call.ts';
import { okEnvelope } from './envelope.ts';
import { type RefusalStyle, refusalHttpStatus } from './refusal-style.ts';
import { specView } from './spec-marks.ts';

export type Tier = 'spec' | 'mock';

/** One way an answer differs from the contract. */
export type AnswerProblem = {
  tier: Tier;
  /** where in the answer: `data.audio_status`, `data.list[0].name`, `code`, or `(the answer)` */
  field: string;
  /** what the contract says of it */
  expected: string;
  /** what came, as JSON (cut past 80 characters), or `nothing` */
  got: string;
};

const specData = new WeakMap<CallDef, z.ZodType>();

/** What the spec guarantees of a success's `data`: nothing for a call it does not list. */
export function specDataOf(call: CallDef): z.ZodType {
  let view = specData.get(call);
  if (!view) {
    view = call.provisional && !call.specListed ? z.unknown() : specView(call.data);
    specData.set(call, view);
  }
  return view;
}

/** An answer's envelope as the spec reads it: a code and a message (product §7, §8). */
export const specEnvelope = z.object({ code: z.number().int(), msg: z.string() });

/** Refusals any call may answer (product §8): maintenance, too frequent. */
const ANY_CALL: readonly { http: number; code: number }[] = [
  { http: 200, code: CODE.maintenance },
  { http: 429, code: CODE.tooFrequent },
];

const GOT_MAX = 80;
const shown = (value: unknown) => {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > GOT_MAX ? `${text.slice(0, GOT_MAX)}…` : text;
};

const at = (value: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );

/** `data.list[0].name` */
export const fieldPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  ) || '(the answer)';

function expectation(issue: z.core.$ZodIssue, got: unknown): string {
  if (issue.code === 'invalid_type') return got === undefined ? `${issue.expected}, required` : issue.expected;
  if (issue.code === 'unrecognized_keys') return `no field ${issue.keys.join(', ')}`;
  return issue.message;
}

/** Each issue of a parse of `value` as a problem of `tier`. */
export function problemsOf(tier: Tier, schema: z.ZodType, value: unknown): AnswerProblem[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const got = at(value, issue.path);
    return { tier, field: fieldPath(issue.path), expected: expectation(issue, got), got: shown(got) };
  });
}

/**
 * How an answer of `call` (its HTTP status and its parsed JSON body, or the text when it is
 * not JSON) differs from the contract. `refusalStyle` is how the contract expects refusals to
 * travel. A mock problem where a spec problem already stands (the same field) is left out.
 */
export function answerProblems(
  call: CallDef,
  answer: { status: number; body: unknown },
  refusalStyle: RefusalStyle,
): AnswerProblem[] {
  const { status, body } = answer;
  const envelope = problemsOf('spec', specEnvelope, body);
  if (envelope.length) {
    if (body === null || typeof body !== 'object')
      return [{ tier: 'spec', field: '(the answer)', expected: 'a JSON envelope {code, msg, data}', got: shown(body) }];
    return envelope;
  }
  const { code } = body as { code: number; data?: unknown };
  const problems: AnswerProblem[] = [];
  if (code === CODE.ok) {
    if (status !== 200) problems.push({ tier: 'spec', field: 'HTTP status', expected: '200', got: String(status) });
    problems.push(...problemsOf('spec', okEnvelope(specDataOf(call)), body));
    const specFields = new Set(problems.map((p) => p.field));
    problems.push(...problemsOf('mock', okEnvelope(call.data), body).filter((p) => !specFields.has(p.field)));
    return problems;
  }
  const documented = [...call.errors, ...ANY_CALL].find((error) => error.code === code);
  if (!documented) {
    const codes = [...new Set([...call.errors, ...ANY_CALL].map((error) => error.code))];
    problems.push({ tier: 'mock', field: 'code', expected: `one of ${codes.join(', ')}`, got: String(code) });
  } else {
    const wanted = refusalHttpStatus(documented.http, refusalStyle);
    // a code several refusals share may travel with any of their statuses
    const statuses = call.errors.filter((e) => e.code === code).map((e) => refusalHttpStatus(e.http, refusalStyle));
    if (!statuses.includes(status) && status !== wanted)
      problems.push({ tier: 'mock', field: 'HTTP status', expected: String(wanted), got: String(status) });
  }
  const data = (body as { data?: unknown }).data;
  if (data !== null) problems.push({ tier: 'mock', field: 'data', expected: 'null', got: shown(data) });
  return problems;
}
