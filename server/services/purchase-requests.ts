// The purchase request ('want to buy'): checked in the spec's order (product §5), once per
// user and treasure (a unique index), only for treasures open to purchase requests.
import { and, eq, sql } from 'drizzle-orm';
import { cleanPurchase, type PurchaseForm, purchaseProblem } from '../../contract/rules/purchase-request.ts';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { holders, purchaseRequests } from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../api-error.ts';
import type { User } from '../deps.ts';
import { findSensitiveWords } from './sensitive-words.ts';
import { ownIdentities } from './sessions.ts';
import { requireTreasure } from './treasures.ts';

export type PurchaseFields = PurchaseForm;

const statements = preparedFor((db) => ({
  requestOf: db
    .select({ id: purchaseRequests.id })
    .from(purchaseRequests)
    .where(
      and(
        eq(purchaseRequests.user_id, sql.placeholder('user')),
        eq(purchaseRequests.goods_id, sql.placeholder('goods')),
      ),
    )
    .prepare(),
  holderOf: db
    .select({ collector_id: holders.collector_id })
    .from(holders)
    .where(eq(holders.goods_id, sql.placeholder('goods')))
    .prepare(),
  insert: db
    .insert(purchaseRequests)
    .values({
      user_id: sql.placeholder('user_id'),
      goods_id: sql.placeholder('goods_id'),
      name: sql.placeholder('name'),
      phone: sql.placeholder('phone'),
      price: sql.placeholder('price'),
      content: sql.placeholder('content'),
    })
    .onConflictDoNothing()
    .returning({ id: purchaseRequests.id })
    .prepare(),
}));

export function requestOf(db: Db, userId: number, goodsId: number) {
  return statements(db).requestOf.get({ user: userId, goods: goodsId });
}

/** The first broken rule, in the spec's order, as a refusal; the cleaned fields otherwise. */
export function checkPurchaseFields(fields: PurchaseFields) {
  const problem = purchaseProblem(fields);
  if (problem) throw badRequest(problem.key, problem.args);
  return cleanPurchase(fields);
}

/** The caller's own treasure: they are its author, or hold it as collector or institution. */
function isOwnTreasure(db: Db, user: User, treasure: { id: number; artist_id: number }) {
  const own = ownIdentities(user);
  if (own.includes(treasure.artist_id)) return true;
  const holder = statements(db).holderOf.get({ goods: treasure.id });
  return holder?.collector_id != null && own.includes(holder.collector_id);
}

export function sendPurchaseRequest(db: Db, user: User, goodsId: number, fields: PurchaseFields) {
  const treasure = requireTreasure(db, goodsId);
  if (treasure.is_can_buy !== 1) throw forbidden('notForSale');
  if (isOwnTreasure(db, user, treasure)) throw forbidden('purchaseOwnTreasure');
  if (requestOf(db, user.id, goodsId)) throw conflict('alreadyRequested');
  const clean = checkPurchaseFields(fields);
  const words = findSensitiveWords(db, [clean.name, clean.content]);
  if (words.length) throw badRequest('sensitiveWords', { words });
  const inserted = statements(db).insert.get({ user_id: user.id, goods_id: goodsId, ...clean });
  if (!inserted) throw conflict('alreadyRequested');
  return { apply_buy_id: inserted.id };
}
