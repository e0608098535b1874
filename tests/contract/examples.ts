// A success case as the OpenAPI document's example of its operation: the request's path,
// query and body, the payload that was encrypted into `data`, and the answer, with tokens
// replaced and long lists shortened (an example shows the shape, not the whole seed).
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

export function exampleOf(request: Request, answer: Answer, encryptedPayload: unknown): OperationExample {
  return {
    path: request.path,
    ...(request.query ? { query: request.query } : {}),
    ...(request.body !== undefined ? { body: shorten(request.body) } : {}),
    ...(encryptedPayload !== undefined ? { encrypted: encryptedPayload } : {}),
    answer: shorten(answer.body),
  };
}
