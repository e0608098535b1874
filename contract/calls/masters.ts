// Master discovery: finding a master (or a collector or institution) by name, and a master's
// public page. Both are provisional: the spec names the screens (/detailTeacher?tcName=,
// /tcdetail/{id}) but its call table shows no call behind them.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { endpoints } from '../endpoints.ts';
import { artistProfile } from '../entities/artist.ts';
import { level } from '../entities/treasure.ts';
import { id, intl, mediaUrl } from '../fields.ts';
import { MASTER_NAME_MAX, MASTER_NAME_MIN } from '../limits.ts';
import { specFields } from '../spec-marks.ts';

/** At most this many identities are answered by one name search (the best matches first). */
export const MASTER_SEARCH_RESULTS_MAX = 20;

/** One identity of a name search: what a result card shows. */
export const masterCard = z.object({
  id: z.number().int().positive(),
  ...intl('name'),
  ...intl('title'),
  pic: mediaUrl,
  /** the whole profile text; the card shows its first line */
  ...intl('content'),
  type: z.number().int().describe('1 author, 2 collector (an institution also has is_collector_inst 1).'),
  is_collector_inst: z.number().int().min(0).max(1),
  works_count: z.number().int().nonnegative().describe('Published treasures registered by this identity.'),
});
export type MasterCard = z.infer<typeof masterCard>;

/** A published treasure of the master, as the grid of the public page shows it. */
export const masterWork = z.object({
  id: z.number().int().positive(),
  ...intl('name'),
  serial_number: z.string(),
  pic: mediaUrl.describe('The first picture; empty when the treasure has none.'),
  level,
  is_rare: z.number().int().min(0).max(1),
});
export type MasterWork = z.infer<typeof masterWork>;

export const masterPageData = specFields(
  z.object({
    artist: artistProfile,
    counts: z.object({
      works: z.number().int().nonnegative().describe('Published treasures.'),
      followers: z.number().int().nonnegative(),
      views: z.number().int().nonnegative().describe('Reads of all its published treasures.'),
      news: z.number().int().nonnegative(),
    }),
    works: z.array(masterWork).describe('Every published treasure, newest first.'),
  }),
  { mock: ['counts', 'works'] },
);
export type MasterPageData = z.infer<typeof masterPageData>;

const notARealIdentity = {
  http: 200,
  code: -1,
  when: 'no such identity, or one that is not (yet) a real one: artist status -1 or 4',
};

export const search = defineCall({
  ...endpoints.masterSearch,
  summary: `Masters, collectors and institutions whose Chinese or English name contains \`name\`, ignoring case and spaces; an exact name first, then names that start with it, then the rest. At most ${MASTER_SEARCH_RESULTS_MAX}; \`total\` counts every match. Applicants (status -1 or 4) are never listed. No match is a success with an empty list.`,
  provisional: true,
  query: z.object({ name: z.string().trim().min(MASTER_NAME_MIN).max(MASTER_NAME_MAX) }),
  data: z.object({
    list: z.array(masterCard).max(MASTER_SEARCH_RESULTS_MAX),
    total: z
      .number()
      .int()
      .nonnegative()
      .describe('Every match, also those beyond the first MASTER_SEARCH_RESULTS_MAX.'),
  }),
  errors: [
    {
      http: 400,
      code: 400,
      when: `\`name\` missing, or (trimmed) under ${MASTER_NAME_MIN} or over ${MASTER_NAME_MAX} characters`,
    },
  ],
});

export const page = defineCall({
  ...endpoints.masterPage,
  summary:
    "A master's (or collector's, or institution's) public page (/tcdetail/{id}): the profile with its celebrity certificates and age, counts of works, followers, reads and news, and every published treasure. The follow state comes from artist/getFollowStatus, the news from news/list.",
  provisional: true,
  specListed: "the master page (/tcdetail/{id}) and the master's fields of product §3 (`artist`)",
  params: z.object({ id }),
  data: masterPageData,
  errors: [{ http: 400, code: 400, when: '`id` is not a positive whole number' }, notARealIdentity],
});
