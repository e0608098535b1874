// Like, favorite (save) and share. The like rule lives in the database: the primary key
// (user, treasure) makes a second like a no-op however many requests race.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goods, likes, saves } from '../../db/schema.ts';
import { conflict } from '../api-error.ts';
import { requireTreasure } from './treasures.ts';

type Counted = 'like_num' | 'share_num' | 'save_num';

/** Moves one of a treasure's counters by `change` (never below 0) and answers its new value. */
function recount(db: Pick<Db, 'update'>, goodsId: number, counter: Counted, change: 1 | -1): number {
  const column = goods[counter];
  return db
    .update(goods)
    .set({ [counter]: change > 0 ? sql`${column} + 1` : sql`max(${column} - 1, 0)` })
    .where(eq(goods.id, goodsId))
    .returning({ total: column })
    .get().total;
}

export function likeTreasure(db: Db, userId: number, goodsId: number) {
  requireTreasure(db, goodsId);
  return db.transaction((tx) => {
    const inserted = tx.insert(likes).values({ user_id: userId, goods_id: goodsId }).onConflictDoNothing().run();
    if (inserted.changes === 0) throw conflict('alreadyLiked');
    return { is_like: 1 as const, total_like_num: recount(tx, goodsId, 'like_num', 1) };
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
    return { save_status: saved ? 1 : 0, total_save_num: recount(tx, goodsId, 'save_num', saved ? 1 : -1) };
  });
}

export function countShare(db: Db, goodsId: number) {
  requireTreasure(db, goodsId);
  return { total_share_num: recount(db, goodsId, 'share_num', 1) };
}
