import { and, eq, type SQL } from 'drizzle-orm';
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

/** The rows of `table` that belong to an identity (their `artist_id`), in `order`. */
export function rowsOfArtist<T extends SQLiteTable & { artist_id: SQLiteColumn }>(
  db: Db,
  table: T,
  artistId: number,
  ...order: SQL[]
): T['$inferSelect'][] {
  return db
    .select()
    .from(table as SQLiteTable)
    .where(eq(table.artist_id, artistId))
    .orderBy(...order)
    .all() as T['$inferSelect'][];
}

/** Row `id` of `table` when it belongs to the identity `artistId` (its `artist_id`), or none. */
export function rowOfArtist<T extends SQLiteTable & { id: SQLiteColumn; artist_id: SQLiteColumn }>(
  db: Db,
  table: T,
  artistId: number,
  id: number,
): T['$inferSelect'] | undefined {
  return db
    .select()
    .from(table as SQLiteTable)
    .where(and(eq(table.id, id), eq(table.artist_id, artistId)))
    .get() as T['$inferSelect'] | undefined;
}
