// The treasures an identity owns (as author, or as collector and holder): management
// (/guanli: the recommended collection of at most four, purchase requests), the AI voice list
// (/aiyuyin) and 3D applications (/apply3D).

import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import { ARTIST_TYPE, type ArtistTypeValue } from '../../contract/entities/artist-kinds.ts';
import { APPLICATION_STATUS } from '../../contract/entities/master-tools.ts';
import { ITEM_DESCRIPTION_MAX, RECOMMENDED_COLLECTION_MAX } from '../../contract/limits.ts';
import { recommendProblem, textTooLongProblem } from '../../contract/rules/master-tools.ts';
import { phoneProblem } from '../../contract/rules/phone.ts';
import type { Db } from '../../db/client.ts';
import { rowsOfArtist } from '../../db/rows.ts';
import { goods, holders, levels, recommendedCollection, threeDApplications } from '../../db/schema.ts';
import { conflict, forbidden, refuseIf } from '../api-error.ts';
import type { User } from '../deps.ts';
import { type ArtistRow, certifiedIdentity } from './owner-identity.ts';
import { forgetTreasureContent } from './treasure-answer.ts';
import { levelOf } from './treasure-facts.ts';
import { type GoodsRow, isPublished, requireTreasure, treasureRow } from './treasures.ts';

/** Treasures registered by the identity, or (collectors) held by it. */
function ownedWhere(db: Db, artist: ArtistRow, artistType: ArtistTypeValue) {
  const registered = eq(goods.artist_id, artist.id);
  if (artistType !== ARTIST_TYPE.collector) return registered;
  const held = db.select({ id: holders.goods_id }).from(holders).where(eq(holders.collector_id, artist.id)).all();
  return held.length
    ? or(
        registered,
        inArray(
          goods.id,
          held.map((row) => row.id),
        ),
      )
    : registered;
}

function owns(db: Db, artist: ArtistRow, artistType: ArtistTypeValue, treasure: GoodsRow): boolean {
  if (treasure.artist_id === artist.id) return true;
  if (artistType !== ARTIST_TYPE.collector) return false;
  return db.select().from(holders).where(eq(holders.goods_id, treasure.id)).get()?.collector_id === artist.id;
}

function requireOwned(db: Db, user: User, artistType: ArtistTypeValue, goodsId: number) {
  const artist = certifiedIdentity(db, user, artistType);
  const treasure = requireTreasure(db, goodsId);
  if (!owns(db, artist, artistType, treasure)) throw forbidden('notYourTreasure');
  return { artist, treasure };
}

const recommendedOf = (db: Db, artistId: number) =>
  db
    .select({ goods_id: recommendedCollection.goods_id })
    .from(recommendedCollection)
    .where(eq(recommendedCollection.artist_id, artistId))
    .orderBy(asc(recommendedCollection.sort), asc(recommendedCollection.created_at))
    .all()
    .map((row) => row.goods_id);

export function listOwnedTreasures(db: Db, user: User, artistType: ArtistTypeValue) {
  const artist = certifiedIdentity(db, user, artistType);
  const rows = db
    .select({ goods, level: levels })
    .from(goods)
    .innerJoin(levels, eq(levels.id, goods.level_id))
    .where(and(ownedWhere(db, artist, artistType), isPublished))
    .orderBy(asc(goods.id))
    .all();
  const recommended = new Set(recommendedOf(db, artist.id));
  const latest3d = new Map<number, number>();
  for (const application of db
    .select()
    .from(threeDApplications)
    .where(eq(threeDApplications.artist_id, artist.id))
    .orderBy(asc(threeDApplications.id))
    .all()) {
    latest3d.set(application.goods_id, application.status);
  }
  return {
    artist_id: artist.id,
    audio_count: artist.audio_count,
    recommended_max: RECOMMENDED_COLLECTION_MAX,
    list: rows.map(({ goods: row, level }) => ({
      id: row.id,
      name: row.name,
      name_intl: row.name_intl,
      serial_number: row.serial_number,
      picture: row.pictures[0] ?? '',
      level: levelOf(level),
      price: row.price,
      is_can_buy: row.is_can_buy,
      recommended: recommended.has(row.id),
      dimensional_href: row.dimensional_href,
      audio_type: row.audio_type,
      audio_status: row.audio_status,
      audio_status_intl: row.audio_status_intl,
      three_d_status: latest3d.get(row.id) ?? null,
    })),
  };
}

/** Adds to or removes from the recommended collection, which holds at most four. */
export function setRecommendedOf(db: Db, user: User, artistType: ArtistTypeValue, goodsId: number, on: boolean) {
  const { artist } = requireOwned(db, user, artistType, goodsId);
  db.transaction((tx) => {
    const key = and(eq(recommendedCollection.artist_id, artist.id), eq(recommendedCollection.goods_id, goodsId));
    if (!on) {
      tx.delete(recommendedCollection).where(key).run();
      return;
    }
    if (tx.select().from(recommendedCollection).where(key).get()) return;
    const held =
      tx.select({ n: count() }).from(recommendedCollection).where(eq(recommendedCollection.artist_id, artist.id)).get()
        ?.n ?? 0;
    refuseIf(recommendProblem(held), conflict);
    tx.insert(recommendedCollection)
      .values({ artist_id: artist.id, goods_id: goodsId, sort: held + 1 })
      .run();
  });
  return { recommended: recommendedOf(db, artist.id) };
}

export function setForSaleOf(db: Db, user: User, artistType: ArtistTypeValue, goodsId: number, isCanBuy: number) {
  requireOwned(db, user, artistType, goodsId);
  const value = isCanBuy ? 1 : 0;
  db.update(goods).set({ is_can_buy: value }).where(eq(goods.id, goodsId)).run();
  forgetTreasureContent(db);
  return { goods_id: goodsId, is_can_buy: value };
}

type ThreeDRow = typeof threeDApplications.$inferSelect;

function threeDAnswer(db: Db, row: ThreeDRow) {
  const treasure = treasureRow(db, row.goods_id);
  if (!treasure) throw new Error(`3D application ${row.id} names a missing treasure`);
  return {
    id: row.id,
    goods_id: row.goods_id,
    goods_name: treasure.name,
    goods_name_intl: treasure.name_intl,
    picture: treasure.pictures[0] ?? '',
    contact: row.contact,
    note: row.note,
    status: row.status,
    created_at: row.created_at,
  };
}

export function listThreeD(db: Db, user: User, artistType: ArtistTypeValue) {
  const artist = certifiedIdentity(db, user, artistType);
  const rows = rowsOfArtist(
    db,
    threeDApplications,
    artist.id,
    desc(threeDApplications.created_at),
    desc(threeDApplications.id),
  );
  return { list: rows.map((row) => threeDAnswer(db, row)) };
}

export function applyThreeDOf(
  db: Db,
  user: User,
  artistType: ArtistTypeValue,
  input: { goods_id: number; contact?: string; note?: string },
) {
  const { artist, treasure } = requireOwned(db, user, artistType, input.goods_id);
  const contact = (input.contact ?? '').trim();
  const note = (input.note ?? '').trim();
  refuseIf(phoneProblem(contact));
  refuseIf(textTooLongProblem(note, ITEM_DESCRIPTION_MAX));
  if (treasure.dimensional_href) throw conflict('threeDAlready');
  const pending = db
    .select()
    .from(threeDApplications)
    .where(
      and(eq(threeDApplications.goods_id, treasure.id), eq(threeDApplications.status, APPLICATION_STATUS.reviewing)),
    )
    .get();
  if (pending) throw conflict('threeDPending');
  const row = db
    .insert(threeDApplications)
    .values({
      user_id: user.id,
      artist_id: artist.id,
      goods_id: treasure.id,
      contact,
      note,
      status: APPLICATION_STATUS.reviewing,
    })
    .returning()
    .get();
  return threeDAnswer(db, row);
}
