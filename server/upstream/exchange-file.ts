// A recording's file as the server reads it back (replay, loading a recording into a sandbox):
// what exchange.ts writes, checked before it is believed. Kept apart from exchange.ts, which the
// MSW package bundles into browser tests without zod.
import { z } from 'zod';
import { LANGUAGES } from '../../contract/language.ts';
import type { Exchange } from './exchange.ts';

const json: z.ZodType<unknown> = z.unknown();
export const exchangeFile: z.ZodType<Exchange> = z
  .object({
    call: z.string().max(100).optional(),
    request: z
      .object({
        method: z.string().regex(/^[A-Z]{3,7}$/),
        path: z.string().regex(/^\/api\//),
        query: z.record(z.string(), json).optional(),
        body: json.optional(),
        upload: z.literal(true).optional(),
        lang: z.enum(LANGUAGES),
        login: z.boolean(),
      })
      .strict(),
    answer: z
      .object({
        status: z.number().int().min(100).max(599),
        type: z.string().optional(),
        location: z.string().optional(),
        body: json.optional(),
        text: z.string().optional(),
      })
      .strict(),
    recordedAt: z.string(),
    contract: z
      .array(z.object({ tier: z.enum(['spec', 'mock']), field: z.string(), expected: z.string(), got: z.string() }))
      .optional(),
  })
  .strict() as z.ZodType<Exchange>;
