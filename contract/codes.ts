// Kept apart from envelope.ts (which needs zod) so that the web client can use it without zod.
/** Envelope codes. 0, -1 and -100 are the spec's; the rest mirror the HTTP status they travel with. */
export const CODE = {
  ok: 0,
  notFound: -1,
  /** nt: a phone number is needed before a token is given (shares -1 with "not found"). */
  needPhone: -1,
  /** nt: the messaging app did not authorise the login. */
  authoriseLogin: -2,
  maintenance: -100,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  noRoute: 404,
  conflict: 409,
  tooLarge: 413,
  uriTooLong: 414,
  unsupported: 415,
  tooFrequent: 429,
  internal: 500,
} as const;
