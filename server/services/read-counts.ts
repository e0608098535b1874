// Read counts are written in batches: a write per visit would cost the hot path more than the
// rest of the lookup. At most FLUSH_MS of counts wait in memory; they are flushed on close
// and before a reset.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { goods } from '../../db/schema.ts';

const FLUSH_MS = 250;
const pendingByDb = new WeakMap<Db, { counts: Map<number, number>; timer: NodeJS.Timeout | null }>();

const addReads = preparedFor((db) =>
  db
    .update(goods)
    .set({ browse_num: sql`${goods.browse_num} + ${sql.placeholder('n')}` })
    .where(eq(goods.id, sql.placeholder('id')))
    .prepare(),
);

/** Counts a read of a treasure whose stored count is `stored`; answers the count including it. */
export function countRead(db: Db, id: number, stored: number): number {
  let pending = pendingByDb.get(db);
  if (!pending) {
    pending = { counts: new Map(), timer: null };
    pendingByDb.set(db, pending);
  }
  const waiting = (pending.counts.get(id) ?? 0) + 1;
  pending.counts.set(id, waiting);
  if (!pending.timer) {
    pending.timer = setTimeout(() => flushReads(db), FLUSH_MS);
    pending.timer.unref();
  }
  return stored + waiting;
}

export function flushReads(db: Db) {
  const pending = pendingByDb.get(db);
  if (!pending) return;
  if (pending.timer) clearTimeout(pending.timer);
  pending.timer = null;
  if (pending.counts.size === 0) return;
  const counts = [...pending.counts];
  pending.counts.clear();
  const add = addReads(db);
  db.transaction(() => {
    for (const [id, n] of counts) add.run({ id, n });
  });
}
