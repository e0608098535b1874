// The caller's own purchase request for a treasure (/buy_info).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchaseRequests } from '../../db/schema.ts';
import { requireTreasure } from './treasures.ts';

export function purchaseRequestOf(db: Db, userId: number, goodsId: number) {
  requireTreasure(db, goodsId);
  const row = db
    .select()
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.user_id, userId), eq(purchaseRequests.goods_id, goodsId)))
    .get();
  if (!row) return { request: null };
  const { id, name, phone, price, content, created_at } = row;
  return { request: { id, name, phone, price, content, created_at } };
}
