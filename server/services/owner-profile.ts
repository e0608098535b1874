// Celebrity authentication and info edit (/masterinfo, /masterinfo_col) and the signature
// (/sign, /sign_col): the rules of product §5 ("Other limits") on the server's side.

import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { editOwnerProfile, saveSignature } from '../../contract/calls/master-tools.ts';
import { type ArtistTypeValue, isKnownGender } from '../../contract/entities/artist-kinds.ts';
import {
  CERTIFICATE_CAPTION_MAX,
  honorLines,
  PASSWORD_MAX,
  PROFILE_INTRO_MAX,
  PROFILE_NAME_INTL_MAX,
  PROFILE_NAME_MAX,
  PROFILE_TITLE_MAX,
} from '../../contract/limits.ts';
import { certificatesProblem, honorsProblem, passwordProblem } from '../../contract/rules/master-tools.ts';
import type { Db } from '../../db/client.ts';
import { artistCertificates, artists, users } from '../../db/schema.ts';
import { badRequest, refuseIf } from '../api-error.ts';
import type { User } from '../deps.ts';
import { type ArtistRow, isIsoDate, isSitePicture, ownerIdentity, todayIso } from './owner-identity.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { forgetTreasureContent } from './treasure-answer.ts';

type ProfileInput = z.output<typeof editOwnerProfile.body>;
type SignatureInput = z.output<typeof saveSignature.body>;

const PENDING = 4;

export function profileOf(db: Db, artistType: ArtistTypeValue, artist: ArtistRow | null) {
  const certificates = artist
    ? db
        .select()
        .from(artistCertificates)
        .where(eq(artistCertificates.artist_id, artist.id))
        .orderBy(asc(artistCertificates.sort))
        .all()
    : [];
  return {
    artist_type: artistType,
    id: artist?.id ?? null,
    type: artist?.type ?? artistType,
    is_collector_inst: artist?.is_collector_inst ?? 0,
    status: artist?.status ?? -1,
    name: artist?.name ?? '',
    name_intl: artist?.name_intl ?? '',
    title: artist?.title ?? '',
    title_intl: artist?.title_intl ?? '',
    pic: artist?.pic ?? '',
    content: artist?.content ?? '',
    content_intl: artist?.content_intl ?? '',
    honor: artist?.honor ?? '',
    honor_intl: artist?.honor_intl ?? '',
    birthday: artist?.birthday ?? null,
    gender: artist?.gender ?? null,
    certificate_info: certificates.map(({ pic, content, content_intl }) => ({ pic, content, content_intl })),
  };
}

export function readProfile(db: Db, user: User, artistType: ArtistTypeValue) {
  return profileOf(db, artistType, ownerIdentity(db, user, artistType, { allowMissing: true }));
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

function checkLength(value: string, max: number, field: string) {
  if ([...value].length > max) throw badRequest('invalidField', { field: `${field} (≤ ${max})` });
  return value;
}

/** Honors: one per line, fewer than 100 lines, each under 50 Chinese characters. */
export function checkHonors(text: string): string {
  refuseIf(honorsProblem(text));
  return honorLines(text).join('\n');
}

function checkProfile(input: ProfileInput) {
  const name = trimmed(input.name);
  if (!name) throw badRequest('nameRequired');
  const certificates = input.certificates ?? [];
  refuseIf(certificatesProblem(certificates.length));
  for (const certificate of certificates) if (!isSitePicture(certificate.pic)) throw badRequest('pictureNotUploaded');
  const pic = trimmed(input.pic);
  if (pic && !isSitePicture(pic)) throw badRequest('pictureNotUploaded');
  const birthday = trimmed(input.birthday) || null;
  if (birthday && (!isIsoDate(birthday) || birthday > todayIso() || birthday < '1900-01-01'))
    throw badRequest('birthdayInvalid');
  const genderText = trimmed(input.gender);
  const gender = genderText === '' ? null : Number(genderText);
  if (gender !== null && !isKnownGender(gender)) throw badRequest('invalidField', { field: 'gender' });
  return {
    name: checkLength(name, PROFILE_NAME_MAX, 'name'),
    name_intl: checkLength(trimmed(input.name_intl), PROFILE_NAME_INTL_MAX, 'name_intl'),
    title: checkLength(trimmed(input.title), PROFILE_TITLE_MAX, 'title'),
    title_intl: checkLength(trimmed(input.title_intl), PROFILE_TITLE_MAX * 3, 'title_intl'),
    pic,
    content: checkLength(trimmed(input.content), PROFILE_INTRO_MAX, 'content'),
    content_intl: checkLength(trimmed(input.content_intl), PROFILE_INTRO_MAX * 3, 'content_intl'),
    honor: checkHonors(input.honor ?? ''),
    honor_intl: checkHonors(input.honor_intl ?? ''),
    birthday,
    gender,
    certificates: certificates.map((c) => ({
      pic: c.pic,
      content: checkLength(trimmed(c.content), CERTIFICATE_CAPTION_MAX, 'certificates.content'),
      content_intl: checkLength(trimmed(c.content_intl), CERTIFICATE_CAPTION_MAX * 3, 'certificates.content_intl'),
    })),
  };
}

/**
 * Saves the profile (its certificates replaced as a whole). A master without an identity yet,
 * or not yet certified, sends it for celebrity authentication: status 4, under review.
 */
export function editProfile(db: Db, user: User, input: ProfileInput) {
  const artistType = input.artist_type;
  const current = ownerIdentity(db, user, artistType, { allowMissing: true });
  const { certificates, ...fields } = checkProfile(input);
  const saved = db.transaction((tx) => {
    let artist: ArtistRow;
    if (current) {
      const status = current.status === -1 ? PENDING : current.status;
      artist = tx
        .update(artists)
        .set({ ...fields, status })
        .where(eq(artists.id, current.id))
        .returning()
        .get();
    } else {
      artist = tx
        .insert(artists)
        .values({ ...fields, type: 1, status: PENDING })
        .returning()
        .get();
      tx.update(users).set({ artist_id: artist.id, own_artist_id: artist.id }).where(eq(users.id, user.id)).run();
    }
    tx.delete(artistCertificates).where(eq(artistCertificates.artist_id, artist.id)).run();
    if (certificates.length) {
      tx.insert(artistCertificates)
        .values(certificates.map((c, i) => ({ artist_id: artist.id, sort: i + 1, ...c })))
        .run();
    }
    return artist;
  });
  // the treasure pages show the author's introduction, honors and certificates
  forgetTreasureContent(db);
  return profileOf(db, artistType, saved);
}

export function readSignature(db: Db, user: User, artistType: ArtistTypeValue) {
  const artist = ownerIdentity(db, user, artistType, { ownerOnly: true, certified: true });
  return { artist_type: artistType, sign: artist.sign, sign_password: Boolean(artist.sign_password_hash) };
}

/** The seal (3M, checked by upload/image) and the signature password (at least 6, twice). */
export function saveSignatureOf(db: Db, user: User, input: SignatureInput) {
  const artistType = input.artist_type;
  const artist = ownerIdentity(db, user, artistType, { ownerOnly: true, certified: true });
  const sign = trimmed(input.sign) || artist.sign;
  if (!sign) throw badRequest('sealRequired');
  if (sign !== artist.sign && !isSitePicture(sign)) throw badRequest('pictureNotUploaded');
  const password = input.password ?? '';
  let hash = artist.sign_password_hash;
  if (password || input.password_confirm) {
    const old = input.old_password ?? '';
    refuseIf(passwordProblem({ password, confirm: input.password_confirm ?? '', old, hasPassword: Boolean(hash) }));
    if ([...password].length > PASSWORD_MAX)
      throw badRequest('invalidField', { field: `password (≤ ${PASSWORD_MAX})` });
    if (hash && !verifyPassword(old, hash)) throw badRequest('oldPasswordWrong');
    hash = hashPassword(password);
  }
  db.update(artists).set({ sign, sign_password_hash: hash }).where(eq(artists.id, artist.id)).run();
  return { artist_type: artistType, sign, sign_password: Boolean(hash) };
}
