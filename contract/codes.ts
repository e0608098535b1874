// Kept apart from envelope.ts (which needs zod) so that the web client can use it without zod.
/** Envelope codes. 0, -1 and -100 are the spec's; the rest mirror the HTTP status they travel with. */
export const CODE = {
  ok: 0,
  notFound: -1,
  /** nt: a phone number is needed before a token is given. Shares -1; its message tells it apart. */
  needPhone: -1,
  /** nt: the login is not authorised ('please authorise login'). Shares -1; its message tells it apart. */
  authoriseLogin: -1,
  maintenance: -100,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  noRoute: 404,
  /** the request did not arrive within REQUEST_TIMEOUT_MS (or its headers within HEADERS_TIMEOUT_MS) */
  requestTimeout: 408,
  conflict: 409,
  /** a sandbox (X-Mock-Session) that went for want of room or use: its next request is told once */
  gone: 410,
  tooLarge: 413,
  uriTooLong: 414,
  unsupported: 415,
  tooFrequent: 429,
  /** the request's headers are over Node's size limit (16 KB) */
  headersTooLarge: 431,
  internal: 500,
  /** the front server (nginx, the edge mode) got no answer from the API behind it */
  badGateway: 502,
  /** ...or not within its time limit */
  gatewayTimeout: 504,
  /** every sandbox is busy: no room for a new one */
  unavailable: 503,
} as const;
