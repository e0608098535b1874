// What a per-call scenario may ask (server/plugins/call-faults.ts plays it), and the
// `X-Mock-Scenario` header's grammar. Pure (zod and the contract only): the MSW handlers of the packages
// (packages/msw) read the same header with it.
import { z } from 'zod';
import { CODE } from '../../contract/envelope.ts';
import type { Lang } from '../../contract/limits.ts';
import { type MessageKey, message } from '../../contract/messages.ts';

export const FAULTS = ['timeout', 'reset', 'garbage'] as const;

export const callOverride = z
  .object({
    /** answer this envelope code (its usual message unless `msg`) */
    code: z
      .number()
      .int()
      .min(-1000)
      .max(1000)
      .refine((code) => code !== 0, 'code 0 is a success, not a fault'),
    /** answer this HTTP status (with the same code in the body) */
    status: z.number().int().min(400).max(599),
    msg: z.string().min(1).max(200),
    latencyMs: z.number().int().min(0).max(120_000),
    /** timeout: never answers; reset: drops the connection; garbage: a body that is not JSON */
    fault: z.enum(FAULTS),
    /** lapses after this many calls */
    times: z.number().int().min(1).max(10_000),
  })
  .partial()
  .strict()
  .refine((o) => Object.keys(o).some((key) => key !== 'times'), 'say what the call should do');
export type CallOverride = z.infer<typeof callOverride>;

/** Keys are call paths under /api, concrete (`goods/share/1`) or templates (`goods/share/{id}`). */
export const callOverrides = z.record(z.string().min(1).max(200), callOverride.nullable());

/** `code=-1, latencyMs=800` (commas or semicolons) as an override; null when it does not parse. */
export function parseScenarioHeader(header: string): CallOverride | null {
  const pairs = header
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split('=').map((side) => side.trim()));
  if (!pairs.length || pairs.some((pair) => pair.length !== 2)) return null;
  const raw = Object.fromEntries(
    pairs.map(([key, value]) => [key, key === 'fault' || key === 'msg' ? value : Number(value)]),
  );
  const parsed = callOverride.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const MESSAGE_OF_CODE: Record<number, MessageKey> = {
  [CODE.notFound]: 'notFound',
  [CODE.maintenance]: 'maintenance',
  [CODE.badRequest]: 'forcedFault',
  [CODE.unauthorized]: 'unauthorized',
  [CODE.forbidden]: 'forbidden',
  [CODE.tooFrequent]: 'tooFrequent',
  [CODE.internal]: 'internalError',
};

/** The message an override's refusal carries: its own `msg`, else the code's usual one. */
export const overrideText = (override: CallOverride, code: number, lang: Lang) =>
  override.msg ?? message(MESSAGE_OF_CODE[code] ?? 'forcedFault', lang, { code });
