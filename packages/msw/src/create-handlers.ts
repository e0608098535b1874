// MSW handlers for every call of the contract (contract/endpoints.ts), answering from the seeded
// mock's recorded answers (records.ts): a treasure looked up by its code, hash or id gets that
// treasure, an unknown one the mock's "not found". `X-Mock-Scenario` is read as the mock reads
// it (code=, status=, msg=, latencyMs=, fault=timeout|reset|garbage).
//
// common/encrypt is played: its `data_encrypted` is the fields as base64url JSON, so that
// goods/info and the other encrypted calls can read them back with no key.
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { CODE } from '../../../contract/codes.ts';
import { type EndpointName, endpoints } from '../../../contract/endpoints.ts';
import type { Lang } from '../../../contract/limits.ts';
import { langFromTag, message } from '../../../contract/messages.ts';
import { itemAt } from '../../../contract/present.ts';
import { DEFAULT_REFUSAL_STYLE, type RefusalStyle, refusalHttpStatus } from '../../../contract/refusal-style.ts';
import { overrideText, parseScenarioHeader } from '../../../server/plugins/scenario-header.ts';
import { type Envelope, lookupKey, MISSING, type Records } from './records.ts';

export type HandlerOptions = {
  /** where the API is, e.g. `https://mock.example.com/api`; by default `/api` on any origin */
  baseUrl?: string;
  /** how refusals travel, as the mock's REFUSAL_STYLE: 'body' (HTTP 200) or 'http' */
  refusalStyle?: RefusalStyle;
};

const ENCRYPTED_PREFIX = 'msw.';
// base64url of UTF-8 JSON, with what browsers have (no Buffer)
const encode = (fields: unknown) =>
  ENCRYPTED_PREFIX +
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(fields))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const decodeText = (text: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)),
  );

function decode(data: string | null): Record<string, unknown> | null {
  if (!data?.startsWith(ENCRYPTED_PREFIX)) return null;
  try {
    const fields = JSON.parse(decodeText(data.slice(ENCRYPTED_PREFIX.length)));
    return fields && typeof fields === 'object' ? fields : null;
  } catch {
    return null;
  }
}

function languageOf(request: Request): Lang {
  const explicit = request.headers.get('lang');
  if (explicit) return langFromTag(explicit);
  return langFromTag(request.headers.get('accept-language')?.split(/[,;]/)[0]);
}

const json = (body: Envelope, status = 200) => HttpResponse.json(body, { status });

/** The call names one method and path serve (goods/info serves the lookup and applyBuyId). */
function routes() {
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

/** Which record a lookup names: from its encrypted `data`, its query, or its path's id. */
function lookupFields(url: URL, params: Record<string, unknown>): Record<string, unknown> | 'garbled' {
  const data = url.searchParams.get('data');
  if (data !== null) return decode(data) ?? 'garbled';
  if (typeof params.id === 'string') return { id: params.id };
  return Object.fromEntries(url.searchParams);
}

export function createHandlers(records: Records, options: HandlerOptions = {}): RequestHandler[] {
  const base = (options.baseUrl ?? '*/api').replace(/\/+$/, '');
  const style = options.refusalStyle ?? DEFAULT_REFUSAL_STYLE;
  const refuse = (http: number, code: number, msg: string) =>
    json({ code, msg, data: null }, refusalHttpStatus(http, style));

  return routes().map(({ method, path, names }) =>
    http[method](`${base}${path}`, async ({ request, params }) => {
      const lang = languageOf(request);
      const header = request.headers.get('x-mock-scenario');
      if (header !== null) {
        const override = parseScenarioHeader(header);
        if (!override)
          return refuse(
            400,
            CODE.badRequest,
            message('invalidField', lang, {
              field: 'X-Mock-Scenario (code=, status=, msg=, latencyMs=, fault=timeout|reset|garbage)',
            }),
          );
        if (override.latencyMs) await delay(override.latencyMs);
        if (override.fault === 'reset') return HttpResponse.error();
        if (override.fault === 'timeout') await delay('infinite');
        if (override.fault === 'garbage')
          return new HttpResponse('{"code":0,"msg":"succ', { headers: { 'content-type': 'application/json' } });
        const code = override.code ?? override.status;
        if (code !== undefined) {
          const msg = overrideText(override, code, lang);
          if (override.status) return json({ code, msg, data: null }, override.status);
          return refuse(code > 0 ? code : 200, code, msg);
        }
      }
      const template = path.replace(/^\//, '');
      if (template === 'common/encrypt') {
        const fields = await request.json().catch(() => null);
        if (!fields || typeof fields !== 'object')
          return refuse(400, CODE.badRequest, message('invalidField', lang, { field: 'data' }));
        return json({ code: CODE.ok, msg: 'success', data: { data_encrypted: encode(fields) } });
      }
      const url = new URL(request.url);
      const recordedLookups = records.lookups[lang];
      const isLookup = Object.keys(recordedLookups).some((key) => key.startsWith(`${template} `));
      // goods/info with ?goods_id= and no data is the purchase-request call (applyBuyId)
      const name = itemAt(names, names.length > 1 && !url.searchParams.has('data') ? -1 : 0);
      if (isLookup && name === names[0]) {
        const fields = lookupFields(url, params);
        if (fields === 'garbled') return refuse(400, CODE.badRequest, message('invalidEncrypted', lang));
        for (const [field, value] of Object.entries(fields)) {
          const answer = recordedLookups[lookupKey(template, field, String(value))];
          if (answer) return json(answer.body, answer.status);
        }
        const missing = recordedLookups[lookupKey(template, MISSING, '')];
        return missing ? json(missing.body, missing.status) : refuse(200, CODE.notFound, message('notFound', lang));
      }
      const answer = records.calls[endpoints[name].id];
      if (answer) return json(structuredClone(answer));
      return refuse(404, CODE.noRoute, message('notFound', lang));
    }),
  );
}
