// The goods/info answer: the treasure's changing columns (read fresh) over its slow-changing
// content and joined details (kept a minute).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import {
  goodsCertificates,
  goodsChannels,
  goodsCoAuthors,
  goodsDataLines,
  holders,
  levels,
  likes,
  purchaseRequests,
  saves,
  transferRecords,
  valuations,
} from '../../db/schema.ts';
import type { User } from '../deps.ts';
import { joinJsonObjects, PreSerialized } from '../pre-serialized.ts';
import { artistProfileOf } from './artists.ts';
import { coAuthorsOf, holderOf, levelFacts } from './treasure-facts.ts';
import { type LiveColumns, treasureRow } from './treasures.ts';

const ph = (name: string) => sql.placeholder(name);

const statements = preparedFor((db) => {
  const byGoodsId = <T extends { goods_id: SQLiteColumn }>(table: T) => eq(table.goods_id, ph('id'));
  /** A treasure's rows of a table kept in their order (its data lines, certificates, co-authors). */
  const inOrder = <T extends typeof goodsDataLines | typeof goodsCertificates | typeof goodsCoAuthors>(table: T) =>
    db.select().from(table).where(byGoodsId(table)).orderBy(asc(table.sort)).prepare();
  return {
    level: db
      .select()
      .from(levels)
      .where(eq(levels.id, ph('id')))
      .prepare(),
    holder: db.select().from(holders).where(byGoodsId(holders)).prepare(),
    channels: db.select().from(goodsChannels).where(byGoodsId(goodsChannels)).orderBy(asc(goodsChannels.id)).prepare(),
    transfers: db.select({ n: count() }).from(transferRecords).where(byGoodsId(transferRecords)).prepare(),
    valuations: db.select({ n: count() }).from(valuations).where(byGoodsId(valuations)).prepare(),
    dataLines: inOrder(goodsDataLines),
    certificates: inOrder(goodsCertificates),
    coAuthors: inOrder(goodsCoAuthors),
    liked: db
      .select({ n: count() })
      .from(likes)
      .where(and(eq(likes.user_id, ph('user')), eq(likes.goods_id, ph('id'))))
      .prepare(),
    saved: db
      .select({ n: count() })
      .from(saves)
      .where(and(eq(saves.user_id, ph('user')), eq(saves.goods_id, ph('id'))))
      .prepare(),
    request: db
      .select({ id: purchaseRequests.id })
      .from(purchaseRequests)
      .where(and(eq(purchaseRequests.user_id, ph('user')), eq(purchaseRequests.goods_id, ph('id'))))
      .prepare(),
  };
});

/** Everything of the answer that changes only when the treasure is edited. */
function readContent(db: Db, id: number) {
  const row = treasureRow(db, id);
  if (!row) return undefined;
  const q = statements(db);
  const level = q.level.get({ id: row.level_id });
  const holder = q.holder.get({ id });
  const channels = q.channels.all({ id });
  return {
    id: row.id,
    name: row.name,
    name_intl: row.name_intl,
    serial_number: row.serial_number,
    uuid: row.uuid,
    pictures: row.pictures,
    dimensional_href: row.dimensional_href,
    detail_info: row.detail_info,
    detail_status: row.detail_status,
    info: q.dataLines
      .all({ id })
      .map(({ label, label_intl, value, value_intl }) => ({ label, label_intl, value, value_intl })),
    manufacturing_date: row.manufacturing_date,
    certificate: row.certificate,
    certificate_info: q.certificates
      .all({ id })
      .map(({ pic, content, content_intl }) => ({ pic, content, content_intl })),
    ...levelFacts(level),
    collect_num: row.collect_num,
    spread_info: Object.fromEntries(
      channels.map(({ key, name, name_intl, info, info_intl, pl_pic }) => [
        key,
        { key, name, name_intl, info, info_intl, pl_pic },
      ]),
    ),
    privacy_skin: row.privacy_skin ?? null,
    honor: row.honor,
    honor_intl: row.honor_intl,
    description: row.description,
    description_intl: row.description_intl,
    price: row.price,
    collector: holderOf(holder),
    transfer_count: q.transfers.get({ id })?.n ?? 0,
    has_valuation: (q.valuations.get({ id })?.n ?? 0) > 0 ? 1 : 0,
    is_recommend: row.is_recommend,
    artist_id: row.artist_id,
    artist: artistProfileOf(db, row.artist_id),
    artist_edit: row.artist_edit ? { ...artistProfileOf(db, row.artist_id), ...row.artist_edit } : null,
    link_artist: coAuthorsOf(q.coAuthors.all({ id })),
    is_can_buy: row.is_can_buy,
    is_unit: row.is_unit,
  };
}

type Content = NonNullable<ReturnType<typeof readContent>> & { readAt: number; json: string };
const CONTENT_TTL_MS = 60_000;
const contentCache = new WeakMap<Db, Map<number, Content>>();

/**
 * The treasure page is the hot path (every search and every visit), so its content is kept
 * for at most a minute. Whatever edits a treasure, its related rows or its artist calls this.
 */
export function forgetTreasureContent(db: Db) {
  contentCache.get(db)?.clear();
}

/** What the treasure page shows of treasure `id` that changes only when it is edited (kept a minute). */
export function treasureContent(db: Db, id: number): Content | undefined {
  let cache = contentCache.get(db);
  if (!cache) {
    cache = new Map();
    contentCache.set(db, cache);
  }
  const now = Date.now();
  let content = cache.get(id);
  if (!content || now - content.readAt > CONTENT_TTL_MS) {
    const read = readContent(db, id);
    if (!read) return undefined;
    content = { ...read, readAt: now, json: JSON.stringify(read) };
    cache.set(id, content);
  }
  return content;
}

/** What changes from one request to the next: the viewer's own marks, the counts, the voice. */
function liveParts(db: Db, live: LiveColumns, viewer: User | null) {
  const q = statements(db);
  const ids = { user: viewer?.id ?? 0, id: live.id };
  return {
    is_like: viewer && (q.liked.get(ids)?.n ?? 0) > 0 ? 1 : 0,
    is_save: viewer && (q.saved.get(ids)?.n ?? 0) > 0 ? 1 : 0,
    apply_buy_id: viewer ? (q.request.get(ids)?.id ?? 0) : 0,
    view: {
      total_browse_num: live.browse_num,
      total_share_num: live.share_num,
      total_like_num: live.like_num,
      total_save_num: live.save_num,
    },
    audio_type: live.audio_type,
  };
}

/** The same answer as JSON text, reusing the content's text (the goods/info hot path). */
export function treasureAnswerJson(db: Db, live: LiveColumns, viewer: User | null): PreSerialized | undefined {
  const content = treasureContent(db, live.id);
  if (!content) return undefined;
  return new PreSerialized(joinJsonObjects(content.json, JSON.stringify(liveParts(db, live, viewer))));
}
