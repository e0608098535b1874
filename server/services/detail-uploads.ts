// Detail uploads (/imgUpdate): the treasure's author or holder sends detail pictures, which
// are reviewed before the treasure page shows them. One review at a time.
import { and, desc, eq } from 'drizzle-orm';
import { DETAIL_STATUS } from '../../contract/calls/treasure-pages.ts';
import { DETAIL_UPLOAD_NOTE_MAX, DETAIL_UPLOAD_PICTURES_MAX } from '../../contract/limits.ts';
import type { Db } from '../../db/client.ts';
import { detailUploads } from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../api-error.ts';
import type { User } from '../deps.ts';
import { ownerIdentity } from './ai-voice.ts';
import { findSensitiveWords } from './sensitive-words.ts';
import { requireTreasure } from './treasures.ts';
import { checkUploadedPictures } from './uploaded-pictures.ts';

function requireOwner(db: Db, user: User, goodsId: number) {
  const treasure = requireTreasure(db, goodsId);
  if (ownerIdentity(db, user, treasure) === null) throw forbidden('detailUploadNotOwner');
  return treasure;
}

function latestUpload(db: Db, goodsId: number) {
  const row = db
    .select()
    .from(detailUploads)
    .where(eq(detailUploads.goods_id, goodsId))
    .orderBy(desc(detailUploads.id))
    .get();
  if (!row) return null;
  const { id, pictures, note, status, created_at } = row;
  return { id, pictures, note, status, created_at };
}

export function detailUploadStatus(db: Db, user: User, goodsId: number) {
  const treasure = requireOwner(db, user, goodsId);
  const latest = latestUpload(db, goodsId);
  return { approved: treasure.detail_info, latest, can_upload: latest?.status !== DETAIL_STATUS.reviewing };
}

export function submitDetailUpload(db: Db, user: User, goodsId: number, fields: { pictures: string[]; note?: string }) {
  requireOwner(db, user, goodsId);
  const pending = db
    .select({ id: detailUploads.id })
    .from(detailUploads)
    .where(and(eq(detailUploads.goods_id, goodsId), eq(detailUploads.status, DETAIL_STATUS.reviewing)))
    .get();
  if (pending) throw conflict('detailUploadPending');
  if (fields.pictures.length === 0) throw badRequest('detailPicturesRequired');
  const pictures = checkUploadedPictures(fields.pictures, DETAIL_UPLOAD_PICTURES_MAX);
  const note = (fields.note ?? '').trim();
  if ([...note].length > DETAIL_UPLOAD_NOTE_MAX)
    throw badRequest('reportContentTooLong', { max: DETAIL_UPLOAD_NOTE_MAX });
  const words = findSensitiveWords(db, [note]);
  if (words.length) throw badRequest('sensitiveWords', { words });
  const row = db
    .insert(detailUploads)
    .values({ user_id: user.id, goods_id: goodsId, pictures, note, status: DETAIL_STATUS.reviewing })
    .returning()
    .get();
  return { id: row.id, pictures: row.pictures, note: row.note, status: row.status, created_at: row.created_at };
}
