// The imitated messaging-app login (nt) and the user of auth/me.

import { and, eq } from 'drizzle-orm';
import { type Me, NO_ARTIST } from '../../contract/entities/user.ts';
import { CODE } from '../../contract/envelope.ts';
import { phoneProblem } from '../../contract/rules/phone.ts';
import type { Db } from '../../db/client.ts';
import { rowById } from '../../db/rows.ts';
import { artists, assistantLinks, salesmen, users } from '../../db/schema.ts';
import { ApiError, badRequest, forbidden, refuseIf } from '../api-error.ts';
import type { User } from '../deps.ts';
import { salesmanSeenBy } from './salesmen.ts';
import type { Tokens } from './tokens.ts';

/** The phone verification code every demo phone accepts. */
export const DEMO_PHONE_CODE = '123456';

/** The demo personas' codes (seeds/README.md): the only codes the imitated login accepts. */
export const PERSONA_CODE_PREFIX = 'demo-';

/** The user's own identities (author, collector or institution), never one they act for as an assistant. */
export const ownIdentities = (user: User): number[] =>
  [user.own_artist_id, user.collector_id].filter((id): id is number => id !== null);

export const isMasterOrAssistant = (user: User) => user.is_artist !== 0 || user.artist_user_id !== null;

export function exchangeLoginCode(
  db: Db,
  tokens: Tokens,
  query: { code: string; phone?: string; phone_code?: string; web_tk_code?: string },
) {
  let user = db.select().from(users).where(eq(users.code, query.code)).get();
  // the seed's other users exist to fill the demo (followers, buyers), not to log in
  if (!user?.code.startsWith(PERSONA_CODE_PREFIX)) throw new ApiError(200, CODE.authoriseLogin, 'authoriseLogin');
  if (user.needs_phone) {
    if (query.phone === undefined && query.phone_code === undefined)
      throw new ApiError(200, CODE.needPhone, 'needPhone');
    const phone = (query.phone ?? '').trim();
    refuseIf(phoneProblem(phone, 'phoneEmpty'));
    if (query.phone_code !== DEMO_PHONE_CODE) throw badRequest('phoneCodeWrong');
    user = db.update(users).set({ phone, needs_phone: 0 }).where(eq(users.id, user.id)).returning().get();
  }
  return {
    master: isMasterOrAssistant(user),
    data: {
      token: tokens.sign(user.id),
      user: { id: user.id, nickname: user.nickname, artist_id: user.artist_id, collector_id: user.collector_id },
      web_tk_code: query.web_tk_code ?? null,
    },
  };
}

export function meOf(db: Db, user: User): Me {
  const artist = rowById(db, artists, user.artist_id);
  const collector = rowById(db, artists, user.collector_id);
  const salesman = rowById(db, salesmen, user.bind_salesman_id);
  return {
    id: user.id,
    nickname: user.nickname,
    nickname_intl: user.nickname_intl,
    avatar: user.avatar,
    phone: user.phone,
    artist_user_id: user.artist_user_id,
    bind_salesman_id: user.bind_salesman_id,
    is_artist: user.is_artist,
    compete_status: user.compete_status,
    artist_id: user.artist_id,
    collector_id: user.collector_id,
    is_collector_inst: collector?.is_collector_inst ?? 0,
    can_more_help: user.can_more_help,
    infoStatus: user.info_status,
    artist: artist
      ? {
          id: artist.id,
          name: artist.name,
          name_intl: artist.name_intl,
          status: artist.status,
          birthday: artist.birthday,
          gender: artist.gender,
          signs: { sign: artist.sign },
          sign_password: Boolean(artist.sign_password_hash),
        }
      : NO_ARTIST,
    bindsalesman: salesman ? salesmanSeenBy(salesman, user) : null,
  };
}

/**
 * The masters the user may act for. A master who also assists others finds their own identity
 * first, so that they can switch back to it.
 */
export function assistantMasters(db: Db, user: User) {
  const helped = db
    .select({ link: assistantLinks, artist: artists, master: users })
    .from(assistantLinks)
    .innerJoin(artists, eq(artists.id, assistantLinks.artist_id))
    .innerJoin(users, eq(users.id, assistantLinks.artist_user_id))
    .where(eq(assistantLinks.assistant_user_id, user.id))
    .all()
    .map(({ link, artist, master }) => ({
      artist_id: link.artist_id,
      artist: { name: artist.name, name_intl: artist.name_intl },
      artist_user: { id: master.id, username: master.nickname },
    }));
  const own = rowById(db, artists, user.own_artist_id);
  if (!own || !helped.length) return helped;
  return [
    {
      artist_id: own.id,
      artist: { name: own.name, name_intl: own.name_intl },
      artist_user: { id: user.id, username: user.nickname },
    },
    ...helped,
  ];
}

/**
 * Switches the identity the user acts as: a master who authorised them (assistant powers only,
 * product §6), or, for a master, back to their own identity.
 */
export function chooseMaster(db: Db, user: User, artistUserId: number, artistId: number) {
  if (artistUserId === user.id) {
    if (user.own_artist_id === null || artistId !== user.own_artist_id) throw forbidden('notYourMaster');
    db.update(users).set({ artist_id: artistId, artist_user_id: null }).where(eq(users.id, user.id)).run();
    return { artist_id: artistId };
  }
  const link = db
    .select()
    .from(assistantLinks)
    .where(
      and(
        eq(assistantLinks.assistant_user_id, user.id),
        eq(assistantLinks.artist_id, artistId),
        eq(assistantLinks.artist_user_id, artistUserId),
      ),
    )
    .get();
  if (!link) throw forbidden('notYourMaster');
  db.update(users).set({ artist_id: artistId, artist_user_id: artistUserId }).where(eq(users.id, user.id)).run();
  return { artist_id: artistId };
}
