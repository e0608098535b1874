// Master discovery: the name search of /detailTeacher and the public page of /tcdetail/{id}.
// Only real identities are shown: an applicant (status -1, or 4 which counts as -1) has no
// public page and is never listed.
import { and, count, desc, eq, notInArray, sql, sum } from 'drizzle-orm';
import { MASTER_SEARCH_RESULTS_MAX, type MasterCard, type MasterPageData } from '../../contract/calls/masters.ts';
import { ARTIST_STATUS } from '../../contract/entities/user.ts';
import type { Db } from '../../db/client.ts';
import { artists, follows, goods, levels, news } from '../../db/schema.ts';
import { notFound } from '../api-error.ts';
import { artistProfileOf } from './artists.ts';
import { isPublished } from './treasures.ts';

const NOT_REAL = [ARTIST_STATUS.notArtist, ARTIST_STATUS.pending];
const isReal = notInArray(artists.status, NOT_REAL);

/** How names are compared: case and spaces do not matter ("li ming" finds "Li Mingyuan"). */
export const normaliseName = (name: string) => name.toLowerCase().replace(/\s+/g, '');

const normalised = (column: typeof artists.name | typeof artists.name_intl) => sql`replace(lower(${column}), ' ', '')`;

/** Identities whose Chinese or English name contains `name`: exact names first, then prefixes. */
export function searchMasters(db: Db, name: string): { list: MasterCard[]; total: number } {
  const query = normaliseName(name);
  const zn = normalised(artists.name);
  const en = normalised(artists.name_intl);
  const matches = and(isReal, sql`(instr(${zn}, ${query}) > 0 or instr(${en}, ${query}) > 0)`);
  const rank = sql<number>`case
    when ${zn} = ${query} or ${en} = ${query} then 0
    when instr(${zn}, ${query}) = 1 or instr(${en}, ${query}) = 1 then 1
    else 2 end`;
  const worksByArtist = db
    .select({ artist_id: goods.artist_id, n: count().as('n') })
    .from(goods)
    .where(isPublished)
    .groupBy(goods.artist_id)
    .as('works_by_artist');
  const total = db.select({ n: count() }).from(artists).where(matches).get()?.n ?? 0;
  const rows = db
    .select({
      id: artists.id,
      name: artists.name,
      name_intl: artists.name_intl,
      title: artists.title,
      title_intl: artists.title_intl,
      pic: artists.pic,
      content: artists.content,
      content_intl: artists.content_intl,
      type: artists.type,
      is_collector_inst: artists.is_collector_inst,
      works_count: sql<number>`coalesce(${worksByArtist.n}, 0)`,
    })
    .from(artists)
    .leftJoin(worksByArtist, eq(worksByArtist.artist_id, artists.id))
    .where(matches)
    .orderBy(rank, artists.id)
    .limit(MASTER_SEARCH_RESULTS_MAX)
    .all();
  return { list: rows.map((row) => ({ ...row, works_count: Number(row.works_count) })), total };
}

/** The public page of a real identity, or the "not found" refusal (code -1). */
export function masterPage(db: Db, id: number): MasterPageData {
  const row = db.select({ status: artists.status }).from(artists).where(eq(artists.id, id)).get();
  if (!row || (NOT_REAL as number[]).includes(row.status)) throw notFound('masterNotFound');
  const own = and(eq(goods.artist_id, id), isPublished);
  const works = db
    .select({
      id: goods.id,
      name: goods.name,
      name_intl: goods.name_intl,
      serial_number: goods.serial_number,
      pictures: goods.pictures,
      level_name: levels.name,
      level_name_intl: levels.name_intl,
      is_rare: levels.is_rare,
    })
    .from(goods)
    .innerJoin(levels, eq(levels.id, goods.level_id))
    .where(own)
    .orderBy(desc(goods.id))
    .all();
  const views = db
    .select({ n: sum(goods.browse_num) })
    .from(goods)
    .where(own)
    .get()?.n;
  const followers = db.select({ n: count() }).from(follows).where(eq(follows.artist_id, id)).get()?.n ?? 0;
  const newsCount = db.select({ n: count() }).from(news).where(eq(news.artist_id, id)).get()?.n ?? 0;
  return {
    artist: artistProfileOf(db, id),
    counts: { works: works.length, followers, views: Number(views ?? 0), news: newsCount },
    works: works.map((work) => ({
      id: work.id,
      name: work.name,
      name_intl: work.name_intl,
      serial_number: work.serial_number,
      pic: work.pictures[0] ?? '',
      level: { name: work.level_name, name_intl: work.level_name_intl },
      is_rare: work.is_rare,
    })),
  };
}
