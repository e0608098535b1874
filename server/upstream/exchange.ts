// A recorded exchange with the real backend, as a file a person can read in a pull request
// (decisions 59 and 71): the request's meaningful parts, which are also its key, and the answers
// the backend gave to it, in order.
//
// The key leaves out what changes between two runs of the same request: tokens and cookies (who
// the caller was counts, as a label: server/upstream/identity.ts), timestamps, nonces and trace
// ids, the order of fields, and the ciphertext of an encrypted field, which is keyed by what it
// encrypts (the fields common/encrypt was sent). Secrets and personal data never reach the key or
// the file (server/upstream/redaction.ts). An answer's volatile fields (the envelope's `time` or
// `trace_id`, a ciphertext made with a random IV) are named in the file and left out when two
// answers are compared, so that recording the same session again rewrites nothing.
import type { AnswerProblem } from '../../contract/answer-tiers.ts';
import { type Lang, languageOf } from '../../contract/language.ts';
import { REDACTED } from '../redact.ts';
import { labelIn } from './identity.ts';
import { clean, type Redaction, scrubKnown, scrubText } from './redaction.ts';

/** How much of a body that is not JSON a recording keeps. */
export const TEXT_KEEP = 256 * 1024;
/** The recording file's format (exchange-file.ts reads this one and the first, which had one answer). */
export const FORMAT = 2;
/** The call that encrypts: its answer's ciphertext is volatile, and other requests carry it. */
export const ENCRYPT_PATH = '/api/common/encrypt';
const CIPHERTEXT = ['data', 'data_encrypted'] as const;
/** The envelope's fields that change with every answer. */
const VOLATILE = /^(time|timestamp|time_?stamp|server_?time|ts|_t|trace_?id|request_?id|nonce)$/i;

export type RecordedRequest = {
  method: string;
  /** the path as called, `/api/news/list/101` */
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** a multipart upload: its content is not part of the key */
  upload?: true;
  lang: Lang;
  /** whether the caller sent a token */
  login: boolean;
  /** who the caller was: the label of its token, or of the login code it sent */
  identity?: string;
};

export type RecordedAnswer = {
  status: number;
  /** the content type */
  type?: string;
  /** a redirect's address */
  location?: string;
  /** a JSON answer, parsed */
  body?: unknown;
  /** any other answer, as text */
  text?: string;
  /** how the answer differed from the contract when it was recorded */
  contract?: AnswerProblem[];
};

export type Exchange = {
  format: typeof FORMAT;
  /** the contract's call (goods.info), when it has one */
  call?: string;
  request: RecordedRequest;
  /** the answers in the order the backend gave them; past the last, the last again */
  answers: RecordedAnswer[];
  /** the answers' fields that change every time (`time`, `data.data_encrypted`): not compared */
  volatile?: string[];
  recordedAt: string;
};

/** What a request carries, however it arrived (Fastify's raw request, a fetch Request). */
export type RequestParts = {
  method: string;
  /** path and query as sent */
  url: string;
  contentType?: string;
  /** the body as sent, when it was read (not an upload's) */
  bodyText?: string;
  langHeader?: string;
  acceptLanguage?: string;
  authorization?: string;
};

/** How a request is read into its key. */
export type Keying = {
  redaction: Redaction;
  /** a token the mock itself signed: it never reaches the backend, so it names nobody there */
  ownToken?: (token: string) => boolean;
  /** the fields a ciphertext encrypts, when common/encrypt made it */
  plaintextOf?: (ciphertext: string) => unknown;
};

/** The token of an Authorization header, as the mock reads one (server/plugins/auth.ts). */
export function bearerOf(header: string | undefined): string | null {
  const token = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '')?.[1]?.trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

function formFields(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const list = rawKey.endsWith('[]') && rawKey.length > 2;
    const key = list ? rawKey.slice(0, -2) : rawKey;
    const before = fields[key];
    fields[key] =
      before === undefined ? (list ? [value] : value) : [...(Array.isArray(before) ? before : [before]), value];
  }
  return fields;
}

/** A body's fields, as the mock's parsers read JSON and form bodies; other text as it is. */
export function parsedBody(contentType: string, text: string | undefined): unknown {
  if (!text) return undefined;
  if (/^application\/(.+\+)?json/i.test(contentType)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) return formFields(text);
  return text.length > TEXT_KEEP ? undefined : text;
}

function queryOf(url: string): Record<string, unknown> | undefined {
  const at = url.indexOf('?');
  if (at === -1 || at === url.length - 1) return undefined;
  const fields = formFields(url.slice(at + 1));
  return Object.keys(fields).length ? fields : undefined;
}

/** Each ciphertext common/encrypt made, as `{ "encrypted": <the fields it encrypts> }`. */
function decipher(value: unknown, plaintextOf: Keying['plaintextOf'], depth = 0): unknown {
  if (!plaintextOf || depth > 4) return value;
  if (typeof value === 'string') {
    const fields = plaintextOf(value);
    return fields === undefined ? value : { encrypted: fields };
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => decipher(item, plaintextOf, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, decipher(inner, plaintextOf, depth + 1)]),
  );
}

/** Who the caller is: its token's user (not a token of the mock's own), else the login code's. */
function identityOf(token: string | null, query: Record<string, unknown> | undefined, keying: Keying) {
  if (token) return keying.ownToken?.(token) ? undefined : keying.redaction.label(token);
  const code = query?.code;
  return typeof code === 'string' && code ? keying.redaction.label(code) : undefined;
}

/**
 * A request's recorded form, which is also its key: secrets redacted, noise left out, who it was
 * made as by a label. The secret values it held (its token among them) are added to
 * `keying.redaction.found`, to be scrubbed from the answer.
 */
export function recordedRequest(parts: RequestParts, keying: Keying): RecordedRequest {
  const { redaction, plaintextOf } = keying;
  const token = bearerOf(parts.authorization);
  // a stand-in a replayed login gave is no secret
  if (token && !labelIn(token)) redaction.found.add(token);
  const contentType = parts.contentType ?? '';
  const upload = /^multipart\//i.test(contentType);
  const rawQuery = queryOf(parts.url);
  const identity = identityOf(token, rawQuery, keying);
  const query = clean(decipher(rawQuery, plaintextOf), 'request', redaction) as Record<string, unknown> | undefined;
  const body = upload
    ? undefined
    : clean(decipher(parsedBody(contentType, parts.bodyText), plaintextOf), 'request', redaction);
  const pathEnd = parts.url.indexOf('?');
  return {
    method: parts.method.toUpperCase(),
    path: pathEnd === -1 ? parts.url : parts.url.slice(0, pathEnd),
    ...(query && Object.keys(query).length ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(upload ? { upload: true as const } : {}),
    // the mock's reading of it, by the language rule
    lang: languageOf(parts.langHeader, parts.acceptLanguage),
    login: token !== null,
    ...(identity ? { identity } : {}),
  };
}

/** A JSON value with its objects' keys in order: the same request always reads the same. */
function canonical(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(canonical);
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** Whether two JSON values are the same, whatever the order of their objects' keys. */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The key a recorded request is found by, made as whom included. */
export function matchKey(request: RecordedRequest): string {
  const { method, path, query, body, upload, lang, login, identity } = request;
  return JSON.stringify(canonical({ method, path, query, body, upload, lang, login, identity }));
}

/** The key without who made the request: the requests that differ only in their caller share it. */
export const callKey = (request: RecordedRequest) => matchKey({ ...request, identity: undefined });

/** The envelope's code, as the backend sent it: never redacted (a refusal's `"10002"` stays). */
const codeOf = (body: unknown) =>
  body && typeof body === 'object' && !Array.isArray(body) && 'code' in body
    ? (body as { code: unknown }).code
    : undefined;

/** The answer as a recording keeps it: secrets and personal data out of it, the backend's codes and messages in. */
export function recordedAnswer(
  answer: { status: number; contentType?: string; location?: string; text?: string },
  redaction: Redaction,
): RecordedAnswer | null {
  const { status, contentType = '', location, text } = answer;
  let body: unknown;
  let kept: string | undefined;
  if (text !== undefined && /json/i.test(contentType)) {
    try {
      body = JSON.parse(text);
    } catch {
      kept = text;
    }
  } else kept = text;
  if (kept !== undefined && kept.length > TEXT_KEEP) return null;
  const code = codeOf(body);
  if (body !== undefined) body = clean(body, 'answer', redaction);
  const recorded = scrubKnown(
    {
      status,
      ...(contentType ? { type: contentType } : {}),
      ...(location ? { location: scrubText(location, 'answer', redaction) } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(kept !== undefined ? { text: scrubText(kept, 'answer', redaction) } : {}),
    },
    redaction.found,
  ) as RecordedAnswer;
  if (code !== undefined) (recorded.body as { code: unknown }).code = code;
  return recorded;
}

/** The answer's volatile fields present in it: the envelope's time and trace, the ciphertext it makes. */
export function volatileOf(request: RecordedRequest, answer: RecordedAnswer): string[] {
  const body = answer.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const found = Object.keys(body).filter((key) => VOLATILE.test(key));
  const [outer, inner] = CIPHERTEXT;
  const data = (body as Record<string, unknown>)[outer];
  if (request.path === ENCRYPT_PATH && data && typeof data === 'object' && inner in data)
    found.push(`${outer}.${inner}`);
  return found;
}

/** What an answer means: the answer without its volatile fields, as comparable text. */
export function meaningOf(answer: RecordedAnswer, volatile: readonly string[] = []): string {
  if (!volatile.length || !answer.body || typeof answer.body !== 'object') return JSON.stringify(canonical(answer));
  const body = structuredClone(answer.body) as Record<string, unknown>;
  for (const path of volatile) {
    const [first, second] = path.split('.') as [string, string?];
    if (second === undefined) delete body[first];
    else if (body[first] && typeof body[first] === 'object') delete (body[first] as Record<string, unknown>)[second];
  }
  return JSON.stringify(canonical({ ...answer, body }));
}

/** The ciphertext an answer of common/encrypt gives, if it is one. */
export function ciphertextOf(request: RecordedRequest, answer: RecordedAnswer): string | undefined {
  if (request.path !== ENCRYPT_PATH) return undefined;
  const [outer, inner] = CIPHERTEXT;
  const data = (answer.body as Record<string, unknown> | undefined)?.[outer] as Record<string, unknown> | undefined;
  const text = data?.[inner];
  return typeof text === 'string' && text !== REDACTED ? text : undefined;
}

/** The exchange as a file holds it, with one answer; the request is scrubbed of every secret the answer revealed too. */
export function exchangeOf(
  fields: { call?: string; request: RecordedRequest; answer: RecordedAnswer },
  found: Set<string>,
  at = new Date(),
): Exchange {
  const { call, answer } = fields;
  const request = scrubKnown(fields.request, found) as RecordedRequest;
  const volatile = volatileOf(request, answer);
  return {
    format: FORMAT,
    ...(call ? { call } : {}),
    request,
    answers: [answer],
    ...(volatile.length ? { volatile } : {}),
    recordedAt: at.toISOString(),
  };
}
