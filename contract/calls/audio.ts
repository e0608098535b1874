import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { endpoints } from '../endpoints.ts';
import { fromNumeric, id } from '../fields.ts';
import { mockShape } from '../spec-marks.ts';

/** 1 author, 2 collector: which of the caller's identities owns the treasure. */
const artistType = fromNumeric(z.union([z.literal(1), z.literal(2)]));
const ownerErrors = [
  { http: 200, code: -1, when: 'no such treasure' },
  { http: 401, code: 401, when: 'no token, or a bad or expired one' },
  { http: 403, code: 403, when: 'the caller does not own the treasure' },
];

export const pricing = defineCall({
  ...endpoints.audioPricing,
  summary: 'What activating AI voice costs the owner: activations left (audio_count) and the price rule.',
  body: z.object({ goods_id: id, artist_type: artistType }),
  data: z.object({
    audio_count: z.number().int().nonnegative(),
    rule_money: z.number().nonnegative().describe('Yuan.'),
    rule_id: z.number().int().positive(),
  }),
  errors: ownerErrors,
});

export const payByCount = defineCall({
  ...endpoints.audioPayByCount,
  summary: 'Activates AI voice with one of the owner’s remaining activations.',
  body: z.object({ goods_id: id, artist_type: artistType }),
  data: mockShape(
    z.object({
      audio_type: z.number().int(),
      audio_status: z.number().int(),
      audio_count: z.number().int().nonnegative(),
    }),
  ),
  errors: [...ownerErrors, { http: 409, code: 409, when: 'no activations left, or already activated' }],
});
