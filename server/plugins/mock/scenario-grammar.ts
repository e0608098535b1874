// What a per-call scenario may ask, and the `X-Mock-Scenario` header's grammar
// (`code=-1, latencyMs=800`), with no dependency: the MSW handlers of the packages
// (packages/msw), which a browser loads, parse the header with it, and the server's zod schema of
// a scenario (scenario-header.ts) is built from the same limits, so the two cannot part.
import { CODE } from '../../../contract/codes.ts';
import type { MessageKey } from '../../../contract/messages.ts';

export const FAULTS = ['timeout', 'reset', 'garbage'] as const;
export type Fault = (typeof FAULTS)[number];

/** The whole-number settings and their ranges; `msg` is 1 to MSG_MAX characters. */
export const OVERRIDE_RANGES = {
  /** answer this envelope code (its usual message unless `msg`); never 0 */
  code: [-1000, 1000],
  /** answer this HTTP status (with the same code in the body) */
  status: [400, 599],
  latencyMs: [0, 120_000],
  /** lapses after this many calls */
  times: [1, 10_000],
} as const;
export const MSG_MAX = 200;

export type CallOverride = {
  code?: number;
  status?: number;
  msg?: string;
  latencyMs?: number;
  /** timeout: never answers; reset: drops the connection; garbage: a body that is not JSON */
  fault?: Fault;
  times?: number;
};

const isRange = (key: string): key is keyof typeof OVERRIDE_RANGES => key in OVERRIDE_RANGES;

/** One setting, checked: its value, or undefined when it breaks its rule. */
function settingOf(key: string, value: string): CallOverride[keyof CallOverride] | undefined {
  if (key === 'fault') return (FAULTS as readonly string[]).includes(value) ? (value as Fault) : undefined;
  if (key === 'msg') return value.length >= 1 && value.length <= MSG_MAX ? value : undefined;
  if (!isRange(key)) return undefined;
  const number = Number(value);
  const [min, max] = OVERRIDE_RANGES[key];
  const fits = Number.isInteger(number) && number >= min && number <= max;
  return fits && !(key === 'code' && number === 0) ? number : undefined;
}

/** The header's `name=value` pairs (split at commas or semicolons); null when one is not a pair. */
export function headerPairs(header: string): string[][] | null {
  const pairs = header
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split('=').map((side) => side.trim()));
  return pairs.length && pairs.every((pair) => pair.length === 2) ? pairs : null;
}

/** `code=-1, latencyMs=800` (commas or semicolons) as an override; null when it does not parse. */
export function parseScenarioHeader(header: string): CallOverride | null {
  const pairs = headerPairs(header);
  if (!pairs) return null;
  const override: Record<string, unknown> = {};
  // a setting given twice counts once, its last value
  for (const [key, value] of Object.entries(Object.fromEntries(pairs) as Record<string, string>)) {
    const setting = settingOf(key, value);
    if (setting === undefined) return null;
    override[key] = setting;
  }
  // say what the call should do: `times` alone does nothing
  return Object.keys(override).some((key) => key !== 'times') ? (override as CallOverride) : null;
}

/** The message an override's refusal carries when it gives none: the code's usual one. */
export const OVERRIDE_MESSAGES: Record<number, MessageKey> = {
  [CODE.notFound]: 'notFound',
  [CODE.maintenance]: 'maintenance',
  [CODE.badRequest]: 'forcedFault',
  [CODE.unauthorized]: 'unauthorized',
  [CODE.forbidden]: 'forbidden',
  [CODE.tooFrequent]: 'tooFrequent',
  [CODE.internal]: 'internalError',
};
