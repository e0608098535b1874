// MSW handlers for every call of the contract (contract/endpoints.ts), answering from the seeded
// mock's recorded answers (records.ts), in the caller's language: a treasure looked up by its
// code, hash or id gets that treasure, an unknown one the mock's "not found". `X-Mock-Scenario`
// is read as the mock reads it (code=, status=, msg=, latencyMs=, fault=timeout|reset|garbage).
// With `stateful: true`, likes, saves and follows are kept (engagement.ts).
//
// common/encrypt is played: its `data_encrypted` is the fields as base64url JSON, so that
// goods/info and the other encrypted calls can read them back with no key.
import { http, type RequestHandler } from 'msw';
import { CODE } from '../../../contract/codes.ts';
import { endpoints } from '../../../contract/endpoints.ts';
import type { Lang } from '../../../contract/limits.ts';
import { parseScenarioHeader } from '../../../server/plugins/mock/scenario-grammar.ts';
import {
  baseOf,
  callOfRequest,
  fieldsOf,
  type HandlerOptions,
  json,
  languageOf,
  routes,
  speaker,
} from './answering.ts';
import { engagement } from './engagement.ts';
import { envelopeOf, lookupKey, MISSING, type Records } from './records.ts';

export type TreasureCenterOptions = HandlerOptions & {
  /**
   * Keep what the visitor does, as the mock does: a like counts once, saves and follows toggle,
   * a treasure's lookup shows them. Each set of handlers keeps its own state, from the seed.
   */
  stateful?: boolean;
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

function decode(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string' || !data.startsWith(ENCRYPTED_PREFIX)) return null;
  try {
    const fields = JSON.parse(decodeText(data.slice(ENCRYPTED_PREFIX.length)));
    return fields && typeof fields === 'object' ? fields : null;
  } catch {
    return null;
  }
}

/** Which record a lookup names: from its encrypted `data`, its query, or its path's id. */
function lookupFields(url: URL, params: Record<string, unknown>): Record<string, unknown> | 'garbled' {
  const data = url.searchParams.get('data');
  if (data !== null) return decode(data) ?? 'garbled';
  if (typeof params.id === 'string') return { id: params.id };
  return Object.fromEntries(url.searchParams);
}

const idOf = (value: unknown) => (/^\d+$/.test(String(value)) ? Number(value) : undefined);

export function createHandlers(records: Records, options: TreasureCenterOptions = {}): RequestHandler[] {
  const base = baseOf(options);
  const speak = speaker(records, options);
  const { say, refuse } = speak;
  const state = options.stateful ? engagement(records, speak) : undefined;
  const lookupTemplates = new Set(Object.keys(records.lookups).map((key) => key.split(' ')[0]));
  const answerAt = (index: number | undefined, lang: Lang, shown = (data: unknown) => data) => {
    const answer = index === undefined ? undefined : records.answers[index];
    if (!answer) return undefined;
    const envelope = envelopeOf(answer, lang);
    return json({ ...envelope, data: shown(envelope.data) }, answer.status);
  };

  /** What the stateful mode answers itself; undefined for the calls it leaves to the records. */
  async function stateful(template: string, request: Request, lang: Lang) {
    if (!state || !['goods/like', 'goods/editSave', 'artist/editFollow', 'artist/getFollowStatus'].includes(template))
      return undefined;
    const fields = await fieldsOf(request);
    if (template === 'goods/like') {
      const id = idOf(decode(fields.data)?.goods_id);
      return id === undefined ? refuse(400, CODE.badRequest, say('invalidEncrypted', lang)) : state.like(id, lang);
    }
    const id = idOf(template === 'goods/editSave' ? fields.goods_id : fields.artist_id);
    if (id === undefined)
      return refuse(400, CODE.badRequest, say('invalidField', lang, { field: 'goods_id / artist_id' }));
    if (template === 'goods/editSave') return state.toggleSave(id, lang);
    if (template === 'artist/editFollow') return state.toggleFollow(id, lang);
    return json({ code: CODE.ok, msg: 'success', data: { follow_status: state.followStatus(id) } });
  }

  return routes().map(({ method, path, names }) =>
    http[method](`${base}${path}`, async ({ request, params }) => {
      const lang = languageOf(request);
      const header = request.headers.get('x-mock-scenario');
      if (header !== null) {
        const override = parseScenarioHeader(header);
        if (!override) return speak.badHeader(lang);
        const played = await speak.play(override, lang);
        if (played) return played;
      }
      const template = path.replace(/^\//, '');
      if (template === 'common/encrypt') {
        const fields = await fieldsOf(request);
        if (!Object.keys(fields).length)
          return refuse(400, CODE.badRequest, say('invalidField', lang, { field: 'data' }));
        return json({ code: CODE.ok, msg: 'success', data: { data_encrypted: encode(fields) } });
      }
      const kept = await stateful(template, request.clone(), lang);
      if (kept) return kept;
      const url = new URL(request.url);
      const name = callOfRequest(names, url) ?? names[0];
      if (lookupTemplates.has(template) && name === names[0]) {
        const fields = lookupFields(url, params);
        if (fields === 'garbled') return refuse(400, CODE.badRequest, say('invalidEncrypted', lang));
        for (const [field, value] of Object.entries(fields)) {
          const found = answerAt(records.lookups[lookupKey(template, field, String(value))], lang, state?.shown);
          if (found) return found;
        }
        return (
          answerAt(records.lookups[lookupKey(template, MISSING, '')], lang) ??
          refuse(200, CODE.notFound, say('notFound', lang))
        );
      }
      return (
        answerAt(name && records.calls[endpoints[name].id], lang) ?? refuse(404, CODE.noRoute, say('notFound', lang))
      );
    }),
  );
}
