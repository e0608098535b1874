import { asc, eq, sql } from 'drizzle-orm';
import type { ArtistProfile } from '../../contract/entities/artist.ts';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { artistCertificates, artists } from '../../db/schema.ts';
import { notFound } from '../api-error.ts';

const statements = preparedFor((db) => ({
  byId: db
    .select()
    .from(artists)
    .where(eq(artists.id, sql.placeholder('id')))
    .prepare(),
  certificates: db
    .select()
    .from(artistCertificates)
    .where(eq(artistCertificates.artist_id, sql.placeholder('id')))
    .orderBy(asc(artistCertificates.sort))
    .prepare(),
}));

export type ArtistRow = typeof artists.$inferSelect;

/** Whole years between an ISO birthday and today. */
export function ageOn(birthday: string | null, today = new Date()): number | null {
  if (!birthday) return null;
  const [y, m, d] = birthday.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return null;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return Math.max(0, age);
}

export function requireArtist(db: Db, id: number): ArtistRow {
  const row = statements(db).byId.get({ id });
  if (!row) throw notFound();
  return row;
}

export function artistProfileOf(db: Db, id: number): ArtistProfile {
  const row = requireArtist(db, id);
  const certificates = statements(db).certificates.all({ id });
  return {
    id: row.id,
    name: row.name,
    name_intl: row.name_intl,
    title: row.title,
    title_intl: row.title_intl,
    pic: row.pic,
    content: row.content,
    content_intl: row.content_intl,
    honor: row.honor,
    honor_intl: row.honor_intl,
    birthday: row.birthday,
    gender: row.gender,
    age: ageOn(row.birthday),
    type: row.type,
    is_collector_inst: row.is_collector_inst,
    certificate_info: certificates.map(({ pic, content, content_intl }) => ({ pic, content, content_intl })),
  };
}
