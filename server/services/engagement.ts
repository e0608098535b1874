// Like, favorite (save) and share. The like rule lives in the database: the primary key
// (user, treasure) makes a second like a no-op however many requests race.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goods, likes, saves } from '../../db/schema.ts';
import { conflict } from '../api-error.ts';
import { requireTreasure } from './treasures.ts';

export function likeTreasure(db: Db, userId: number, goodsId: number) {
  requireTreasure(db, goodsId);
  return db.transaction((tx) => {
    const inserted = tx.insert(likes).values({ user_id: userId, goods_id: goodsId }).onConflictDoNothing().run();
    if (inserted.changes === 0) throw conflict('alreadyLiked');
    const row = tx
      .update(goods)
      .set({ like_num: sql`${goods.like_num} + 1` })
      .where(eq(goods.id, goodsId))
      .returning({ total_like_num: goods.like_num })
      .get();
    return { is_like: 1 as const, total_like_num: row.total_like_num };
  });
}

/** Toggles the favorite; save_status 1 means saved. */
export function toggleSave(db: Db, userId: number, goodsId: number) {
  requireTreasure(db, goodsId);
  return db.transaction((tx) => {
    const removed = tx
      .delete(saves)
      .where(and(eq(saves.user_id, userId), eq(saves.goods_id, goodsId)))
      .run();
    const saved = removed.changes === 0;
    if (saved) tx.insert(saves).values({ user_id: userId, goods_id: goodsId }).run();
    const row = tx
      .update(goods)
      .set({ save_num: saved ? sql`${goods.save_num} + 1` : sql`max(${goods.save_num} - 1, 0)` })
      .where(eq(goods.id, goodsId))
      .returning({ total_save_num: goods.save_num })
      .get();
    return { save_status: saved ? 1 : 0, total_save_num: row.total_save_num };
  });
}

export function countShare(db: Db, goodsId: number) {
  requireTreasure(db, goodsId);
  const row = db
    .update(goods)
    .set({ share_num: sql`${goods.share_num} + 1` })
    .where(eq(goods.id, goodsId))
    .returning({ total_share_num: goods.share_num })
    .get();
  return { total_share_num: row.total_share_num };
}
