// AI voice narration of a treasure: only its owner may activate it, either with one of the
// activations they have left or by paying in the messaging app.
import { createHash, randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { artists, audioRules, goods, holders, orders } from '../../db/schema.ts';
import { ApiError, conflict, forbidden, notFound } from '../api-error.ts';
import type { User } from '../deps.ts';
import { type GoodsRow, requireTreasure } from './treasures.ts';

/** 1: the caller owns it as its author; 2: as its collector (or holder). */
export type ArtistType = 1 | 2;

const GENERATING = 1;

/** The identity (artist id) through which the caller owns the treasure, or null. */
export function ownerIdentity(db: Db, user: User, treasure: GoodsRow, artistType?: ArtistType): number | null {
  const asAuthor = user.artist_id !== null && treasure.artist_id === user.artist_id;
  const holder = db.select().from(holders).where(eq(holders.goods_id, treasure.id)).get();
  const asCollector =
    user.collector_id !== null &&
    (treasure.artist_id === user.collector_id || holder?.collector_id === user.collector_id);
  if ((artistType ?? 1) === 1 && asAuthor) return user.artist_id;
  if ((artistType ?? 2) === 2 && asCollector) return user.collector_id;
  return null;
}

function requireOwner(db: Db, user: User, goodsId: number, artistType?: ArtistType) {
  const treasure = requireTreasure(db, goodsId);
  const identity = ownerIdentity(db, user, treasure, artistType);
  if (identity === null) throw forbidden('audioNotOwner');
  return { treasure, identity };
}

function priceRule(db: Db) {
  const rule = db.select().from(audioRules).orderBy(asc(audioRules.id)).get();
  if (!rule) throw notFound();
  return rule;
}

export function audioStatusOf(treasure: GoodsRow) {
  return {
    audio: treasure.audio,
    audio_intl: treasure.audio_intl,
    audio_status: treasure.audio_status,
    audio_status_intl: treasure.audio_status_intl,
    audio_type: treasure.audio_type,
  };
}

export function audioPricing(db: Db, user: User, goodsId: number, artistType: ArtistType) {
  const { identity } = requireOwner(db, user, goodsId, artistType);
  const owner = db.select().from(artists).where(eq(artists.id, identity)).get();
  const rule = priceRule(db);
  return { audio_count: owner?.audio_count ?? 0, rule_money: rule.money, rule_id: rule.id };
}

function activate(db: Db, goodsId: number) {
  db.update(goods)
    .set({ audio_type: 1, audio_status: GENERATING, audio_status_intl: GENERATING })
    .where(eq(goods.id, goodsId))
    .run();
}

export function payAudioByCount(db: Db, user: User, goodsId: number, artistType: ArtistType) {
  const { treasure, identity } = requireOwner(db, user, goodsId, artistType);
  if (treasure.audio_type !== 0) throw conflict('audioAlreadyActive');
  return db.transaction((tx) => {
    const spent = tx
      .update(artists)
      .set({ audio_count: sql`${artists.audio_count} - 1` })
      .where(sql`${artists.id} = ${identity} and ${artists.audio_count} > 0`)
      .returning({ audio_count: artists.audio_count })
      .get();
    if (!spent) throw conflict('audioNoCount');
    activate(tx as unknown as Db, goodsId);
    return { audio_type: 1, audio_status: GENERATING, audio_count: spent.audio_count };
  });
}

export function createAudioOrder(db: Db, user: User, goodsId: number, ruleId: number, appId: string) {
  const { treasure } = requireOwner(db, user, goodsId);
  if (treasure.audio_type !== 0) throw conflict('audioAlreadyActive');
  const rule = db.select().from(audioRules).where(eq(audioRules.id, ruleId)).get();
  if (!rule) throw notFound();
  const orderNo = `AV${Date.now()}${randomBytes(3).toString('hex').toUpperCase()}`;
  db.insert(orders)
    .values({ order_no: orderNo, user_id: user.id, goods_id: goodsId, rule_id: rule.id, money: rule.money })
    .run();
  const timeStamp = String(Math.floor(Date.now() / 1000));
  const nonceStr = randomBytes(8).toString('hex');
  const pkg = `prepay_id=mock_${orderNo}`;
  const paySign = createHash('sha256').update(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`).digest('base64');
  return {
    order_no: orderNo,
    money: rule.money,
    pay: { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA' as const, paySign },
  };
}

/** What the payment provider's callback does: a paid order activates the voice. */
export function settleAudioOrder(db: Db, orderNo: string, paid: boolean) {
  const order = db.select().from(orders).where(eq(orders.order_no, orderNo)).get();
  if (!order) throw notFound();
  if (order.status !== 0) throw new ApiError(409, 409, order.status === 1 ? 'audioAlreadyActive' : 'paymentFailed');
  db.transaction((tx) => {
    tx.update(orders)
      .set({ status: paid ? 1 : 2 })
      .where(eq(orders.id, order.id))
      .run();
    if (paid) activate(tx as unknown as Db, order.goods_id);
  });
  return { order_no: orderNo, status: paid ? 1 : 2 };
}
