// Fills the database with the demo data of seeds/records (the fixtures listed in seeds/README.md, and more). Everything is
// replaced in one transaction, so calling it again leaves exactly the same rows.
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { hashPassword } from '../server/services/password.ts';
import { artistCertificates } from './records/artist-certificates.ts';
import { audioRules } from './records/audio-rules.ts';
import { authorisationRows } from './records/authorisations.ts';
import { collectors } from './records/collectors.ts';
import { dailyStatsRows } from './records/daily-stats.ts';
import { derivatives } from './records/derivatives.ts';
import { followRows } from './records/follows.ts';
import { helpTexts } from './records/help-texts.ts';
import { levels } from './records/levels.ts';
import { masters } from './records/masters.ts';
import { news } from './records/news.ts';
import { noticeRows } from './records/notices.ts';
import { recommendedCollectionRows } from './records/recommended-collection.ts';
import { extraSalesmen, SALESMAN_CODES, salesmanArtistLinks } from './records/salesman-links.ts';
import { salesmen } from './records/salesmen.ts';
import { sensitiveWords } from './records/sensitive-words.ts';
import { threeDApplicationRows } from './records/three-d-applications.ts';
import { treasures } from './records/treasures.ts';
import type { ArtistSeed, TreasureSeed } from './records/types.ts';
import { assistantLinks, users } from './records/users.ts';
import { workSubmissionRows } from './records/work-submissions.ts';

/** Tables in deletion order: every table comes before the tables it references. */
export const TABLES_CHILDREN_FIRST = [
  t.uploads,
  t.recommendedCollection,
  t.salesmanArtists,
  t.dailyStats,
  t.threeDApplications,
  t.authorisations,
  t.roleApplications,
  t.workSubmissions,
  t.detailUploads,
  t.reports,
  t.orders,
  t.purchaseRequests,
  t.follows,
  t.saves,
  t.likes,
  t.assistantLinks,
  t.users,
  t.salesmen,
  t.derivatives,
  t.news,
  t.valuations,
  t.transferRecords,
  t.holders,
  t.goodsCoAuthors,
  t.goodsChannels,
  t.goodsCertificates,
  t.goodsDataLines,
  t.goods,
  t.levels,
  t.artistCertificates,
  t.artists,
  t.audioRules,
  t.helpTexts,
  t.notices,
  t.sensitiveWords,
] as const;

// scrypt is slow on purpose: hash each password once per process, so reseeding stays fast
// and a second seed in the same process writes the same hash.
const hashes = new Map<string, string>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

const artistRow = ({ sign_password, ...row }: ArtistSeed): typeof t.artists.$inferInsert => ({
  ...row,
  sign_password_hash: sign_password ? hashOnce(sign_password) : null,
});

/** Child rows of a treasure get the id `goods_id * 100 + position` (position from 1). */
const childId = (goodsId: number, index: number) => goodsId * 100 + index + 1;

function flattenTreasures(list: TreasureSeed[]) {
  const rows = {
    goods: [] as (typeof t.goods.$inferInsert)[],
    dataLines: [] as (typeof t.goodsDataLines.$inferInsert)[],
    certificates: [] as (typeof t.goodsCertificates.$inferInsert)[],
    channels: [] as (typeof t.goodsChannels.$inferInsert)[],
    coAuthors: [] as (typeof t.goodsCoAuthors.$inferInsert)[],
    holders: [] as (typeof t.holders.$inferInsert)[],
    transfers: [] as (typeof t.transferRecords.$inferInsert)[],
    valuations: [] as (typeof t.valuations.$inferInsert)[],
  };
  for (const item of list) {
    const { art: _art, info, certificates, channels, coAuthors, holder, transfers, valuations, ...goods } = item;
    const goods_id = item.id;
    rows.goods.push(goods);
    info.forEach((l, i) => {
      rows.dataLines.push({ id: childId(goods_id, i), goods_id, sort: i + 1, ...l });
    });
    certificates?.forEach((c, i) => {
      rows.certificates.push({ id: childId(goods_id, i), goods_id, sort: i + 1, ...c });
    });
    channels?.forEach((c, i) => {
      rows.channels.push({ id: childId(goods_id, i), goods_id, ...c });
    });
    coAuthors?.forEach((c, i) => {
      rows.coAuthors.push({ id: childId(goods_id, i), goods_id, sort: i + 1, ...c });
    });
    if (holder) rows.holders.push({ goods_id, ...holder });
    transfers?.forEach((r, i) => {
      rows.transfers.push({ id: childId(goods_id, i), goods_id, ...r });
    });
    valuations?.forEach(([valued_at, price], i) => {
      rows.valuations.push({ id: childId(goods_id, i), goods_id, valued_at, price });
    });
  }
  return rows;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts in chunks, well under SQLite's limit of bound variables per statement. */
function insertAll<T extends (typeof TABLES_CHILDREN_FIRST)[number]>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += 100) {
    tx.insert(table)
      .values(rows.slice(i, i + 100))
      .run();
  }
}

export function seedDatabase(db: Db): void {
  const g = flattenTreasures(treasures);
  const artists = [...masters, ...collectors].map(artistRow);
  const derivativeRows = derivatives.map(({ art: _art, ...row }) => row);
  const follows = followRows();
  const stats = dailyStatsRows(follows);

  db.transaction((tx) => {
    for (const table of TABLES_CHILDREN_FIRST) tx.delete(table).run();

    insertAll(
      tx,
      t.sensitiveWords,
      sensitiveWords.map((word) => ({ word })),
    );
    insertAll(tx, t.notices, noticeRows());
    insertAll(tx, t.helpTexts, helpTexts);
    insertAll(tx, t.audioRules, audioRules);
    insertAll(tx, t.artists, artists);
    insertAll(tx, t.artistCertificates, artistCertificates);
    insertAll(tx, t.levels, levels);
    insertAll(tx, t.goods, g.goods);
    insertAll(tx, t.goodsDataLines, g.dataLines);
    insertAll(tx, t.goodsCertificates, g.certificates);
    insertAll(tx, t.goodsChannels, g.channels);
    insertAll(tx, t.goodsCoAuthors, g.coAuthors);
    insertAll(tx, t.holders, g.holders);
    insertAll(tx, t.transferRecords, g.transfers);
    insertAll(tx, t.valuations, g.valuations);
    insertAll(tx, t.news, news);
    insertAll(tx, t.derivatives, derivativeRows);
    insertAll(tx, t.salesmen, [
      ...salesmen.map((row) => ({ ...row, code: SALESMAN_CODES[row.id] ?? null })),
      ...extraSalesmen,
    ]);
    // a master's identity in the records is their own
    insertAll(
      tx,
      t.users,
      users.map((row) => ({ ...row, own_artist_id: row.is_artist ? row.artist_id : null })),
    );
    insertAll(tx, t.assistantLinks, assistantLinks);
    insertAll(tx, t.follows, follows);
    // the master tools' records (work submissions, authorisations, 3D, statistics, collections)
    insertAll(tx, t.workSubmissions, workSubmissionRows);
    insertAll(tx, t.authorisations, authorisationRows);
    insertAll(tx, t.threeDApplications, threeDApplicationRows);
    insertAll(tx, t.recommendedCollection, recommendedCollectionRows);
    insertAll(tx, t.salesmanArtists, salesmanArtistLinks);
    insertAll(tx, t.dailyStats, stats);
  });
}
