// The contract cases as the OpenAPI document's named examples of their operation: the
// request's path, query and body, the payload that was encrypted into `data`, and the answer,
// with tokens replaced and long lists shortened (an example shows the shape, not the whole
// seed). A success case is `ok` (or its own name: `treasure2`), a refusal is named by its code
// (`notFound`, `badInput`, `loginNeeded`...), so that `Prefer: example=<name>` picks it in Prism.
import type { OperationExample } from '../../contract/openapi.ts';
import type { Answer, Request } from './target.ts';

export type { OperationExample };

const LIST_ITEMS_SHOWN = 2;

function shorten(value: unknown, key = ''): unknown {
  if (typeof value === 'string' && /token$/i.test(key)) return '<a JWT>';
  if (Array.isArray(value)) return value.slice(0, LIST_ITEMS_SHOWN).map((item) => shorten(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v, k)]));
  }
  return value;
}

/** The example name of a refusal's code (the same in every operation). */
const REFUSAL_NAMES: Record<number, string> = {
  [-1]: 'notFound',
  [-100]: 'maintenance',
  400: 'badInput',
  401: 'loginNeeded',
  403: 'forbidden',
  409: 'conflict',
  413: 'tooLarge',
  415: 'unsupportedFormat',
  429: 'tooFrequent',
};

/** Refusals whose code's name would mislead (auth/nt's -1 is not a lookup), by case name. */
const OWN_NAMES: Record<string, string> = {
  'a phone is needed': 'phoneNeeded',
  "unknown code: 'please authorise login'": 'authoriseLogin',
};

/** 'by blockchain hash' → 'byBlockchainHash' */
const camelName = (words: string) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word.charAt(0).toLowerCase() : word.charAt(0).toUpperCase()) + word.slice(1))
    .join('');

/**
 * The name of a case's example: `ok` for the success, the case's own name for other
 * successes, the code's name for a refusal; a second refusal with the same code adds its own
 * name (`badInputNotAnId`), so that names stay unique and do not depend on the order of runs.
 */
export function exampleName(taken: Iterable<string>, caseName: string, code?: number): string {
  const names = new Set(taken);
  const own = OWN_NAMES[caseName];
  if (own) return own;
  if (code === undefined) return caseName === 'success' ? 'ok' : camelName(caseName);
  const base = REFUSAL_NAMES[code] ?? `code${String(code).replace('-', 'Minus')}`;
  if (!names.has(base)) return base;
  const words = camelName(caseName);
  return `${base}${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

export function exampleOf(
  request: Request,
  answer: Answer,
  encryptedPayload: unknown,
  /** what the case is, and for a refusal the HTTP status its documented error travels with */
  meta: { summary: string; http?: number },
): OperationExample {
  return {
    summary: meta.summary,
    ...(meta.http !== undefined ? { http: meta.http } : {}),
    path: request.path,
    ...(request.query ? { query: request.query } : {}),
    ...(request.body !== undefined ? { body: shorten(request.body) } : {}),
    ...(encryptedPayload !== undefined ? { encrypted: encryptedPayload } : {}),
    answer: shorten(answer.body),
  };
}
