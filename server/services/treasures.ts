// Finding treasures. The hot lookup (goods/info) reads only the treasure's small, changing
// columns; the rest of its answer comes from treasure-answer.ts. What a visitor may see is a
// published treasure: every query that shows treasures asks `isPublished`.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { goodsLookupPayload } from '../../contract/calls/common.ts';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { derivatives, goods } from '../../db/schema.ts';
import { notFound } from '../api-error.ts';

export type GoodsRow = typeof goods.$inferSelect;
type Lookup = z.output<typeof goodsLookupPayload>;

const ph = (name: string) => sql.placeholder(name);

/** A treasure that is published: the only kind any page, list, search or lookup shows (product §2). */
export const isPublished = eq(goods.published, 1);

/** The columns of a treasure that calls change: its counts and its AI voice state. */
const live = {
  id: goods.id,
  serial_number: goods.serial_number,
  browse_num: goods.browse_num,
  share_num: goods.share_num,
  like_num: goods.like_num,
  save_num: goods.save_num,
  audio_type: goods.audio_type,
};
export type LiveColumns = {
  id: number;
  serial_number: string;
  browse_num: number;
  share_num: number;
  like_num: number;
  save_num: number;
  audio_type: number;
};

const statements = preparedFor((db) => {
  /** A published treasure's changing columns where `where` holds. */
  const liveWhere = (where: SQL) => db.select(live).from(goods).where(and(where, isPublished)).prepare();
  return {
    byId: db
      .select()
      .from(goods)
      .where(eq(goods.id, ph('id')))
      .prepare(),
    publishedById: db
      .select()
      .from(goods)
      .where(and(eq(goods.id, ph('id')), isPublished))
      .prepare(),
    publishedBySerial: db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.serial_number, ph('serial')), isPublished))
      .prepare(),
    liveBySerial: liveWhere(eq(goods.serial_number, ph('serial'))),
    liveByUuid: liveWhere(eq(goods.uuid, ph('uuid'))),
    liveById: liveWhere(eq(goods.id, ph('id'))),
    liveByDerivative: db
      .select(live)
      .from(goods)
      .innerJoin(derivatives, eq(derivatives.goods_id, goods.id))
      .where(and(eq(goods.uuid, ph('goodsUuid')), eq(derivatives.uuid, ph('derivativeUuid')), isPublished))
      .prepare(),
  };
});

/** A published treasure's changing columns, by any of the lookups of common/encrypt. */
export function findTreasure(db: Db, lookup: Lookup): LiveColumns | undefined {
  const q = statements(db);
  let row: LiveColumns | undefined;
  if ('serial_number' in lookup) {
    // codes are stored in capitals; a phone keyboard may send them in small letters
    row = q.liveBySerial.get({ serial: lookup.serial_number.toUpperCase() });
  } else if ('uuid' in lookup) {
    row = q.liveByUuid.get({ uuid: lookup.uuid });
  } else if ('goods_uuid' in lookup) {
    row = q.liveByDerivative.get({
      goodsUuid: lookup.goods_uuid.toLowerCase(),
      derivativeUuid: lookup.goods_derivative_uuid.toLowerCase(),
    });
  } else {
    row = q.liveById.get({ id: lookup.goods_id });
    if (row && lookup.id_code && lookup.id_code.toUpperCase() !== row.serial_number) row = undefined;
  }
  return row;
}

/** A published treasure (its whole row) by id, or the "not found" refusal (code -1). */
export function requireTreasure(db: Db, id: number): GoodsRow {
  const row = statements(db).publishedById.get({ id });
  if (!row) throw notFound('treasureNotFound');
  return row;
}

/** The id of the published treasure with this exact code (goods/checkGoodsType), if any. */
export const publishedTreasureByCode = (db: Db, serialNumber: string): number | undefined =>
  statements(db).publishedBySerial.get({ serial: serialNumber })?.id;

export function treasureRow(db: Db, id: number): GoodsRow | undefined {
  return statements(db).byId.get({ id });
}
