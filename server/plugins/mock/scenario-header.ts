// What a per-call scenario may ask (server/plugins/mock/call-faults.ts plays it): the zod schema of
// PUT /__mock/scenario's calls, built from the header's grammar (scenario-grammar.ts, which the
// MSW handlers of the packages read with no zod), and the message an override's refusal carries.
import { z } from 'zod';
import type { Lang } from '../../../contract/limits.ts';
import { message } from '../../../contract/messages.ts';
import { FAULTS, MSG_MAX, OVERRIDE_MESSAGES, OVERRIDE_RANGES } from './scenario-grammar.ts';

export { parseScenarioHeader } from './scenario-grammar.ts';

const within = ([min, max]: readonly [number, number]) => z.number().int().min(min).max(max);

export const callOverride = z
  .object({
    code: within(OVERRIDE_RANGES.code).refine((code) => code !== 0, 'code 0 is a success, not a fault'),
    status: within(OVERRIDE_RANGES.status),
    msg: z.string().min(1).max(MSG_MAX),
    latencyMs: within(OVERRIDE_RANGES.latencyMs),
    fault: z.enum(FAULTS),
    times: within(OVERRIDE_RANGES.times),
  })
  .partial()
  .strict()
  .refine((o) => Object.keys(o).some((key) => key !== 'times'), 'say what the call should do');
export type CallOverride = z.infer<typeof callOverride>;

/** Keys are call paths under /api, concrete (`goods/share/1`) or templates (`goods/share/{id}`). */
export const callOverrides = z.record(z.string().min(1).max(200), callOverride.nullable());

/** The message an override's refusal carries: its own `msg`, else the code's usual one. */
export const overrideText = (override: CallOverride, code: number, lang: Lang) =>
  override.msg ?? message(OVERRIDE_MESSAGES[code] ?? 'forcedFault', lang, { code });
