// What the contract says of one answer of a call, finding by finding, each with its tier:
// `spec` where the spec states it (it fails against any server), `mock` where the mock chose
// (drift against a server it does not own). The spec states the envelope (a code and a
// message), the fields its tables list and the values it gives them, the codes of its error
// catalogue and a redirect for the login; it leaves open JSON types (contract/spec-marks.ts),
// HTTP statuses other than 429, fields beyond its tables, and every call its table does not
// list. The contract suite judges its cases with these functions, and the mock judges every real
// answer it passes on the same way (answerProblems, server/upstream/). Zod only: no test runner,
// no server.
import { z } from 'zod';
import { CODE } from './codes.ts';
import type { CallDef } from './define-call.ts';
import { okEnvelope } from './envelope.ts';
import { type RefusalStyle, refusalHttpStatus } from './refusal-style.ts';
import { isEmptyObject, sameValue, specView } from './spec-marks.ts';
import { isCodeSituation, type Situation, SPEC_CODES, SPEC_WORDS, saysTheSpecWords, whyOf } from './spec-situations.ts';

export type Tier = 'spec' | 'mock';
export type Finding = {
  tier: Tier;
  what: string;
  passed: boolean;
  detail?: string;
  /** where a failed finding is: `data.list[0].name`, `code`, `HTTP status`, `(the answer)` */
  field?: string;
  /** what the contract says there */
  expected?: string;
  /** what came, as JSON cut past 80 characters, or `nothing` */
  got?: string;
};
/** An answer as received: its status, content type and parsed JSON body (undefined when not JSON). */
export type SeenAnswer = { status: number; contentType: string; body: unknown; text?: string };
/**
 * A refusal a case expects: its code, its HTTP status in the mock's documentation, and whose the
 * code is; the spec's situation it is in (spec-situations.ts), and whether English was asked for
 * (the spec gives its words in English).
 */
export type ExpectedRefusal = { http: number; code: number; tier: Tier; situation?: Situation; english?: boolean };
/** What a live check knows of an answer beyond it: the spec's situation it recognised, the language asked for. */
export type AnswerContext = { situation?: Situation; english?: boolean };

type Call = Pick<CallDef, 'id' | 'method' | 'path' | 'data' | 'errors' | 'provisional' | 'specListed' | 'produces'>;

/** A call the spec's table does not list, nor its screen's fields: everything about it is the mock's choice. */
export const specSilentOn = (call: Pick<CallDef, 'provisional' | 'specListed'>) =>
  Boolean(call.provisional && !call.specListed);

export { sameValue } from './spec-marks.ts';

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

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
const at = (value: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );

/**
 * One difference of a parse, naming the field: "the spec lists `data.x`; this server does not
 * send it", "`data.price`: the mock sends a number; this server sends "388000.00"".
 */
export function describeIssue(issue: z.core.$ZodIssue, value: unknown, tier: Tier): string {
  const path = issue.path.map(String).join('.');
  if (value === undefined) return 'the answer is not JSON';
  const got = at(value, issue.path);
  const whose = tier === 'spec' ? 'the spec lists' : 'the mock sends';
  if (got === undefined && issue.code === 'invalid_type') return `${whose} \`${path}\`; this server does not send it`;
  const expected =
    issue.code === 'invalid_type'
      ? `${tier === 'spec' ? 'the spec’s value is' : 'the mock sends'} ${article(String(issue.expected))}`
      : `${tier === 'spec' ? 'the spec' : 'the mock'}: ${issue.message}`;
  return `\`${path || '(the answer)'}\`: ${expected}; this server sends ${shown(got)}`;
}

/** The schema of the field at `path` of a value of `schema` (a number steps into a list's items). */
function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let here: z.ZodType | undefined = schema;
  for (const key of path) {
    const def: WalkDef | undefined = here && walkDef(bare(here));
    here =
      def?.type === 'array'
        ? def.element
        : def?.type === 'record'
          ? def.valueType
          : def?.type === 'object'
            ? def.shape?.[String(key)]
            : undefined;
  }
  return here;
}

/**
 * Where an issue lies inside an empty object that stands for none (`collector: {}` where the
 * schema takes null): that object's path, or undefined.
 */
function noneAsEmptyObject(schema: z.ZodType, value: unknown, issue: z.core.$ZodIssue) {
  for (let length = 1; length < issue.path.length; length++) {
    const path = issue.path.slice(0, length);
    if (isEmptyObject(at(value, path)) && schemaAt(schema, path)?.safeParse(null).success) return path;
  }
  return undefined;
}

/** Each difference of `value` from `schema` as a failed finding of `tier`, or one passed finding. */
export function parseFindings(tier: Tier, what: string, schema: z.ZodType, value: unknown): Finding[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [{ tier, what, passed: true }];
  const nones = new Set<string>();
  return parsed.error.issues.flatMap((issue): Finding[] => {
    // none written as an empty object: one finding for the object, not one for each of its fields
    const none = noneAsEmptyObject(schema, value, issue);
    if (none) {
      const field = fieldPath(none);
      if (nones.has(field)) return [];
      nones.add(field);
      const detail = `\`${none.map(String).join('.')}\`: the mock sends null for none; this server sends {} (none as an empty object, which the spec allows)`;
      return [{ tier, what, passed: false, detail, field, expected: 'null', got: '{}' }];
    }
    const got = at(value, issue.path);
    return [
      {
        tier,
        what,
        passed: false,
        detail: describeIssue(issue, value, tier),
        field: fieldPath(issue.path),
        expected: expectation(issue, got),
        got: shown(got),
      },
    ];
  });
}

/** `where`: the field, what the contract says and what came, for a failed check */
const check = (
  tier: Tier,
  what: string,
  passed: boolean,
  detail?: string,
  where?: { field: string; expected: string; got: string },
): Finding => (passed ? { tier, what, passed } : { tier, what, passed, detail, ...where });

/** A call the spec does not list, answered 404: the server has no such route (drift, nothing more to check). */
function missingRoute(call: Call, answer: SeenAnswer): Finding | undefined {
  if (!call.provisional || answer.status !== 404) return undefined;
  const why = call.specListed ? `the mock's path for ${call.specListed}` : 'a call the spec does not list';
  return check('mock', 'the call', false, `this server has no ${call.method} /api${call.path} (${why})`, {
    field: 'the call',
    expected: `${call.method} /api${call.path}`,
    got: 'HTTP 404',
  });
}

const silenced = (call: Call, findings: Finding[]) =>
  specSilentOn(call) ? findings.map((f) => ({ ...f, tier: 'mock' as const })) : findings;

/**
 * A backend that answers 5xx failed: no situation of the spec asks for it, so it is a spec break
 * whatever was asked, named as the failure it is (not as a missing field of the envelope).
 */
function serverFailure(answer: SeenAnswer): Finding | undefined {
  if (answer.status < 500) return undefined;
  const body = answer.body as { code?: unknown; msg?: unknown } | undefined;
  const said = body
    ? ` (code ${shown(body.code)}, msg ${shown(body.msg)})`
    : answer.text
      ? ` (${shown(answer.text)})`
      : '';
  const failed = `${answer.status}: the backend failed${said}`;
  return check('spec', 'an answer, not a server failure', false, `HTTP ${failed}`, {
    field: 'HTTP status',
    expected: 'below 500 (an answer, not a server failure)',
    got: failed,
  });
}

/** The spec's words in `situation`, where it gives them for `call`: judged in English, the language it gives them in. */
function wordFindings(call: Call, body: unknown, situation: Situation | undefined, english = false): Finding[] {
  if (situation === undefined || isCodeSituation(situation)) return [];
  const words = SPEC_WORDS[situation];
  // 'goods' is no word of a language
  if (!(words.calls as readonly string[]).includes(call.id) || (!english && situation !== 'mainTreasure')) return [];
  const msg = (body as { msg?: unknown } | undefined)?.msg;
  const expected = `${JSON.stringify(words.text)}${situation === 'sensitiveWords' ? ' then the words' : ''} (${words.why})`;
  return [
    check(
      'spec',
      'the spec’s words',
      saysTheSpecWords(situation, msg),
      `msg ${shown(msg)}; the spec says ${expected}`,
      {
        field: 'msg',
        expected,
        got: shown(msg),
      },
    ),
  ];
}

/** The spec's envelope: a code and a message (§7, §8), the code a number in any JSON type. */
const specEnvelope = specView(z.object({ code: z.number().int(), msg: z.string() }));

/**
 * The schemas a success of a call is held to, built once per call: building them (the spec's view
 * walks the whole schema) costs several times what checking an answer does, and the live check
 * holds every forwarded answer to them.
 */
const successSchemas = new WeakMap<z.ZodType, { spec: z.ZodType; mock: z.ZodType }>();
function successSchemasOf(data: z.ZodType) {
  let schemas = successSchemas.get(data);
  if (!schemas) {
    schemas = { spec: specView(okEnvelope(data)), mock: okEnvelope(data) };
    successSchemas.set(data, schemas);
  }
  return schemas;
}

/** Everything the contract says of a success answer of `call` (in `situation`, when the spec names one). */
export function successFindings(call: Call, answer: SeenAnswer, situation?: Situation): Finding[] {
  if (call.produces) {
    const page =
      answer.status === 200 && answer.contentType.includes(call.produces) && /<html/i.test(answer.text ?? '');
    return [check('mock', 'a page', page, `HTTP ${answer.status} ${answer.contentType}`)];
  }
  const missing = missingRoute(call, answer);
  if (missing) return [missing];
  const failure = serverFailure(answer);
  if (failure) return silenced(call, [failure]);
  return silenced(call, [
    ...wordFindings(call, answer.body, situation),
    check('spec', 'HTTP 200', answer.status === 200, `HTTP ${answer.status}`, {
      field: 'HTTP status',
      expected: '200',
      got: String(answer.status),
    }),
    ...parseFindings('spec', 'the fields the spec lists', successSchemasOf(call.data).spec, answer.body),
    ...parseFindings('mock', 'the mock’s fields', successSchemasOf(call.data).mock, answer.body),
  ]);
}

/** Everything the contract says of a refusal of `call` that a case expects. */
export function refusalFindings(
  call: Call,
  answer: SeenAnswer,
  expected: ExpectedRefusal,
  style: RefusalStyle,
): Finding[] {
  const missing = missingRoute(call, answer);
  if (missing) return [missing];
  const failure = serverFailure(answer);
  if (failure) return silenced(call, [failure]);
  const body = answer.body as { code?: unknown; msg?: unknown; data?: unknown } | undefined;
  const status = refusalHttpStatus(expected.http, style);
  const notJson = `HTTP ${answer.status} ${answer.contentType || 'without a body'}, not the JSON envelope`;
  return silenced(call, [
    // the code first: a server that differs in the envelope still says whether its code was right
    check(expected.tier, `code ${expected.code}`, sameValue(body?.code, expected.code), `code ${shown(body?.code)}`, {
      field: 'code',
      expected: String(expected.code),
      got: shown(body?.code),
    }),
    // the spec gives an HTTP status only for 429
    check(
      expected.http === 429 ? 'spec' : 'mock',
      `HTTP ${status}`,
      answer.status === status,
      `HTTP ${answer.status}`,
      {
        field: 'HTTP status',
        expected: String(status),
        got: String(answer.status),
      },
    ),
    // where the spec's answer is a redirect (the login), the envelope is the mock's
    ...(body === undefined
      ? [
          check(call.produces ? 'mock' : 'spec', 'the envelope: a code and a message', false, notJson, {
            field: '(the answer)',
            expected: 'a JSON envelope {code, msg, data}',
            got: shown(answer.text ?? 'nothing'),
          }),
        ]
      : parseFindings('spec', 'the envelope: a code and a message', specEnvelope, body)),
    check('mock', 'the envelope: data null', body?.data === null, `data ${shown(body?.data)}`, {
      field: 'data',
      expected: 'null',
      got: shown(body?.data),
    }),
    ...wordFindings(call, body, expected.situation, expected.english),
    // a success where a refusal was expected is still a success: it answers as the spec says
    ...(sameValue(body?.code, 0) && !sameValue(expected.code, 0)
      ? successFindings(call, answer).filter((finding) => finding.tier === 'spec')
      : []),
  ]);
}

/** Refusals any call may answer (product §8): maintenance, too frequent. */
const ANY_CALL: readonly { http: number; code: number }[] = [
  { http: 200, code: CODE.maintenance },
  { http: 429, code: CODE.tooFrequent },
];

/**
 * A real answer of `call`, whatever was asked (a proxy's view): a success by the call's
 * contract; a refusal by the envelope, and by the codes the call documents (and those any call
 * may answer). A code several refusals share may travel with any of their statuses.
 */
export function answerFindings(
  call: Call,
  answer: SeenAnswer,
  style: RefusalStyle,
  { situation, english }: AnswerContext = {},
): Finding[] {
  const code = (answer.body as { code?: unknown } | undefined)?.code;
  // a situation whose code the spec gives (a login needed, a treasure not found): that code, even for a success
  if (isCodeSituation(situation) && !call.produces && answer.status < 500) {
    const { code: specCode } = SPEC_CODES[situation];
    const http = call.errors.find((error) => error.code === specCode)?.http ?? 200;
    const refusal = { http, code: specCode, tier: 'spec' as const, situation };
    if (sameValue(code, specCode)) return refusalFindings(call, answer, refusal, style);
    return refusalFindings(call, answer, refusal, style).map((finding) =>
      finding.field === 'code' && !finding.passed
        ? {
            ...finding,
            detail: `${finding.detail} (${whyOf(situation)})`,
            expected: `${specCode} (${whyOf(situation)})`,
          }
        : finding,
    );
  }
  if (call.produces || sameValue(code, 0) || answer.status >= 500) return successFindings(call, answer, situation);
  const refusals = [...call.errors, ...ANY_CALL];
  const documented = refusals.filter((error) => sameValue(code, error.code));
  const http = documented.find((error) => refusalHttpStatus(error.http, style) === answer.status)?.http;
  const findings = refusalFindings(
    call,
    answer,
    { http: http ?? documented[0]?.http ?? 200, code: Number(code), tier: 'mock', situation, english },
    style,
  );
  const codes = [...new Set(refusals.map((error) => error.code))].join(', ');
  return [
    check('mock', 'a code the call documents', documented.length > 0, `code ${shown(code)}`, {
      field: 'code',
      expected: `one of ${codes}`,
      got: shown(code),
    }),
    ...findings,
  ];
}

/** One way a real answer differs from the contract, for a person to read (GET /__mock/violations). */
export type AnswerProblem = { tier: Tier; field: string; expected: string; got: string };

/**
 * How a real answer of `call` differs from the contract: its failed findings, the spec's first; a
 * mock difference where a spec one already stands (the same field) is left out. `body` is the
 * parsed JSON, or the text when it is not JSON.
 */
export function answerProblems(
  call: Call,
  answer: { status: number; body: unknown },
  style: RefusalStyle,
  context: AnswerContext = {},
): AnswerProblem[] {
  const json = typeof answer.body === 'object' && answer.body !== null;
  const seen: SeenAnswer = json
    ? { status: answer.status, contentType: 'application/json', body: answer.body }
    : { status: answer.status, contentType: '', body: undefined, text: String(answer.body ?? '') };
  // an answer that is not the JSON envelope has nothing else to hold to the contract
  const failed = answerFindings(call, seen, style, context).filter(
    (finding) => !finding.passed && (json || finding.tier === 'spec'),
  );
  const problems = [...failed.filter((f) => f.tier === 'spec'), ...failed.filter((f) => f.tier === 'mock')].map(
    ({ tier, field = '(the answer)', expected = '', got = '' }) => ({ tier, field, expected, got }),
  );
  const spec = new Set(problems.filter((p) => p.tier === 'spec').map((p) => p.field));
  const unique = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.tier} ${p.field} ${p.expected}`;
    if ((p.tier === 'mock' && spec.has(p.field)) || unique.has(key)) return false;
    unique.add(key);
    return true;
  });
}

type WalkDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
};
const walkDef = (schema: z.ZodType) => (schema as unknown as { _zod: { def: WalkDef } })._zod.def;
/** The schema under its wrappers (optional, nullable, a preprocess). */
function bare(schema: z.ZodType): z.ZodType {
  const def = walkDef(schema);
  const inner =
    def.type === 'pipe' ? def.out : ['optional', 'nullable', 'default'].includes(def.type) ? def.innerType : undefined;
  return inner ? bare(inner) : schema;
}
/** A field the spec does not list: optional and of any type in the spec's view. */
const unlisted = (schema: z.ZodType) => walkDef(schema).type === 'optional' && walkDef(bare(schema)).type === 'unknown';

/** The schema one step under `schema`'s: a field, the items of a list (`[]`), the values of a map (`{}`). */
function stepInto(schema: z.ZodType, step: string): z.ZodType | undefined {
  const def = walkDef(bare(schema));
  if (step === '[]') return def.type === 'array' ? def.element : undefined;
  if (step === '{}') return def.type === 'record' ? def.valueType : undefined;
  if (def.type === 'object') return def.shape?.[step];
  // one of the spec's answers (a notice, or an empty object): a field only some of them carry is not required
  const found = (def.options ?? []).map((option) => stepInto(option, step));
  return found.every(Boolean) ? found[0] : undefined;
}

/**
 * Whether the spec lists the field at `path` of an answer of `call` (`data.list[].id`,
 * `data.spread_info{}.key`, `time`): `spec`, or `mock` for a field the mock sends of its own
 * accord, a field beyond the spec's tables, or anything inside a field the spec lists without
 * its content. `ofType`: whether the spec says what the field holds (not for `detail_info`, listed
 * without it).
 */
export function fieldTier(call: Call, path: string, { ofType = false } = {}): Tier {
  // a page or a redirect where the spec says so (the login): no envelope of the spec's
  if (specSilentOn(call) || call.produces) return 'mock';
  if (path === 'code' || path === 'msg') return 'spec';
  let schema: z.ZodType = successSchemasOf(call.data).spec;
  for (const step of path.match(/[^.[\]{}]+|\[\]|\{\}/g) ?? []) {
    if (walkDef(bare(schema)).type === 'unknown') return 'mock';
    const child = stepInto(schema, step);
    if (!child || unlisted(child)) return 'mock';
    schema = child;
  }
  return ofType && walkDef(bare(schema)).type === 'unknown' ? 'mock' : 'spec';
}
