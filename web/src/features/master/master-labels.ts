// How an identity is presented: its kind (master, collector or institution, decision 3), its
// gender, birthday and age, its honors as lines, and a profile's first line for a card.
import { ARTIST_TYPE, GENDER } from '#contract/entities/artist-kinds.ts';
import { HONOR_LINES_SHOWN, type Lang } from '#contract/limits.ts';
import { grouped, monthName } from '../../lib/digits.ts';

/** Where "search again" and "back to search" lead: the master tab of the visitor home. */
export const MASTER_SEARCH_PATH = '/?tab=master';

export type IdentityKind = 'master' | 'collector' | 'institution';

/** A collector with is_collector_inst 1 is an institution. */
export function kindOf(identity: { type: number; is_collector_inst: number }): IdentityKind {
  if (identity.type !== ARTIST_TYPE.collector) return 'master';
  return identity.is_collector_inst === 1 ? 'institution' : 'collector';
}

/** Only the two genders the spec names are shown. */
export function genderKey(gender: number | null | undefined): 'male' | 'female' | null {
  if (gender === GENDER.male) return 'male';
  if (gender === GENDER.female) return 'female';
  return null;
}

/** An ISO date the way each language writes it: 1968年5月12日, or 12 May 1968. */
export function formatDate(iso: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  if (lang === 'zn') return `${Number(y)}年${Number(m)}月${Number(d)}日`;
  const month = monthName(Number(m));
  return month ? `${Number(d)} ${month} ${y}` : iso;
}

/** Honors are newline-separated text: its non-empty lines. */
export const honorLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The honors to show: the first HONOR_LINES_SHOWN, or all once expanded; and whether there are more. */
export function visibleHonors(lines: string[], expanded: boolean, shown = HONOR_LINES_SHOWN) {
  return { lines: expanded ? lines : lines.slice(0, shown), hasMore: lines.length > shown };
}

/** The first line (paragraph) of a profile, for a result card. */
export const firstLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find(Boolean) ?? '';

/** A count for the stats row: in full (grouped by thousands) under 100,000, then 12.3万 / 123K / 1.2M. */
export function compactCount(n: number, lang: Lang): string {
  if (lang === 'zn') return n >= 100_000 ? `${(n / 10_000).toFixed(n >= 1_000_000 ? 0 : 1)}万` : grouped(n);
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 100_000) return `${Math.round(n / 1000)}K`;
  return grouped(n);
}
