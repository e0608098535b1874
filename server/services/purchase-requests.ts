// The purchase request ('want to buy'): checked in the spec's order (product §5), once per
// user and treasure (a unique index), only for treasures open to purchase requests.
import { and, eq, sql } from 'drizzle-orm';
import { cleanPurchase, type PurchaseForm, purchaseProblem } from '../../contract/rules/purchase-request.ts';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { purchaseRequests } from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../api-error.ts';
import { findSensitiveWords } from './sensitive-words.ts';
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

export function sendPurchaseRequest(db: Db, userId: number, goodsId: number, fields: PurchaseFields) {
  const treasure = requireTreasure(db, goodsId);
  if (treasure.is_can_buy !== 1) throw forbidden('notForSale');
  if (requestOf(db, userId, goodsId)) throw conflict('alreadyRequested');
  const clean = checkPurchaseFields(fields);
  const words = findSensitiveWords(db, [clean.name, clean.content]);
  if (words.length) throw badRequest('sensitiveWords', { words });
  const inserted = statements(db).insert.get({ user_id: userId, goods_id: goodsId, ...clean });
  if (!inserted) throw conflict('alreadyRequested');
  return { apply_buy_id: inserted.id };
}
