// Publishing works (/renzhen, /renzhen_col): drafts, then review (product §4: under review,
// review failed, approved, blocked). Images under 10M (upload/image), description at most 200
// characters, treasure data at most 10 items (product §5).

import { and, desc, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveWork } from '../../contract/calls/master-works.ts';
import { ARTIST_TYPE, type ArtistTypeValue } from '../../contract/entities/artist-kinds.ts';
import { WORK_STATUS } from '../../contract/entities/master-tools.ts';
import { COMPETE_OPEN, WORK_DATA_LABEL_MAX, WORK_DATA_VALUE_MAX, WORK_NAME_MAX } from '../../contract/limits.ts';
import { workProblem } from '../../contract/rules/master-tools.ts';
import type { Db } from '../../db/client.ts';
import { rowsOfArtist } from '../../db/rows.ts';
import { workSubmissions } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, refuseIf } from '../api-error.ts';
import type { User } from '../deps.ts';
import { certifiedIdentity, isIsoDate, isSitePicture, requireOwnRow, todayIso } from './owner-identity.ts';

type Row = typeof workSubmissions.$inferSelect;
type Input = z.output<typeof saveWork.body>;

const EDITABLE: number[] = [WORK_STATUS.draft, WORK_STATUS.failed];

/** A new work the same as one its owner made this recently is that one sent twice (a double tap). */
const DOUBLE_SUBMIT_MS = 60_000;

type WorkFields = Pick<
  Row,
  | 'kind'
  | 'status'
  | 'name'
  | 'name_intl'
  | 'pictures'
  | 'description'
  | 'description_intl'
  | 'data_lines'
  | 'manufacturing_date'
>;
const sameWork = (work: WorkFields) =>
  JSON.stringify([
    work.kind,
    work.status,
    work.name,
    work.name_intl,
    work.pictures,
    work.description,
    work.description_intl,
    work.data_lines,
    work.manufacturing_date,
  ]);

/** The work of `artistId` made in the last minute with exactly these fields, if any. */
function sentTwice(db: Db, artistId: number, fields: WorkFields): Row | undefined {
  const since = new Date(Date.now() - DOUBLE_SUBMIT_MS).toISOString();
  const wanted = sameWork(fields);
  return db
    .select()
    .from(workSubmissions)
    .where(and(eq(workSubmissions.artist_id, artistId), gte(workSubmissions.created_at, since)))
    .all()
    .find((row) => sameWork(row) === wanted);
}

const answerOf = (row: Row) => ({
  id: row.id,
  artist_id: row.artist_id,
  kind: row.kind === 'competition' ? ('competition' as const) : ('ordinary' as const),
  name: row.name,
  name_intl: row.name_intl,
  pictures: row.pictures,
  description: row.description,
  description_intl: row.description_intl,
  data_lines: row.data_lines,
  manufacturing_date: row.manufacturing_date,
  status: row.status,
  review_note: row.review_note,
  review_note_intl: row.review_note_intl,
  goods_id: row.goods_id,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export function listWorks(db: Db, user: User, artistType: ArtistTypeValue) {
  const artist = certifiedIdentity(db, user, artistType);
  const rows = rowsOfArtist(db, workSubmissions, artist.id, desc(workSubmissions.updated_at), desc(workSubmissions.id));
  return {
    list: rows.map(answerOf),
    can_compete: artistType === ARTIST_TYPE.author && user.compete_status === COMPETE_OPEN,
  };
}

const chars = (value: string) => [...value].length;
const text = (value: string | undefined) => (value ?? '').trim();

/** The rules of a work, in the order the form shows its fields. A draft needs only its name. */
function checkWork(input: Input, submit: boolean) {
  const name = text(input.name);
  const pictures = [...new Set(input.pictures)];
  refuseIf(workProblem({ ...input, pictures }, submit));
  if (chars(name) > WORK_NAME_MAX || chars(text(input.name_intl)) > WORK_NAME_MAX * 3) {
    throw badRequest('invalidField', { field: `name (≤ ${WORK_NAME_MAX})` });
  }
  if (!pictures.every(isSitePicture)) throw badRequest('pictureNotUploaded');
  const description = text(input.description);
  const descriptionIntl = text(input.description_intl);
  const lines = (input.data_lines ?? [])
    .map((line) => ({ label: text(line.label), value: text(line.value) }))
    .filter((line) => line.label || line.value);
  for (const line of lines) {
    if (
      !line.label ||
      !line.value ||
      chars(line.label) > WORK_DATA_LABEL_MAX ||
      chars(line.value) > WORK_DATA_VALUE_MAX
    ) {
      throw badRequest('invalidField', { field: 'data_lines' });
    }
  }
  const date = text(input.manufacturing_date) || null;
  if (date && (!isIsoDate(date) || date > todayIso()))
    throw badRequest('invalidField', { field: 'manufacturing_date' });
  return {
    name,
    name_intl: text(input.name_intl),
    pictures,
    description,
    description_intl: descriptionIntl,
    data_lines: lines,
    manufacturing_date: date,
  };
}

export function saveWorkOf(db: Db, user: User, input: Input) {
  const artist = certifiedIdentity(db, user, input.artist_type);
  if (
    input.kind === 'competition' &&
    !(input.artist_type === ARTIST_TYPE.author && user.compete_status === COMPETE_OPEN)
  ) {
    throw forbidden('competitionNotOpen');
  }
  const existing = input.id ? requireOwnRow(db, workSubmissions, artist.id, input.id) : undefined;
  if (existing && !EDITABLE.includes(existing.status)) throw conflict('workNotEditable');
  const submit = input.submit === 1;
  const fields = {
    ...checkWork(input, submit),
    kind: input.kind,
    status: submit ? WORK_STATUS.reviewing : WORK_STATUS.draft,
    review_note: submit ? '' : (existing?.review_note ?? ''),
    review_note_intl: submit ? '' : (existing?.review_note_intl ?? ''),
    updated_at: new Date().toISOString(),
  };
  if (existing) {
    return answerOf(
      db.update(workSubmissions).set(fields).where(eq(workSubmissions.id, existing.id)).returning().get(),
    );
  }
  // the same new work again at once (a double tap, a retried request): the one already made
  const twice = sentTwice(db, artist.id, fields);
  if (twice) return answerOf(twice);
  return answerOf(
    db
      .insert(workSubmissions)
      .values({ ...fields, user_id: user.id, artist_id: artist.id })
      .returning()
      .get(),
  );
}

export function deleteWorkOf(db: Db, user: User, artistType: ArtistTypeValue, id: number) {
  const artist = certifiedIdentity(db, user, artistType);
  const row = requireOwnRow(db, workSubmissions, artist.id, id);
  if (!EDITABLE.includes(row.status)) throw conflict('workNotEditable');
  db.delete(workSubmissions).where(eq(workSubmissions.id, id)).run();
  return { id };
}
