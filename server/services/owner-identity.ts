// Which identity a master tool works on, and who may reach it: the server's side of the master
// home's gates (product §5 and §6). artist_type 1 is the caller's author identity (a
// master's own, or the master an assistant currently helps); 2 their collector or institution
// identity (the _col screens). Tiles 1 (info edit) and 5 (authorisation) stay open to a master
// who is not yet certified; the signature and authorisation are the master's alone.

import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { ARTIST_TYPE, type ArtistTypeValue } from '../../contract/entities/artist-kinds.ts';
import type { Db } from '../../db/client.ts';
import { rowById, rowOfArtist } from '../../db/rows.ts';
import { artists } from '../../db/schema.ts';
import { forbidden, notFound } from '../api-error.ts';
import type { User } from '../deps.ts';
import { isMasterOrAssistant } from './sessions.ts';

export type ArtistRow = typeof artists.$inferSelect;

export type OwnerRules = {
  /** not for assistants (authorisation, signature) */
  ownerOnly?: boolean;
  /** blocked while the identity is not certified (status -1, or 4 which counts as -1) */
  certified?: boolean;
};

/** Status 4 (under review) is treated as -1 (product §4). */
export const isCertified = (status: number) => status !== -1 && status !== 4;
/** Acting for another master (product §6: artist_user_id set), a master who assists one included. */
export const isAssistant = (user: User) => user.artist_user_id !== null;

/**
 * The caller's identity of `artistType`, or the refusal (403) with the home's own message.
 * With `allowMissing`, a master without an identity yet gets null (info edit creates it).
 */
export function ownerIdentity(
  db: Db,
  user: User,
  artistType: ArtistTypeValue,
  rules: OwnerRules & { allowMissing: true },
): ArtistRow | null;
export function ownerIdentity(db: Db, user: User, artistType: ArtistTypeValue, rules?: OwnerRules): ArtistRow;
export function ownerIdentity(
  db: Db,
  user: User,
  artistType: ArtistTypeValue,
  rules: OwnerRules & { allowMissing?: boolean } = {},
) {
  let artistId: number | null;
  if (artistType === ARTIST_TYPE.author) {
    if (!isMasterOrAssistant(user)) throw forbidden('notMaster');
    if (rules.ownerOnly && isAssistant(user)) throw forbidden('assistantNotAllowed');
    artistId = user.artist_id;
  } else {
    if (user.collector_id === null) throw forbidden('notCollector');
    artistId = user.collector_id;
  }
  const artist = rowById(db, artists, artistId);
  if (!artist) {
    if (rules.allowMissing && artistType === ARTIST_TYPE.author) return null;
    throw forbidden('completeInformation');
  }
  if (rules.certified && !isCertified(artist.status)) throw forbidden('completeInformation');
  return artist;
}

/** The caller's identity of `artistType` for the works' tools: a certified one (else the refusal). */
export const certifiedIdentity = (db: Db, user: User, artistType: ArtistTypeValue) =>
  ownerIdentity(db, user, artistType, { certified: true });

/** Row `id` of an identity's own `table` (a work, a news item, an authorisation), or the "not found" refusal. */
export function requireOwnRow<T extends SQLiteTable & { id: SQLiteColumn; artist_id: SQLiteColumn }>(
  db: Db,
  table: T,
  artistId: number,
  id: number,
): T['$inferSelect'] {
  const row = rowOfArtist(db, table, artistId, id);
  if (!row) throw notFound();
  return row;
}

/** Site-relative pictures only: one that upload/image stored, or one of the seed's media. */
const SITE_PICTURE =
  /^\/(uploads\/[0-9a-f-]{36}\.(jpg|png|gif|webp)|media\/[\w-]+(\/[\w-]+)*\.(svg|png|jpe?g|gif|webp))$/;
export const isSitePicture = (url: string) => SITE_PICTURE.test(url);

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/** A valid ISO date (YYYY-MM-DD that exists in the calendar). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
