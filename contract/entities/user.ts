// The user of auth/me and the assistant list: product §3, "User and session".
import { z } from 'zod';
import { intl, isoDate, mediaUrl } from '../fields.ts';
import { specFields } from '../spec-marks.ts';

/** Artist status: 0 default; -1 not yet an artist; 4 is treated as -1. */
export const ARTIST_STATUS = { active: 0, notArtist: -1, pending: 4 } as const;

export const meArtist = z
  .object({
    id: z.number().int().positive().nullable().describe("The identity's id (artist_id), or null."),
    ...intl('name'),
    status: z.number().int().describe('Artist status: 0 active; -1 not yet an artist; 4 (under review) counts as -1.'),
    birthday: isoDate.nullable().describe('Birthday (YYYY-MM-DD), or null when not set.'),
    gender: z.number().int().nullable().describe('0 male, 1 female, another value or null otherwise.'),
    signs: z.object({ sign: z.string().nullable() }).describe('The seal (signature image), or null when not set.'),
    sign_password: z
      .boolean()
      .describe('Whether a signature password is set (the password itself never leaves the server).'),
  })
  .meta({ id: 'ArtistIdentity' });

/** The artist of auth/me for a user without a master identity (status -1, nothing set). */
export const NO_ARTIST: z.infer<typeof meArtist> = {
  id: null,
  name: '',
  name_intl: '',
  status: ARTIST_STATUS.notArtist,
  birthday: null,
  gender: null,
  signs: { sign: null },
  sign_password: false,
};

export const salesman = z
  .object({
    name: z.string().describe("The salesman's name."),
    auth: z
      .number()
      .int()
      .describe("1: the caller may see all statistics (/data_all); only ever 1 on the salesman's own account."),
    bank_account: z.string().describe('Bank account for commissions; empty unless the caller is the salesman.'),
    bank_duty_number: z.string().describe('Tax number; empty unless the caller is the salesman.'),
    bank_name: z.string().describe('Bank name; empty unless the caller is the salesman.'),
    company_name: z.string().describe('Company name.'),
  })
  .meta({ id: 'Salesman' });

export const me = specFields(
  z
    .object({
      id: z.number().int().positive().describe("The user's id."),
      nickname: z.string().describe('Nickname from the messaging app.'),
      nickname_intl: z
        .string()
        .optional()
        .describe('The nickname in English, when the user has one (the English interface shows it).'),
      avatar: mediaUrl.describe('Avatar from the messaging app.'),
      phone: z.string().describe('Mobile phone number (11 digits), or empty.'),
      artist_user_id: z
        .number()
        .int()
        .positive()
        .nullable()
        .describe('Set for assistants: the user id of the master they currently help.'),
      bind_salesman_id: z
        .number()
        .int()
        .positive()
        .nullable()
        .describe('The salesman the user is bound to, or null: bound users see the statistics button.'),
      is_artist: z.number().int().describe('Nonzero for a master (every tile of the master home).'),
      compete_status: z
        .number()
        .int()
        .describe('2 when the master may publish culture-competition works (the publish action sheet).'),
      artist_id: z
        .number()
        .int()
        .positive()
        .nullable()
        .describe('The identity the user acts as (an assistant: the master assisted), or null.'),
      collector_id: z.number().int().positive().nullable().describe('The collector or institution identity, or null.'),
      is_collector_inst: z.number().int().min(0).max(1).describe('1 for a collection institution.'),
      can_more_help: z.number().int().describe('Nonzero when an assistant may switch between the masters they assist.'),
      infoStatus: z.number().int().describe('1 when the master is excused from giving birthday and gender.'),
      artist: meArtist,
      bindsalesman: salesman.nullable().describe('The bound salesman; auth 1 also shows the all-statistics button.'),
    })
    .meta({ id: 'Me' }),
  {
    mock: [
      'id',
      'nickname',
      'nickname_intl',
      'avatar',
      'phone',
      'collector_id',
      'is_collector_inst',
      'artist.name_intl',
    ],
    // listed without their form: a birthday's format; a password that is set may come masked
    anyType: ['artist.birthday', 'artist.sign_password'],
  },
);
export type Me = z.infer<typeof me>;

/** The session part of nt's answer: product §3, "Session". */
export const sessionUser = specFields(
  z
    .object({
      id: z.number().int().positive().describe("The user's id."),
      nickname: z.string().describe('Nickname from the messaging app.'),
      artist_id: z.number().int().positive().nullable().describe('The identity the user acts as, or null.'),
      collector_id: z.number().int().positive().nullable().describe('The collector or institution identity, or null.'),
    })
    .meta({ id: 'SessionUser' }),
  { mock: ['id', 'nickname'] },
);

export const assistantMaster = specFields(
  z
    .object({
      artist_id: z.number().int().positive().describe("The master's identity id."),
      artist: z.object({ ...intl('name') }),
      artist_user: z.object({ id: z.number().int().positive(), username: z.string() }),
    })
    .meta({ id: 'AssistantMaster' }),
  { mock: ['artist.name_intl'] },
);
