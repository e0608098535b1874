// What every handler needs to answer as the mock does: the caller's language, the envelope, the
// refusal style, the recorded texts, and a scenario (`X-Mock-Scenario`, or an override a test
// sets) played the mock's way. No zod and no message table: what a browser loads stays small.
import { delay, HttpResponse } from 'msw';
import { CODE } from '../../../contract/codes.ts';
import { type EndpointName, endpoints } from '../../../contract/endpoints.ts';
import { type Lang, languageOf as languageRule } from '../../../contract/language.ts';
import { DEFAULT_REFUSAL_STYLE, type RefusalStyle, refusalHttpStatus } from '../../../contract/refusal-style.ts';
import { type CallOverride, OVERRIDE_MESSAGES } from '../../../server/plugins/mock/scenario-grammar.ts';
import type { Envelope, Records, TextKey } from './records.ts';

export type HandlerOptions = {
  /** where the API is, e.g. `https://mock.example.com/api`; by default `/api` on any origin */
  baseUrl?: string;
  /** how refusals travel, as the mock's REFUSAL_STYLE: 'body' (HTTP 200) or 'http' */
  refusalStyle?: RefusalStyle;
};

/** The caller's language, as the mock reads it (contract/language.ts): the `lang` header, else Accept-Language. */
export const languageOf = (request: Request): Lang =>
  languageRule(request.headers.get('lang'), request.headers.get('accept-language'));

export const json = (body: Envelope, status = 200) => HttpResponse.json(body, { status });

/** The base every handler's path hangs from. */
export const baseOf = (options: HandlerOptions) => (options.baseUrl ?? '*/api').replace(/\/+$/, '');

/** How a test's handlers speak: the caller's texts, and refusals in the configured style. */
export function speaker(records: Records, options: HandlerOptions) {
  const style = options.refusalStyle ?? DEFAULT_REFUSAL_STYLE;
  const say = (key: TextKey, lang: Lang, args: Record<string, string | number> = {}) =>
    records.texts[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in args ? String(args[name]) : whole,
    );
  /** A refusal: `{ code, msg, data: null }`, with HTTP 200 or `http` as the refusal style says. */
  const refuse = (http: number, code: number, msg: string) =>
    json({ code, msg, data: null }, refusalHttpStatus(http, style));
  /**
   * Plays a scenario: its latency, then its fault, code or status. Undefined when nothing is left
   * to play (latency alone): the call then answers as usual.
   */
  async function play(override: CallOverride, lang: Lang): Promise<Response | undefined> {
    if (override.latencyMs) await delay(override.latencyMs);
    if (override.fault === 'reset') return HttpResponse.error();
    if (override.fault === 'timeout') await delay('infinite');
    if (override.fault === 'garbage')
      return new HttpResponse('{"code":0,"msg":"succ', { headers: { 'content-type': 'application/json' } });
    const code = override.code ?? override.status;
    if (code === undefined) return undefined;
    const key = (OVERRIDE_MESSAGES[code] ?? 'forcedFault') as TextKey;
    const msg = override.msg ?? say(key, lang, { code });
    if (override.status) return json({ code, msg, data: null }, override.status);
    return refuse(code > 0 ? code : 200, code, msg);
  }
  const badHeader = (lang: Lang) =>
    refuse(
      400,
      CODE.badRequest,
      say('invalidField', lang, {
        field: 'X-Mock-Scenario (code=, status=, msg=, latencyMs=, fault=timeout|reset|garbage)',
      }),
    );
  return { say, refuse, play, badHeader };
}

/** The call names one method and path serve (goods/info serves the lookup and applyBuyId). */
export function routes() {
  const byRoute = new Map<string, { method: 'get' | 'post'; path: string; names: EndpointName[] }>();
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const { method, path } = endpoints[name];
    const key = `${method} ${path}`;
    const route = byRoute.get(key) ?? { method: method.toLowerCase() as 'get' | 'post', path, names: [] };
    route.names.push(name);
    byRoute.set(key, route);
  }
  return [...byRoute.values()];
}

/** Which of a route's calls a request is: goods/info with ?goods_id= and no data is applyBuyId. */
export const callOfRequest = (names: EndpointName[], url: URL): EndpointName | undefined =>
  names.length > 1 && !url.searchParams.has('data') ? names.at(-1) : names[0];

/** The fields of a JSON or form-encoded body (empty when there is none, or it is neither). */
export async function fieldsOf(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  const text = await request.text().catch(() => '');
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed = JSON.parse(text || '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
