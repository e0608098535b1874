import type { z } from 'zod';

export type AuthMode =
  /** no token needed; a token that is sent is ignored */
  | 'none'
  /** works without a token; a token that is sent must be valid (answers 401 otherwise) */
  | 'optional'
  /** answers 401 without a valid token */
  | 'required';

export interface DocumentedError {
  http: number;
  code: number;
  when: string;
}

type AnyObject = z.ZodObject<z.ZodRawShape>;

export interface CallDef<
  Params extends AnyObject | undefined = AnyObject | undefined,
  Query extends AnyObject | undefined = AnyObject | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Encrypted extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
> {
  /** stable name, `area.action` */
  id: string;
  method: 'GET' | 'POST';
  /** under /api, in Fastify's syntax (`/goods/share/:id`) */
  path: string;
  summary: string;
  auth: AuthMode;
  /**
   * Not in the spec's call table (product §7): added for screens whose calls the spec does not
   * show. The contract suite skips provisional calls against a foreign API unless told otherwise.
   */
  provisional?: boolean;
  /**
   * For a provisional call whose screen the spec lists with fields (product §3): what it lists.
   * The contract suite runs it against a foreign API without CONTRACT_PROVISIONAL, checks those
   * fields as the spec's, and reports a missing route as drift (the path is the mock's choice).
   */
  specListed?: string;
  /**
   * The call changes data when it succeeds (a count, a toggle, a row created or changed; not a
   * read counter). A refusal of it must write nothing, but a server that fails to refuse would
   * write: the contract suite sends none of its cases to a foreign API without CONTRACT_WRITE=1.
   */
  writes?: boolean;
  params?: Params;
  query?: Query;
  body?: Body;
  /**
   * Schema of the decrypted `data` field (made by common/encrypt), found in the query for GET
   * and in the body for POST.
   */
  encrypted?: Encrypted;
  /** the `data` of a success answer */
  data: Data;
  /** set for calls that answer something other than the JSON envelope (a page, a redirect) */
  produces?: 'text/html';
  /** set for calls whose body is not JSON or form-encoded fields (uploads) */
  consumes?: 'multipart/form-data';
  errors: readonly DocumentedError[];
}

const BAD_INPUT: DocumentedError = {
  http: 400,
  code: 400,
  when: 'a parameter is missing, of the wrong type, too long, or otherwise malformed',
};
const LOGIN_NEEDED: DocumentedError = { http: 401, code: 401, when: 'no token, or a bad or expired one' };
const BAD_TOKEN: DocumentedError = {
  http: 401,
  code: 401,
  when: 'a token is sent but it is bad or expired (without one the call works)',
};

/** The errors every call of its kind can answer, added where the call does not already list them. */
function withStandardErrors(def: CallDef): readonly DocumentedError[] {
  const errors = [...def.errors];
  const has = (http: number) => errors.some((error) => error.http === http);
  const takesInput = Boolean(def.params || def.query || def.body || def.encrypted || def.consumes);
  if (takesInput && !has(400)) errors.push(BAD_INPUT);
  if (def.auth === 'required' && !has(401)) errors.push(LOGIN_NEEDED);
  if (def.auth === 'optional' && !has(401)) errors.push(BAD_TOKEN);
  return errors;
}

/**
 * Keeps the literal types of a call (its auth mode, its schemas) for the server and the client,
 * and completes its documented errors with those every call of its kind can answer.
 */
export function defineCall<const D extends CallDef>(def: D): D {
  return { ...def, errors: withStandardErrors(def) };
}

/** What a route handler receives once the call's schemas have parsed the request. */
export type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
