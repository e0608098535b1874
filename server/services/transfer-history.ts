// A treasure's history: its transfer records (/record) and its valuation curve (/grap).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transferRecords, valuations } from '../../db/schema.ts';
import { requireTreasure } from './treasures.ts';

export function transferHistory(db: Db, goodsId: number) {
  requireTreasure(db, goodsId);
  const list = db
    .select()
    .from(transferRecords)
    .where(eq(transferRecords.goods_id, goodsId))
    .orderBy(asc(transferRecords.transferred_at), asc(transferRecords.id))
    .all()
    .map(({ goods_id: _goods, ...record }) => record);
  return { list, total: list.length };
}

export function valuationHistory(db: Db, goodsId: number) {
  const treasure = requireTreasure(db, goodsId);
  const list = db
    .select({ valued_at: valuations.valued_at, price: valuations.price })
    .from(valuations)
    .where(eq(valuations.goods_id, goodsId))
    .orderBy(asc(valuations.valued_at), asc(valuations.id))
    .all();
  return { list, current: treasure.price };
}
