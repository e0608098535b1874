// Becoming a master, a collector or a collection institution (/robot, /robot_col,
// /robot_inst) with the role rules of product §6, and binding a salesman (/banding).

import { and, desc, eq } from 'drizzle-orm';
import { APPLICATION_STATUS, type Role } from '../../contract/entities/master-tools.ts';
import { CODE } from '../../contract/envelope.ts';
import type { Lang } from '../../contract/limits.ts';
import { APPLICANT_NAME_MAX, ITEM_DESCRIPTION_MAX, SALESMAN_CODE_MAX } from '../../contract/limits.ts';
import { type MessageKey, message } from '../../contract/messages.ts';
import { personProblem, textTooLongProblem } from '../../contract/rules/master-tools.ts';
import type { Db } from '../../db/client.ts';
import { artists, roleApplications, salesmen, users } from '../../db/schema.ts';
import { ApiError, badRequest, conflict, forbidden, refuseIf } from '../api-error.ts';
import type { User } from '../deps.ts';
import { type AttemptLimiter, createAttemptLimiter } from './attempt-limiter.ts';
import { salesmanSeenBy } from './salesmen.ts';

type Row = typeof roleApplications.$inferSelect;

const isInstitution = (db: Db, user: User) =>
  user.collector_id !== null &&
  db.select().from(artists).where(eq(artists.id, user.collector_id)).get()?.is_collector_inst === 1;

/** Whether the caller already has the role, and the rule that refuses the application, if any. */
export function standing(db: Db, user: User, role: Role): { member: MessageKey | null; refusal: MessageKey | null } {
  const institution = isInstitution(db, user);
  if (role === 'master') return { member: user.is_artist !== 0 ? 'alreadyMaster' : null, refusal: null };
  if (role === 'collector') {
    if (institution) return { member: null, refusal: 'institutionCannotBeCollector' };
    return { member: user.collector_id !== null ? 'alreadyCollector' : null, refusal: null };
  }
  if (institution) return { member: 'alreadyInstitution', refusal: null };
  return { member: null, refusal: user.is_artist !== 0 ? 'masterCannotBeInstitution' : null };
}

const answerOf = (row: Row) => ({
  id: row.id,
  role: row.role as Role,
  name: row.name,
  phone: row.phone,
  intro: row.intro,
  status: row.status,
  created_at: row.created_at,
});

const latest = (db: Db, user: User, role: Role) =>
  db
    .select()
    .from(roleApplications)
    .where(and(eq(roleApplications.user_id, user.id), eq(roleApplications.role, role)))
    .orderBy(desc(roleApplications.id))
    .get();

export function roleStanding(db: Db, user: User, role: Role, lang: Lang) {
  const { member, refusal } = standing(db, user, role);
  const application = latest(db, user, role);
  return {
    role,
    member: member !== null,
    refusal: refusal ? message(refusal, lang) : null,
    application: application ? answerOf(application) : null,
  };
}

export function applyForRole(db: Db, user: User, input: { role: Role; name?: string; phone?: string; intro?: string }) {
  const { member, refusal } = standing(db, user, input.role);
  if (refusal) throw forbidden(refusal);
  if (member) throw conflict(member);
  if (latest(db, user, input.role)?.status === APPLICATION_STATUS.reviewing) throw conflict('applicationPending');
  refuseIf(personProblem(input, APPLICANT_NAME_MAX, 'applicantNameRequired'));
  const name = (input.name ?? '').trim();
  const phone = (input.phone ?? '').trim();
  const intro = (input.intro ?? '').trim();
  refuseIf(textTooLongProblem(intro, ITEM_DESCRIPTION_MAX));
  const row = db
    .insert(roleApplications)
    .values({ user_id: user.id, role: input.role, name, phone, intro, status: APPLICATION_STATUS.reviewing })
    .returning()
    .get();
  return answerOf(row);
}

/** Wrong salesman codes a user may send from one client before binding stops for a while (HTTP 429). */
export const SALESMAN_CODE_ATTEMPTS = { max: 5, windowMs: 15 * 60_000 };

/** The count of wrong salesman codes of one set of data (the shared one, or a sandbox's). */
export const salesmanCodeLimiter = () =>
  createAttemptLimiter(SALESMAN_CODE_ATTEMPTS.max, SALESMAN_CODE_ATTEMPTS.windowMs);

/** Binds the salesman whose code the user gives; `client` is who sends it (its address). */
export function bindSalesmanByCode(
  db: Db,
  attempts: AttemptLimiter,
  user: User,
  input: { code?: string },
  client: string,
) {
  const code = (input.code ?? '').trim().toUpperCase();
  if (!code) throw badRequest('salesmanCodeRequired');
  if (code.length > SALESMAN_CODE_MAX) throw badRequest('invalidField', { field: `code (≤ ${SALESMAN_CODE_MAX})` });
  if (user.bind_salesman_id !== null) throw conflict('alreadyBound');
  const guesser = `${user.id} ${client}`;
  if (attempts.blocked(guesser)) throw new ApiError(429, CODE.tooFrequent, 'tooFrequent');
  const salesman = db.select().from(salesmen).where(eq(salesmen.code, code)).get();
  if (!salesman) {
    attempts.failed(guesser);
    throw new ApiError(200, CODE.notFound, 'salesmanCodeUnknown');
  }
  db.update(users).set({ bind_salesman_id: salesman.id }).where(eq(users.id, user.id)).run();
  return { bind_salesman_id: salesman.id, bindsalesman: salesmanSeenBy(salesman, user) };
}
