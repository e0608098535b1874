// The small, pure rules of the treasure page (product §2, 4 and 9), apart from React so
// that each is tested on its own.
import { ARTIST_TYPE } from '#contract/entities/artist-kinds.ts';
import type { Treasure } from '#contract/entities/treasure.ts';
import type { Me } from '#contract/entities/user.ts';
import { BIG_NAME_FROM, CERTIFIED_HOLDER_STATUSES, CO_AUTHOR_NAMES_MORE_AFTER, type Lang } from '#contract/limits.ts';
import { grouped } from '../../lib/digits.ts';

const chars = (text: string) => [...text].length;

/** 1280000 → "1,280,000": groups of THOUSANDS_GROUP digits; decimals kept (at most 2). */
export function formatPrice(value: number | string | null | undefined): string {
  const number = typeof value === 'string' ? Number(value) : (value ?? 0);
  if (!Number.isFinite(number)) return '0';
  return grouped(Math.round(number * 100) / 100, 2);
}

/** Names of BIG_NAME_FROM characters or more use the big (long-name) style. */
export const isBigName = (name: string) => chars(name.trim()) >= BIG_NAME_FROM;

export const NAME_SEPARATOR: Record<Lang, string> = { zn: '、', en: ', ' };

/** The co-authors' names joined, and whether the 'more' link (the co-author popup) is needed. */
export function coAuthorLine(names: string[], lang: Lang): { text: string; more: boolean } {
  const joined = names.filter(Boolean).join(NAME_SEPARATOR[lang]);
  if (chars(joined) <= CO_AUTHOR_NAMES_MORE_AFTER) return { text: joined, more: false };
  // shown up to the limit, and not cut inside a name when a whole one fits
  const cut = [...joined].slice(0, CO_AUTHOR_NAMES_MORE_AFTER).join('');
  const boundary = cut.lastIndexOf(NAME_SEPARATOR[lang]);
  return { text: `${boundary > 0 ? cut.slice(0, boundary) : cut}…`, more: true };
}

/** A holder counts as certified with status 1 or 3 (product §4). */
export const isCertifiedHolder = (holder: Treasure['collector']) =>
  Boolean(holder && (CERTIFIED_HOLDER_STATUSES as readonly number[]).includes(holder.status));

/** Newline-separated text (honors, description) as its non-empty lines. */
export const linesOf = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Who the introduction and the author line speak of. */
export type OwnerKind = 'master' | 'collector' | 'institution';
export function ownerKind(artist: Pick<Treasure['artist'], 'type' | 'is_collector_inst'>): OwnerKind {
  if (artist.type === ARTIST_TYPE.collector) return artist.is_collector_inst ? 'institution' : 'collector';
  return 'master';
}

/**
 * The artist type through which the viewer owns the treasure (1 author, 2 collector), or null.
 * Only the owner may activate AI voice (product §6).
 */
export function ownerArtistType(
  me: Pick<Me, 'artist_id' | 'collector_id'> | null,
  treasure: Pick<Treasure, 'artist_id'>,
): 1 | 2 | null {
  if (!me) return null;
  if (me.artist_id !== null && me.artist_id === treasure.artist_id) return 1;
  if (me.collector_id !== null && me.collector_id === treasure.artist_id) return 2;
  return null;
}

/** Whether the viewer is the identity the introduction shows (following oneself is refused). */
export const isOwnIdentity = (me: Pick<Me, 'artist_id' | 'collector_id'> | null, artistId: number) =>
  Boolean(me && (me.artist_id === artistId || me.collector_id === artistId));

/** The pictures of the swiper: the certificate image first when there is one. */
export const swiperPictures = (treasure: Pick<Treasure, 'certificate' | 'pictures'>) =>
  treasure.certificate
    ? [treasure.certificate, ...treasure.pictures.filter((p) => p !== treasure.certificate)]
    : treasure.pictures;

/** Which audio plays in the current language, and whether it is in effect (audio_status 2). */
export const AUDIO_READY = 2;
export function audioFor(
  status: { audio: string; audio_intl: string; audio_status: number; audio_status_intl: number },
  lang: Lang,
): { src: string; ready: boolean } {
  const english = lang === 'en' && status.audio_intl;
  const src = english ? status.audio_intl : status.audio;
  const state = english ? status.audio_status_intl : status.audio_status;
  return { src, ready: state === AUDIO_READY && Boolean(src) };
}

/** Age in whole years, from the answer or from the birthday. */
export function ageOf(artist: Pick<Treasure['artist'], 'age' | 'birthday'>, today = new Date()): number | null {
  if (artist.age !== null && artist.age !== undefined) return artist.age;
  if (!artist.birthday) return null;
  const [y, m, d] = artist.birthday.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return null;
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return Math.max(0, age);
}

/** An ISO time of the server as local "YYYY-MM-DD HH:mm". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
