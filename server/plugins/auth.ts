// Who is calling: the bearer token is a JWT naming a user. Calls that need login answer
// HTTP 401 with code 401 without a valid one; so do optional calls that send a bad one, so
// that the client can drop a stale token.

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthMode } from '../../contract/define-call.ts';
import { preparedFor } from '../../db/prepared.ts';
import { users } from '../../db/schema.ts';
import { unauthorized } from '../api-error.ts';
import { depsOf, type User } from '../deps.ts';

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

const userById = preparedFor((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

/** Who each request's token named, once a route has checked it: the journal reads it again. */
const checked = new WeakMap<FastifyRequest, User>();

/** The user a route found for this request's token, if it checked one. */
export const authenticatedUser = (req: FastifyRequest): User | undefined => checked.get(req);

export function authenticate(app: FastifyInstance, req: FastifyRequest, mode: AuthMode): User | null {
  if (mode === 'none') return null;
  const { tokens, db, scenario } = depsOf(app, req);
  const token = bearerToken(req);
  if (!token) {
    if (mode === 'required') throw unauthorized();
    return null;
  }
  if (scenario.expireTokens) throw unauthorized();
  const userId = tokens.verify(token);
  const user = userId ? userById(db).get({ id: userId }) : undefined;
  if (!user) throw unauthorized();
  checked.set(req, user);
  return user;
}
