// Per-call scenarios: one call answers a given code or HTTP status, slowly, or breaks (no
// answer, a dropped connection, a body that is not JSON) while the rest behave. Set for a
// while with PUT /__mock/scenario `{ "calls": { "goods/info": { "code": -1, "times": 2 } } }`,
// or for one request with the header `X-Mock-Scenario: code=-1` (as Prism's Prefer header).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CODE } from '../../contract/envelope.ts';
import { type MessageKey, message } from '../../contract/messages.ts';
import { pathOf } from '../request-path.ts';
import { sendError } from './envelope.ts';

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

/** How long a `timeout` fault keeps the connection before closing it (a client gives up first). */
const TIMEOUT_HOLD_MS = 120_000;

const MESSAGE_OF_CODE: Record<number, MessageKey> = {
  [CODE.notFound]: 'notFound',
  [CODE.maintenance]: 'maintenance',
  [CODE.badRequest]: 'forcedFault',
  [CODE.unauthorized]: 'unauthorized',
  [CODE.forbidden]: 'forbidden',
  [CODE.tooFrequent]: 'tooFrequent',
  [CODE.internal]: 'internalError',
};

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

/** The override kept for this request's call, by its concrete path or its route's template. */
export function keyOf(overrides: Record<string, CallOverride>, req: FastifyRequest): string | undefined {
  const path = pathOf(req.url).replace(/^\/api\//, '');
  const template = (req.routeOptions.url ?? '').replace(/^\/api\//, '').replace(/:(\w+)/g, '{$1}');
  return [path, template, template.replace(/\{(\w+)\}/g, ':$1')].find((key) => key && overrides[key]);
}

/** Plays an override; true when it answered (or dropped) the request. */
export async function playOverride(req: FastifyRequest, reply: FastifyReply, override: CallOverride) {
  if (override.latencyMs) {
    await new Promise((resolve) => setTimeout(resolve, override.latencyMs));
    if (req.raw.destroyed || req.socket.destroyed) {
      reply.hijack();
      return true;
    }
  }
  if (override.fault === 'reset') {
    reply.hijack();
    req.socket.destroy();
    return true;
  }
  if (override.fault === 'timeout') {
    reply.hijack();
    // the idle timeout (IDLE_TIMEOUT_MS) would otherwise close it first
    req.socket.setTimeout(0);
    const timer = setTimeout(() => req.socket.destroy(), TIMEOUT_HOLD_MS);
    req.socket.once('close', () => clearTimeout(timer));
    return true;
  }
  if (override.fault === 'garbage') {
    reply.code(200).type('application/json; charset=utf-8').send('{"code":0,"msg":"succ');
    return true;
  }
  const code = override.code ?? override.status;
  if (code === undefined) return false;
  const text = override.msg ?? message(MESSAGE_OF_CODE[code] ?? 'forcedFault', req.lang, { code });
  // An asked status is sent as it is; a code alone travels as the refusal style says.
  if (override.status)
    await reply.code(override.status).type('application/json; charset=utf-8').send({ code, msg: text, data: null });
  else await sendError(reply, code > 0 ? code : 200, code, text);
  return true;
}
