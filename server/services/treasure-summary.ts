// The few facts of a treasure that its satellite pages (/record, /grap, /report, /imgUpdate,
// /buy_info) show at the top. Not the hot path: plain queries, no read counted.
import { asc, eq } from 'drizzle-orm';
import type { TreasureSummary } from '../../contract/calls/treasure-pages.ts';
import type { Db } from '../../db/client.ts';
import { rowById } from '../../db/rows.ts';
import { artists, goodsCoAuthors, holders, levels } from '../../db/schema.ts';
import { coAuthorsOf, holderOf, levelFacts } from './treasure-facts.ts';
import { requireTreasure } from './treasures.ts';

export function treasureSummary(db: Db, id: number): TreasureSummary {
  const row = requireTreasure(db, id);
  const level = rowById(db, levels, row.level_id);
  const artist = rowById(db, artists, row.artist_id);
  const holder = db.select().from(holders).where(eq(holders.goods_id, id)).get();
  const coAuthors = db
    .select()
    .from(goodsCoAuthors)
    .where(eq(goodsCoAuthors.goods_id, id))
    .orderBy(asc(goodsCoAuthors.sort))
    .all();
  return {
    id: row.id,
    name: row.name,
    name_intl: row.name_intl,
    serial_number: row.serial_number,
    uuid: row.uuid,
    cover: row.pictures[0] ?? row.certificate,
    price: row.price,
    ...levelFacts(level),
    artist: {
      id: row.artist_id,
      name: artist?.name ?? '',
      name_intl: artist?.name_intl ?? '',
      type: artist?.type ?? 1,
      is_collector_inst: artist?.is_collector_inst ?? 0,
    },
    link_artist: coAuthorsOf(coAuthors),
    collector: holderOf(holder),
    is_can_buy: row.is_can_buy,
  };
}
