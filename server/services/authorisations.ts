// Account authorisation (/shouquan, /sqDetail): a master authorises a person by name and phone
// to work as their assistant. When a user with that phone exists they become an assistant at
// once (auth/getArtistList then lists this master); revoking takes it back.

import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ArtistTypeValue } from '../../contract/entities/artist-kinds.ts';
import { AUTHORISATION_STATUS } from '../../contract/entities/master-tools.ts';
import { ASSISTANT_NAME_MAX } from '../../contract/limits.ts';
import { personProblem } from '../../contract/rules/master-tools.ts';
import type { Db } from '../../db/client.ts';
import { rowById, rowsOfArtist } from '../../db/rows.ts';
import { assistantLinks, authorisations, users } from '../../db/schema.ts';
import { badRequest, conflict, refuseIf } from '../api-error.ts';
import type { User } from '../deps.ts';
import { ownerIdentity, requireOwnRow } from './owner-identity.ts';

type Row = typeof authorisations.$inferSelect;

function answerOf(db: Db, row: Row) {
  const assistant = rowById(db, users, row.assistant_user_id);
  return {
    id: row.id,
    artist_id: row.artist_id,
    assistant_name: row.assistant_name,
    assistant_name_intl: row.assistant_name_intl || assistant?.nickname_intl || null,
    assistant_phone: row.assistant_phone,
    status: row.status,
    created_at: row.created_at,
    assistant_user: assistant
      ? {
          id: assistant.id,
          nickname: assistant.nickname,
          nickname_intl: assistant.nickname_intl,
          avatar: assistant.avatar,
        }
      : null,
  };
}

/** The owner of the account: the master themselves (never an assistant). */
const ownerOf = (db: Db, user: User, artistType: ArtistTypeValue) =>
  ownerIdentity(db, user, artistType, { ownerOnly: true });

export function listAuthorisations(db: Db, user: User, artistType: ArtistTypeValue) {
  const artist = ownerOf(db, user, artistType);
  const rows = rowsOfArtist(db, authorisations, artist.id, desc(authorisations.id));
  // active first, then those waiting, then the revoked; newest first within each
  const rank = {
    [AUTHORISATION_STATUS.active]: 0,
    [AUTHORISATION_STATUS.waiting]: 1,
    [AUTHORISATION_STATUS.revoked]: 2,
  } as Record<number, number>;
  rows.sort((a, b) => (rank[a.status] ?? 3) - (rank[b.status] ?? 3));
  return { list: rows.map((row) => answerOf(db, row)) };
}

export function authorisationDetail(db: Db, user: User, artistType: ArtistTypeValue, id: number) {
  const artist = ownerOf(db, user, artistType);
  return answerOf(db, requireOwnRow(db, authorisations, artist.id, id));
}

export function authorisePerson(
  db: Db,
  user: User,
  artistType: ArtistTypeValue,
  input: { name?: string; phone?: string },
) {
  const artist = ownerOf(db, user, artistType);
  refuseIf(personProblem(input, ASSISTANT_NAME_MAX, 'assistantNameRequired'));
  const name = (input.name ?? '').trim();
  const phone = (input.phone ?? '').trim();
  if (phone === user.phone) throw badRequest('authoriseSelf');
  const open = db
    .select({ id: authorisations.id })
    .from(authorisations)
    .where(
      and(
        eq(authorisations.artist_id, artist.id),
        eq(authorisations.assistant_phone, phone),
        inArray(authorisations.status, [AUTHORISATION_STATUS.waiting, AUTHORISATION_STATUS.active]),
      ),
    )
    .get();
  if (open) throw conflict('alreadyAuthorised');
  const assistant = db.select().from(users).where(eq(users.phone, phone)).get();
  const row = db.transaction((tx) => {
    const created = tx
      .insert(authorisations)
      .values({
        artist_id: artist.id,
        owner_user_id: user.id,
        assistant_user_id: assistant?.id ?? null,
        assistant_name: name,
        assistant_phone: phone,
        status: assistant ? AUTHORISATION_STATUS.active : AUTHORISATION_STATUS.waiting,
      })
      .returning()
      .get();
    if (assistant) {
      tx.insert(assistantLinks)
        .values({ assistant_user_id: assistant.id, artist_id: artist.id, artist_user_id: user.id })
        .onConflictDoNothing()
        .run();
      // someone who helps nobody yet starts with this master; an assistant may switch between
      // several, and a master between their own identity and the masters they assist
      const start =
        assistant.is_artist === 0 && assistant.artist_id === null
          ? { artist_id: artist.id, artist_user_id: user.id }
          : {};
      tx.update(users)
        .set({ ...start, can_more_help: 1 })
        .where(eq(users.id, assistant.id))
        .run();
    }
    return created;
  });
  return answerOf(db, row);
}

export function revokeAuthorisationOf(db: Db, user: User, artistType: ArtistTypeValue, id: number) {
  const artist = ownerOf(db, user, artistType);
  const row = requireOwnRow(db, authorisations, artist.id, id);
  if (row.status === AUTHORISATION_STATUS.revoked) throw conflict('alreadyRevoked');
  const revoked = db.transaction((tx) => {
    const updated = tx
      .update(authorisations)
      .set({ status: AUTHORISATION_STATUS.revoked })
      .where(eq(authorisations.id, id))
      .returning()
      .get();
    if (row.assistant_user_id) {
      const assistantId = row.assistant_user_id;
      tx.delete(assistantLinks)
        .where(and(eq(assistantLinks.assistant_user_id, assistantId), eq(assistantLinks.artist_id, artist.id)))
        .run();
      const assistant = tx.select().from(users).where(eq(users.id, assistantId)).get();
      // someone working on this master right now goes back to their own identity (a master),
      // or moves to another master they assist, or to none
      if (assistant && assistant.artist_user_id !== null && assistant.artist_id === artist.id) {
        const next = assistant.own_artist_id
          ? { artist_id: assistant.own_artist_id, artist_user_id: null }
          : tx.select().from(assistantLinks).where(eq(assistantLinks.assistant_user_id, assistantId)).get();
        tx.update(users)
          .set({ artist_id: next?.artist_id ?? null, artist_user_id: next?.artist_user_id ?? null })
          .where(eq(users.id, assistantId))
          .run();
      }
    }
    return updated;
  });
  return answerOf(db, revoked);
}
