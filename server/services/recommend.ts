import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goods, levels } from '../../db/schema.ts';
import { levelOf } from './treasure-facts.ts';
import { isPublished } from './treasures.ts';

const recommended = and(eq(goods.is_recommend, 1), isPublished);

/** A master's recommended treasures, a page at a time; with `more`, other masters' follow. */
export function recommendPage(
  db: Db,
  input: { artist_id: number; more: number; count: number; page: number; exclude_id?: number | undefined },
) {
  const own = eq(goods.artist_id, input.artist_id);
  // Own treasures first, then (with `more`) everyone else's; the one on screen is left out
  // here, so that every page still holds `count` of them.
  const shown = input.exclude_id ? ne(goods.id, input.exclude_id) : undefined;
  const where = and(input.more ? recommended : and(recommended, own), shown);
  const order = input.more ? [sql`${goods.artist_id} <> ${input.artist_id}`, asc(goods.id)] : [asc(goods.id)];
  const total = db.select({ n: count() }).from(goods).where(where).get()?.n ?? 0;
  const offset = (input.page - 1) * input.count;
  const rows = db
    .select({ goods, level: levels })
    .from(goods)
    .innerJoin(levels, eq(levels.id, goods.level_id))
    .where(where)
    .orderBy(...order)
    .limit(input.count)
    .offset(offset)
    .all();
  return {
    items: rows.map(({ goods: row, level }) => ({
      id: row.id,
      name: row.name,
      name_intl: row.name_intl,
      description: row.description,
      description_intl: row.description_intl,
      price: row.price,
      pictures: row.pictures,
      level: levelOf(level),
    })),
    hasMorePages: offset + rows.length < total,
    page: input.page,
    total,
  };
}
