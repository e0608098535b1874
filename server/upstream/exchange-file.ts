// A recording's file as the server reads it back (replay, loading a recording into a sandbox):
// what exchange.ts writes, checked before it is believed. A file of the first format (one
// `answer`, no `format`) is read as an exchange with that one answer (decision 71); a file of a
// later format than this mock knows is refused, saying so.
import { z } from 'zod';
import { LANGUAGES } from '../../contract/language.ts';
import { type Exchange, FORMAT } from './exchange.ts';

const json: z.ZodType<unknown> = z.unknown();
const problems = z
  .array(z.object({ tier: z.enum(['spec', 'mock']), field: z.string(), expected: z.string(), got: z.string() }))
  .optional();

const request = z
  .object({
    method: z.string().regex(/^[A-Z]{3,7}$/),
    path: z.string().regex(/^\/api\//),
    query: z.record(z.string(), json).optional(),
    body: json.optional(),
    upload: z.literal(true).optional(),
    lang: z.enum(LANGUAGES),
    login: z.boolean(),
    identity: z
      .string()
      .regex(/^[0-9a-f]{8}$/)
      .optional(),
  })
  .strict();

const answer = z
  .object({
    status: z.number().int().min(100).max(599),
    type: z.string().optional(),
    location: z.string().optional(),
    body: json.optional(),
    text: z.string().optional(),
    contract: problems,
  })
  .strict();

const current = z
  .object({
    format: z.literal(FORMAT),
    call: z.string().max(100).optional(),
    request,
    answers: z.array(answer).min(1).max(1000),
    volatile: z.array(z.string().max(100)).max(20).optional(),
    recordedAt: z.string(),
  })
  .strict();

/** The first format: one answer, its differences beside it. */
const first = z
  .object({
    call: z.string().max(100).optional(),
    request: request.omit({ identity: true }),
    answer: answer.omit({ contract: true }),
    recordedAt: z.string(),
    contract: problems,
  })
  .strict()
  .transform(
    ({ call, request, answer, recordedAt, contract }): Exchange => ({
      format: FORMAT,
      ...(call ? { call } : {}),
      request,
      answers: [{ ...answer, ...(contract ? { contract } : {}) }],
      recordedAt,
    }),
  );

/** A file's exchange, or what is wrong with it (the field and why). */
export function checkExchange(value: unknown): { exchange: Exchange } | { problem: string } {
  const format = value && typeof value === 'object' ? (value as { format?: unknown }).format : undefined;
  if (typeof format === 'number' && format > FORMAT)
    return { problem: `written in format ${format} by a later mock; this one reads formats 1 to ${FORMAT}` };
  const checked = (format === undefined ? first : current).safeParse(value);
  if (checked.success) return { exchange: checked.data as Exchange };
  const issue = checked.error.issues[0];
  return { problem: `${issue?.path.join('.') || '(the file)'}: ${issue?.message}` };
}
