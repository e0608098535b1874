// Records of the master, collector and institution tools (provisional calls): the editable
// profile, the signature, authorisations, work submissions, owned treasures, news, 3D
// applications, statistics, role applications. Spec sections 3 to 6 name the screens; these
// shapes are the mock's.
import { z } from 'zod';
import { fromNumeric, intl, isoDate, mediaUrl } from '../fields.ts';
import { celebrityCertificate } from './artist.ts';
import { ARTIST_TYPE } from './artist-kinds.ts';
import { salesman } from './user.ts';

/** Which identity of the caller a tool works on: 1 the author (master), 2 the collector or institution. */
export const artistTypeField = fromNumeric(
  z.union([z.literal(ARTIST_TYPE.author), z.literal(ARTIST_TYPE.collector)]),
).default(ARTIST_TYPE.author);

/**
 * A list that a JSON body sends as an array and a form body as a JSON string (forms carry
 * only strings).
 */
export const jsonList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (!value.trim()) return [];
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z.array(item).max(max * 4),
  );

export const ownerProfile = z
  .object({
    artist_type: z.union([z.literal(1), z.literal(2)]),
    id: z.number().int().positive().nullable().describe('Null until a first celebrity authentication is sent.'),
    type: z.number().int(),
    is_collector_inst: z.number().int(),
    status: z.number().int().describe('0 certified; -1 not yet; 4 under review (treated as -1).'),
    ...intl('name'),
    ...intl('title'),
    pic: mediaUrl,
    ...intl('content'),
    ...intl('honor'),
    birthday: isoDate.nullable(),
    gender: z.number().int().nullable(),
    certificate_info: z.array(celebrityCertificate),
  })
  .meta({ id: 'IdentityProfile' });

export const signatureState = z
  .object({
    artist_type: z.union([z.literal(1), z.literal(2)]),
    sign: z.string().nullable(),
    sign_password: z.boolean(),
  })
  .meta({ id: 'SignatureState' });

/** 0 waiting for the assistant to log in, 1 active, 2 revoked. */
export const AUTHORISATION_STATUS = { waiting: 0, active: 1, revoked: 2 } as const;

export const authorisation = z
  .object({
    id: z.number().int().positive(),
    artist_id: z.number().int().positive(),
    assistant_name: z.string(),
    assistant_name_intl: z
      .string()
      .nullable()
      .describe(
        "The name in English, where there is one (else the assistant account's English nickname): the English interface shows it.",
      ),
    assistant_phone: z.string(),
    status: z.number().int(),
    created_at: z.string(),
    assistant_user: z
      .object({
        id: z.number().int().positive(),
        nickname: z.string(),
        nickname_intl: z.string().nullable(),
        avatar: mediaUrl,
      })
      .nullable()
      .describe("The assistant's account once one with that phone exists."),
  })
  .meta({ id: 'Authorisation' });

/** 0 draft, 1 under review, 2 approved, 3 review failed, 4 blocked. */
export const WORK_STATUS = { draft: 0, reviewing: 1, approved: 2, failed: 3, blocked: 4 } as const;
export const WORK_KINDS = ['ordinary', 'competition'] as const;

export const workDataLine = z.object({ label: z.string(), value: z.string() }).meta({ id: 'WorkDataLine' });

export const workSubmission = z
  .object({
    id: z.number().int().positive(),
    artist_id: z.number().int().positive(),
    kind: z.enum(WORK_KINDS),
    ...intl('name'),
    pictures: z.array(mediaUrl),
    ...intl('description'),
    data_lines: z.array(workDataLine),
    manufacturing_date: isoDate.nullable(),
    status: z.number().int(),
    /** the reviewer's note (review failed, blocked) */
    ...intl('review_note'),
    goods_id: z.number().int().positive().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'WorkSubmission' });

export const ownedTreasure = z
  .object({
    id: z.number().int().positive(),
    ...intl('name'),
    serial_number: z.string(),
    picture: mediaUrl,
    level: z.object({ ...intl('name') }),
    price: z.number(),
    is_can_buy: z.number().int(),
    recommended: z.boolean(),
    dimensional_href: z.string(),
    audio_type: z.number().int(),
    audio_status: z.number().int(),
    audio_status_intl: z.number().int(),
    three_d_status: z
      .number()
      .int()
      .nullable()
      .describe("The latest 3D application's status (1 under review, 2 approved, 3 failed), or null."),
  })
  .meta({ id: 'OwnedTreasure' });

export const ownedNews = z
  .object({
    id: z.number().int().positive(),
    ...intl('title'),
    url: z.string(),
    pic: mediaUrl,
    published_at: z.string(),
  })
  .meta({ id: 'OwnedNews' });

/** 1 under review, 2 approved, 3 review failed (3D and role applications). */
export const APPLICATION_STATUS = { reviewing: 1, approved: 2, failed: 3 } as const;

export const threeDApplication = z
  .object({
    id: z.number().int().positive(),
    goods_id: z.number().int().positive(),
    ...intl('goods_name'),
    picture: mediaUrl,
    contact: z.string(),
    note: z.string(),
    status: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'ThreeDApplication' });

export const statsFigures = z
  .object({
    views: z.number().int().nonnegative(),
    likes: z.number().int().nonnegative(),
    shares: z.number().int().nonnegative(),
    saves: z.number().int().nonnegative(),
    followers: z.number().int().nonnegative(),
    purchase_requests: z.number().int().nonnegative(),
  })
  .meta({ id: 'StatsFigures' });
export const STATS_FIGURES = ['views', 'likes', 'shares', 'saves', 'followers', 'purchase_requests'] as const;

export const statistics = z
  .object({
    scope: z.enum(['mine', 'all']),
    days: z.number().int().positive(),
    start: isoDate,
    end: isoDate,
    artist_id: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe('The master the series is narrowed to, or null for all masters in scope.'),
    salesman: salesman.pick({ name: true, company_name: true, auth: true }),
    masters: z.array(
      z.object({ artist_id: z.number().int().positive(), ...intl('name'), pic: mediaUrl, totals: statsFigures }),
    ),
    totals: statsFigures,
    previous: statsFigures.describe('The same figures over the period before, for the trend.'),
    series: z.array(statsFigures.extend({ day: isoDate })),
  })
  .meta({ id: 'Statistics' });

export const ROLES = ['master', 'collector', 'institution'] as const;
export type Role = (typeof ROLES)[number];

export const roleApplication = z
  .object({
    id: z.number().int().positive(),
    role: z.enum(ROLES),
    name: z.string(),
    phone: z.string(),
    intro: z.string(),
    status: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'RoleApplicationRecord' });
