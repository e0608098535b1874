// Masters, collectors and collection institutions share one identity ("artist"):
// type 1 is an author, type 2 a collector, and a collector with is_collector_inst 1 is an
// institution. Product §3, `artist / artist_edit`.
import { z } from 'zod';
import { intl, isoDate, mediaUrl } from '../fields.ts';
import { specFields } from '../spec-marks.ts';

// Its kinds and genders as numbers: ARTIST_TYPE and GENDER in artist-kinds.ts.

export const celebrityCertificate = z
  .object({ pic: mediaUrl, ...intl('content') })
  .meta({ id: 'CelebrityCertificate' });

export const artistProfile = specFields(
  z
    .object({
      id: z.number().int().positive().describe("The identity's id (artist_id)."),
      ...intl('name'),
      ...intl('title'),
      pic: mediaUrl.describe('Photo.'),
      /** profile text */
      ...intl('content'),
      /** newline-separated */
      ...intl('honor'),
      birthday: isoDate.nullable().describe('Birthday (YYYY-MM-DD), or null.'),
      gender: z.number().int().nullable().describe('0 male, 1 female, another value or null otherwise.'),
      age: z.number().int().nonnegative().nullable().describe('Age in years, from the birthday, or null.'),
      type: z.number().int().describe('2 for a collector or institution, otherwise an author (master).'),
      is_collector_inst: z.number().int().min(0).max(1).describe('1 for a collection institution.'),
      certificate_info: z.array(celebrityCertificate).describe('Celebrity certificates (at most 10).'),
    })
    .meta({ id: 'ArtistProfile' }),
  { mock: ['id', 'certificate_info[].content_intl'], anyType: ['birthday'] },
);
export type ArtistProfile = z.infer<typeof artistProfile>;
