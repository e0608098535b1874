// How a refusal travels. The spec speaks of *response codes* (0, -1, -100, 401) read from the
// body, and of *HTTP* 429 only, so by default every business refusal is HTTP 200 with its code
// in the body ('body'). A backend that mirrors the code in the HTTP status instead ('http':
// 400 bad input, 401 login, 403 not allowed, 409 conflict) is the other reading; the mock
// answers either way (REFUSAL_STYLE), and the web client reads the body's code under both.
// Kept free of zod so that the web client and the server can both use it.

export const REFUSAL_STYLES = ['body', 'http'] as const;
export type RefusalStyle = (typeof REFUSAL_STYLES)[number];
export const DEFAULT_REFUSAL_STYLE: RefusalStyle = 'body';

/**
 * Statuses that say something about the transport, not the business, and keep their HTTP
 * status in either style: no such route, request too slow, body too large, address too long,
 * unsupported body, too frequent (the spec's HTTP 429), unexpected failure, no room to serve it
 * now (the mock's sandboxes, all taken).
 */
export const TRANSPORT_STATUSES: ReadonlySet<number> = new Set([404, 408, 413, 414, 415, 429, 500, 503]);

/** The HTTP status of a refusal documented with `http` (its status when codes are mirrored). */
export const refusalHttpStatus = (http: number, style: RefusalStyle): number =>
  style === 'http' || TRANSPORT_STATUSES.has(http) ? http : 200;
