// The user of auth/me and the assistant list: spec section 3, "User and session".
import { z } from 'zod';
import { intl, isoDate, mediaUrl } from '../fields.ts';

/** Artist status: 0 default; -1 not yet an artist; 4 is treated as -1. */
export const ARTIST_STATUS = { active: 0, notArtist: -1, pending: 4 } as const;

export const meArtist = z
  .object({
    id: z.number().int().positive().nullable(),
    ...intl('name'),
    status: z.number().int(),
    birthday: isoDate.nullable(),
    gender: z.number().int().nullable(),
    signs: z.object({ sign: z.string().nullable() }),
    sign_password: z
      .boolean()
      .describe('Whether a signature password is set (the password itself never leaves the server).'),
  })
  .meta({ id: 'MeArtist' });

export const salesman = z
  .object({
    name: z.string(),
    auth: z.number().int().describe('1: may see all statistics (/data_all).'),
    bank_account: z.string(),
    bank_duty_number: z.string(),
    bank_name: z.string(),
    company_name: z.string(),
  })
  .meta({ id: 'Salesman' });

export const me = z
  .object({
    id: z.number().int().positive(),
    nickname: z.string(),
    avatar: mediaUrl,
    phone: z.string(),
    artist_user_id: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe('Set for assistants: the user id of the master they currently help.'),
    bind_salesman_id: z.number().int().positive().nullable(),
    is_artist: z.number().int(),
    compete_status: z.number().int(),
    artist_id: z.number().int().positive().nullable(),
    collector_id: z.number().int().positive().nullable(),
    is_collector_inst: z.number().int().min(0).max(1).describe('1 for a collection institution.'),
    can_more_help: z.number().int(),
    infoStatus: z.number().int(),
    artist: meArtist,
    bindsalesman: salesman.nullable(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof me>;

/** The session part of nt's answer: spec section 3, "Session". */
export const sessionUser = z
  .object({
    id: z.number().int().positive(),
    nickname: z.string(),
    artist_id: z.number().int().positive().nullable(),
    collector_id: z.number().int().positive().nullable(),
  })
  .meta({ id: 'SessionUser' });

export const assistantMaster = z
  .object({
    artist_id: z.number().int().positive(),
    artist: z.object({ ...intl('name') }),
    artist_user: z.object({ id: z.number().int().positive(), username: z.string() }),
  })
  .meta({ id: 'AssistantMaster' });
