import { eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './client.ts';

/**
 * The row of `table` whose id is `id`, or none; none at once for a link that is not set (`id`
 * null or undefined: a user without an artist identity, an authorisation no user has taken).
 */
export function rowById<T extends SQLiteTable & { id: SQLiteColumn }>(
  db: Db,
  table: T,
  id: number | null | undefined,
): T['$inferSelect'] | undefined {
  if (id === null || id === undefined) return undefined;
  return db
    .select()
    .from(table as SQLiteTable)
    .where(eq(table.id, id))
    .get() as T['$inferSelect'] | undefined;
}
