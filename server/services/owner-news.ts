// A master's (or collector's) own news (/xinwen, /xinwen_col): the items news/list shows the
// public, added, changed and deleted by their owner (or the master's assistant).
import { desc, eq } from 'drizzle-orm';
import type { ArtistTypeValue } from '../../contract/entities/artist-kinds.ts';
import { NEWS_TITLE_MAX, NEWS_URL_MAX } from '../../contract/limits.ts';
import type { Db } from '../../db/client.ts';
import { rowsOfArtist } from '../../db/rows.ts';
import { news } from '../../db/schema.ts';
import { badRequest } from '../api-error.ts';
import type { User } from '../deps.ts';
import { certifiedIdentity, isIsoDate, isSitePicture, requireOwnRow, todayIso } from './owner-identity.ts';

type Row = typeof news.$inferSelect;
type NewsInput = {
  id?: number;
  title?: string;
  title_intl?: string;
  url?: string;
  pic?: string;
  published_at?: string;
};

const answerOf = ({ id, title, title_intl, url, pic, published_at }: Row) => ({
  id,
  title,
  title_intl,
  url,
  pic,
  published_at,
});

export function listOwnNews(db: Db, user: User, artistType: ArtistTypeValue) {
  const artist = certifiedIdentity(db, user, artistType);
  const rows = rowsOfArtist(db, news, artist.id, desc(news.published_at), desc(news.id));
  return { artist_id: artist.id, list: rows.map(answerOf) };
}

function isWebLink(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export function saveNewsOf(db: Db, user: User, artistType: ArtistTypeValue, input: NewsInput) {
  const artist = certifiedIdentity(db, user, artistType);
  const existing = input.id ? requireOwnRow(db, news, artist.id, input.id) : undefined;
  const title = (input.title ?? '').trim();
  const titleIntl = (input.title_intl ?? '').trim();
  const url = (input.url ?? '').trim();
  if (!title) throw badRequest('newsTitleRequired');
  if ([...title].length > NEWS_TITLE_MAX || [...titleIntl].length > NEWS_TITLE_MAX * 2) {
    throw badRequest('invalidField', { field: `title (≤ ${NEWS_TITLE_MAX})` });
  }
  if (!url || url.length > NEWS_URL_MAX || !isWebLink(url)) throw badRequest('newsUrlInvalid');
  const pic = (input.pic ?? '').trim() || existing?.pic || artist.pic;
  if (pic && !isSitePicture(pic)) throw badRequest('pictureNotUploaded');
  const date = (input.published_at ?? '').trim() || existing?.published_at || todayIso();
  if (!isIsoDate(date) || date > todayIso()) throw badRequest('invalidField', { field: 'published_at' });
  const fields = { title, title_intl: titleIntl, url, pic, published_at: date };
  const row = existing
    ? db.update(news).set(fields).where(eq(news.id, existing.id)).returning().get()
    : db
        .insert(news)
        .values({ ...fields, artist_id: artist.id })
        .returning()
        .get();
  return answerOf(row);
}

export function deleteNewsOf(db: Db, user: User, artistType: ArtistTypeValue, id: number) {
  const artist = certifiedIdentity(db, user, artistType);
  requireOwnRow(db, news, artist.id, id);
  db.delete(news).where(eq(news.id, id)).run();
  return { id };
}
