// A recorded exchange with the real backend, as a file a person can read in a pull request
// (decision 59): the request's meaningful parts, which are also its key, and the answer.
//
// The key leaves out what changes between two runs of the same request: tokens and cookies (only
// whether the caller was logged in counts), timestamps and nonces, the order of fields. Secrets
// never reach it or the file: tokens, passwords, login codes, phone numbers and bank fields are
// `[redacted]` wherever they sit (a field of that name, a token-shaped or phone-shaped text, or
// the very value the caller's token or an answer's token had, inside any other text).
//
// Pure, with no Node module and no zod: the server records and replays with it, the MSW package
// (`handlersFromRecording`) matches with it in a browser (the file's schema is exchange-file.ts).
import type { AnswerProblem } from '../../contract/answer-tiers.ts';
import { type Lang, languageOf } from '../../contract/language.ts';
import { isSecret, REDACTED } from '../redact.ts';

/** Fields a recording never holds besides the journal's secrets (server/redact.ts). */
const MORE_SECRETS =
  /(token|password|passwd|secret|cookie|authorization|phone|mobile|^tel$|telephone|^bank_|openid|unionid|id_?card|session)/i;
/** Fields that change from one run of a request to the next: left out of the key. */
const NOISE = /^(_|_t|t|ts|_ts|timestamp|time_?stamp|nonce|nonce_?str|rand|random|cache_?buster)$/i;
/** Token- and phone-shaped texts: a JWT, a bearer credential, a mainland mobile number. */
const SECRET_TEXT = [/eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, /\bBearer\s+[^\s"',;]+/gi, /(?<![\d.])1[3-9]\d{9}(?![\d.])/g];
/** A known secret shorter than this is not looked for inside other texts (it would match anything). */
const SCRUB_MIN = 6;
/** How much of a body that is not JSON a recording keeps. */
export const TEXT_KEEP = 256 * 1024;

const secretKey = (key: string) => isSecret(key) || MORE_SECRETS.test(key);

export type RecordedRequest = {
  method: string;
  /** the path as called, `/api/news/list/101` */
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** a multipart upload: its content is not part of the key */
  upload?: true;
  lang: Lang;
  /** whether the caller sent a token (which one never counts) */
  login: boolean;
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
};

export type Exchange = {
  /** the contract's call (goods.info), when it has one */
  call?: string;
  request: RecordedRequest;
  answer: RecordedAnswer;
  recordedAt: string;
  /** how the answer differed from the contract when it was recorded */
  contract?: AnswerProblem[];
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

/** Secrets as `[redacted]` and noise left out, at any depth; the secret values found are added to `found`. */
function clean(value: unknown, found: Set<string>, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 12) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => clean(item, found, depth + 1));
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (NOISE.test(key)) continue;
    // a flag (sign_password: false) says whether there is a secret, not what it is
    if (secretKey(key) && inner !== null && inner !== undefined && inner !== '' && typeof inner !== 'boolean') {
      collect(inner, found);
      kept[key] = REDACTED;
    } else kept[key] = clean(inner, found, depth + 1);
  }
  return kept;
}

function collect(value: unknown, found: Set<string>) {
  if (typeof value === 'string' || typeof value === 'number') {
    if (String(value).length >= SCRUB_MIN) found.add(String(value));
  } else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner, found);
}

const scrubText = (text: string) => SECRET_TEXT.reduce((out, pattern) => out.replace(pattern, REDACTED), text);

/** Every occurrence of a known secret inside any text of `value` as `[redacted]`. */
function scrubKnown(value: unknown, secrets: Set<string>): unknown {
  if (!secrets.size) return value;
  if (typeof value === 'string') {
    let text = value;
    for (const secret of secrets) if (text.includes(secret)) text = text.split(secret).join(REDACTED);
    return text;
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubKnown(item, secrets));
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrubKnown(inner, secrets)]));
}

function queryOf(url: string): Record<string, unknown> | undefined {
  const at = url.indexOf('?');
  if (at === -1 || at === url.length - 1) return undefined;
  const fields = formFields(url.slice(at + 1));
  return Object.keys(fields).length ? fields : undefined;
}

/**
 * A request's recorded form, which is also its key: secrets redacted, noise left out. `secrets`
 * receives the secret values it held (the token among them), to be scrubbed from the answer.
 */
export function recordedRequest(parts: RequestParts, secrets: Set<string> = new Set()): RecordedRequest {
  const token = bearerOf(parts.authorization);
  if (token && token.length >= SCRUB_MIN) secrets.add(token);
  const contentType = parts.contentType ?? '';
  const upload = /^multipart\//i.test(contentType);
  const query = clean(queryOf(parts.url), secrets) as Record<string, unknown> | undefined;
  const body = upload ? undefined : clean(parsedBody(contentType, parts.bodyText), secrets);
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

/** The key a recorded request is found by. */
export function matchKey(request: RecordedRequest): string {
  const { method, path, query, body, upload, lang, login } = request;
  return JSON.stringify(canonical({ method, path, query, body, upload, lang, login }));
}

/** The answer as a recording keeps it: secrets out of its data, and out of every text it holds. */
export function recordedAnswer(
  answer: { status: number; contentType?: string; location?: string; text?: string },
  secrets: Set<string>,
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
  // an envelope's own code and message stay; what it carries is cleaned
  if (body && typeof body === 'object' && !Array.isArray(body) && 'data' in body) {
    const { data, ...envelope } = body as Record<string, unknown>;
    body = { ...envelope, data: clean(data, secrets) };
  } else if (body !== undefined) body = clean(body, secrets);
  const recorded: RecordedAnswer = {
    status,
    ...(contentType ? { type: contentType } : {}),
    ...(location ? { location: scrubText(location) } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(kept !== undefined ? { text: scrubText(kept) } : {}),
  };
  return scrubKnown(recorded, secrets) as RecordedAnswer;
}

/** The exchange as a file holds it; the request is scrubbed of every secret the answer revealed too. */
export function exchangeOf(fields: Omit<Exchange, 'recordedAt'>, secrets: Set<string>, at = new Date()): Exchange {
  return scrubKnown({ ...fields, recordedAt: at.toISOString() }, secrets) as Exchange;
}
