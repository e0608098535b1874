// Per-call scenarios: one call answers a given code or HTTP status, slowly, or breaks (no
// answer, a dropped connection, a body that is not JSON) while the rest behave. Set for a
// while with PUT /__mock/scenario `{ "calls": { "goods/info": { "code": -1, "times": 2 } } }`,
// or for one request with the header `X-Mock-Scenario: code=-1` (as Prism's Prefer header).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../../request-path.ts';
import { sendError } from '../envelope.ts';
import { type CallOverride, overrideText } from './scenario-header.ts';

export { type CallOverride, callOverrides, parseScenarioHeader } from './scenario-header.ts';

/** How long a `timeout` fault keeps the connection before closing it (a client gives up first). */
const TIMEOUT_HOLD_MS = 120_000;

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
  const text = overrideText(override, code, req.lang);
  // An asked status is sent as it is; a code alone travels as the refusal style says.
  if (override.status)
    await reply.code(override.status).type('application/json; charset=utf-8').send({ code, msg: text, data: null });
  else await sendError(reply, code > 0 ? code : 200, code, text);
  return true;
}
