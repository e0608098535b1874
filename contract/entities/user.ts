// The user of auth/me and the assistant list: spec section 3, "User and session".
import { z } from 'zod';
import { intl, isoDate, mediaUrl } from '../fields.ts';

/** Artist status: 0 default; -1 not yet an artist; 4 is treated as -1. */
export const ARTIST_STATUS = { active: 0, notArtist: -1, pending: 4 } as const;

export const meArtist = z.object({
  id: z.number().int().positive().nullable(),
  ...intl('name'),
  status: z.number().int(),
  birthday: isoDate.nullable(),
  gender: z.number().int().nullable(),
  signs: z.object({ sign: z.string().nullable() }),
  /** whether a signature password is set (the password itself never leaves the server) */
  sign_password: z.boolean(),
});

export const salesman = z.object({
  name: z.string(),
  /** 1: may see all statistics (/data_all) */
  auth: z.number().int(),
  bank_account: z.string(),
  bank_duty_number: z.string(),
  bank_name: z.string(),
  company_name: z.string(),
});

export const me = z.object({
  id: z.number().int().positive(),
  nickname: z.string(),
  avatar: mediaUrl,
  phone: z.string(),
  /** set for assistants: the user id of the master they currently help */
  artist_user_id: z.number().int().positive().nullable(),
  bind_salesman_id: z.number().int().positive().nullable(),
  is_artist: z.number().int(),
  compete_status: z.number().int(),
  artist_id: z.number().int().positive().nullable(),
  collector_id: z.number().int().positive().nullable(),
  /** 1 for a collection institution */
  is_collector_inst: z.number().int().min(0).max(1),
  can_more_help: z.number().int(),
  infoStatus: z.number().int(),
  artist: meArtist,
  bindsalesman: salesman.nullable(),
});
export type Me = z.infer<typeof me>;

/** The session part of nt's answer: spec section 3, "Session". */
export const sessionUser = z.object({
  id: z.number().int().positive(),
  nickname: z.string(),
  artist_id: z.number().int().positive().nullable(),
  collector_id: z.number().int().positive().nullable(),
});

export const assistantMaster = z.object({
  artist_id: z.number().int().positive(),
  artist: z.object({ ...intl('name') }),
  artist_user: z.object({ id: z.number().int().positive(), username: z.string() }),
});
