import { z } from 'zod';

export { CODE } from './codes.ts';

/** A success answer: `{ code: 0, msg, data }`. */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ code: z.literal(0), msg: z.string(), data });

/** Every answer that is not a success. `data` is null unless a call documents otherwise. */
export const errorEnvelope = z.object({
  code: z
    .number()
    .int()
    .refine((code) => code !== 0, 'an error answer never has code 0'),
  msg: z.string().min(1),
  data: z.null(),
});

export type Envelope<T> = { code: number; msg: string; data: T };
