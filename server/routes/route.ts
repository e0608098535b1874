// Binds a contract call to a handler: the call's own schemas parse the request (and decrypt
// `data`), the handler gets typed values, and the answer is wrapped in the envelope and,
// outside production, checked against the call's answer schema.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallDef, Parsed } from '../../contract/define-call.ts';
import type { Lang } from '../../contract/limits.ts';
import { type MessageArgs, type MessageKey, message } from '../../contract/messages.ts';
import { present } from '../../contract/present.ts';
import { badRequest } from '../api-error.ts';
import { type Deps, depsOf, type User } from '../deps.ts';
import { describeIssue } from '../field-problems.ts';
import { authenticate } from '../plugins/auth.ts';
import { PreSerialized } from '../pre-serialized.ts';

export type RouteContext<C extends CallDef> = {
  req: FastifyRequest;
  reply: FastifyReply;
  lang: Lang;
  deps: Deps;
  user: C['auth'] extends 'required' ? User : User | null;
  params: Parsed<NonNullable<C['params']>>;
  query: Parsed<NonNullable<C['query']>>;
  body: Parsed<NonNullable<C['body']>>;
  /** the decrypted `data` parameter */
  payload: Parsed<NonNullable<C['encrypted']>>;
  /** sets the answer's msg to a message of the catalogue */
  say(key: MessageKey, args?: MessageArgs): void;
  /** sets the answer's msg to a fixed string (checkGoodsType answers 'goods') */
  sayRaw(msg: string): void;
};

type Answer<C extends CallDef> = z.input<C['data']> | PreSerialized;
type Handler<C extends CallDef> = (ctx: RouteContext<C>) => Answer<C> | Promise<Answer<C>>;
type Options = {
  /** answers the request only when this holds (two calls on one method and path) */
  when?: (req: FastifyRequest) => boolean;
  /** the answer's msg on success, from the catalogue (else 'success'; a handler may still `say`) */
  says?: MessageKey;
};
type Variant = { call: CallDef; handler: Handler<CallDef> } & Options;

const variantsByApp = new WeakMap<FastifyInstance, Map<string, Variant[]>>();

function parsePart<S extends z.ZodType | undefined>(schema: S, input: unknown, lang: Lang): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const quick = schema.safeParse(input ?? {});
  if (quick.success) return quick.data as Parsed<S>;
  // only a refusal needs the refused values, to tell "missing" from "of the wrong type"
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data as Parsed<S>;
  // the first problem, as a sentence in the caller's language (field-problems.ts)
  throw badRequest('invalidField', {
    field: describeIssue(present(result.error.issues[0], 'the first issue of a failed parse'), lang),
  });
}

// Clients send the same `data=` again and again (every visit of a treasure page); decrypting
// and checking it is deterministic, so recent results are kept (per call's schema).
const DECRYPTED_KEPT = 1000;
type Decrypted = { raw: unknown; parsed: Map<z.ZodType, unknown> };
const decryptedCache = new WeakMap<Deps, Map<string, Decrypted>>();

function decryptPayload(deps: Deps, schema: z.ZodType, source: unknown, lang: Lang) {
  const token = String((source as { data?: unknown } | undefined)?.data);
  let cache = decryptedCache.get(deps);
  if (!cache) {
    cache = new Map();
    decryptedCache.set(deps, cache);
  }
  let entry = cache.get(token);
  if (!entry) {
    let raw: unknown;
    try {
      raw = deps.cipher.decrypt(token);
    } catch {
      throw badRequest('invalidEncrypted');
    }
    if (cache.size >= DECRYPTED_KEPT) cache.delete(cache.keys().next().value as string);
    entry = { raw, parsed: new Map() };
    cache.set(token, entry);
  }
  if (!entry.parsed.has(schema)) entry.parsed.set(schema, parsePart(schema, entry.raw, lang));
  // Handlers get their own copy: a cached value is never shared between requests.
  return structuredClone(entry.parsed.get(schema));
}

async function run(app: FastifyInstance, variant: Variant, req: FastifyRequest, reply: FastifyReply) {
  const { call, handler } = variant;
  const deps = depsOf(app, req);
  const lang = req.lang;
  const user = authenticate(app, req, call.auth);
  const params = parsePart(call.params, req.params, lang);
  const query = parsePart(call.query, req.query, lang);
  const body = parsePart(call.body, req.body, lang);
  const payload = call.encrypted
    ? decryptPayload(deps, call.encrypted, call.method === 'GET' ? query : body, lang)
    : undefined;
  let msg = message(variant.says ?? 'success', lang);
  const data = await handler({
    req,
    reply,
    lang,
    deps,
    user: user as User,
    params: params as never,
    query: query as never,
    body: body as never,
    payload: payload as never,
    say: (key, args) => (msg = message(key, lang, args)),
    sayRaw: (raw) => (msg = raw),
  });
  if (call.produces) return reply;
  if (deps.config.validateResponses) {
    const checked = call.data.safeParse(data instanceof PreSerialized ? JSON.parse(data.json) : data);
    if (!checked.success) {
      req.log.error({ call: call.id, issues: checked.error.issues }, 'answer breaks the contract');
      throw new Error(`answer of ${call.id} breaks the contract`);
    }
  }
  if (data instanceof PreSerialized) {
    return reply
      .type('application/json; charset=utf-8')
      .send(`{"code":0,"msg":${JSON.stringify(msg)},"data":${data.json}}`);
  }
  return { code: 0, msg, data };
}

/**
 * Registers `call` under the current prefix. Two calls may share a method and path (goods/info
 * answers both the encrypted lookup and `?goods_id=`): the one whose `when` matches runs.
 */
export function route<C extends CallDef>(app: FastifyInstance, call: C, handler: Handler<C>, options: Options = {}) {
  let byPath = variantsByApp.get(app);
  if (!byPath) {
    byPath = new Map();
    variantsByApp.set(app, byPath);
  }
  const key = `${call.method} ${call.path}`;
  const variant: Variant = { call, handler: handler as unknown as Handler<CallDef>, ...options };
  const existing = byPath.get(key);
  if (existing) {
    existing.push(variant);
    existing.sort((a, b) => Number(Boolean(b.when)) - Number(Boolean(a.when)));
    return;
  }
  const variants = [variant];
  byPath.set(key, variants);
  app.route({
    method: call.method,
    url: call.path,
    handler: (req, reply) => {
      const chosen = variants.find((v) => !v.when || v.when(req)) ?? present(variants.at(-1), 'a variant of the call');
      return run(app, chosen, req, reply);
    },
  });
}
