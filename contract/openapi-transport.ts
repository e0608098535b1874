// What the OpenAPI document says of the transport around every /api call: the `lang` header,
// the rate limit's headers, the statuses the server's plumbing answers before a call's own code
// runs (413, 414, 415, 429, 431), and a request body in each of the two media types it is read in.
import { CODE } from './codes.ts';
import { LANGUAGES } from './language.ts';

type JsonSchema = Record<string, unknown>;

/** The `lang` header: every /api operation declares it (in place, not by reference, so that every tool reads it), and generated clients type it. */
export const LANG_PARAMETER = {
  name: 'lang',
  in: 'header',
  required: false,
  description:
    'The caller’s language for `msg` and the texts: zn (Chinese) or en (English). Without it the first language of Accept-Language decides (English when it is English), else Chinese.',
  schema: { type: 'string', enum: [...LANGUAGES] },
  example: 'en',
} as const;

const integerHeader = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });

/** The rate limit's headers, on every /api answer the limit saw (all but 414 and 431). */
export const HEADERS = {
  RateLimitLimit: integerHeader('How many calls the rate limit allows in its window.'),
  RateLimitRemaining: integerHeader('How many calls are left in the current window.'),
  RateLimitReset: integerHeader('Seconds until the window starts again.'),
  RetryAfter: {
    ...integerHeader('Seconds to wait before calling again.'),
    required: true,
  },
};

/** The rate limit's headers of an answer, by reference. */
export const rateLimitHeaders = () => ({
  'x-ratelimit-limit': { $ref: '#/components/headers/RateLimitLimit' },
  'x-ratelimit-remaining': { $ref: '#/components/headers/RateLimitRemaining' },
  'x-ratelimit-reset': { $ref: '#/components/headers/RateLimitReset' },
});

/** A refusal schema: `{ code, msg, data: null }` with one of `codes`. */
export const refusal = (codes: number[]): JsonSchema => ({
  allOf: [
    { $ref: '#/components/schemas/Refusal' },
    {
      properties: {
        code: {
          enum: codes,
          description: 'Which refusal this is (the operation’s description lists when each is answered).',
        },
      },
    },
  ],
});

const refusalResponse = (description: string, code: number, examples?: object, headers?: object) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: refusal([code]), ...(examples ? { examples } : {}) } },
});

/** The answers of the server's plumbing, as `components.responses` (`examples` by name, once recorded). */
export const transportResponses = (examples: (name: string) => object) => ({
  TooLarge: refusalResponse(
    'The request body is over the size limit.',
    CODE.tooLarge,
    examples('tooLarge'),
    rateLimitHeaders(),
  ),
  UnsupportedFormat: refusalResponse(
    'The body is neither JSON nor form-encoded (nor multipart, for uploads).',
    CODE.unsupported,
    examples('unsupportedFormat'),
    rateLimitHeaders(),
  ),
  TooFrequent: refusalResponse(
    'Operating too frequently (the rate limit): try again after `Retry-After` seconds.',
    CODE.tooFrequent,
    examples('tooFrequent'),
    { 'retry-after': { $ref: '#/components/headers/RetryAfter' }, ...rateLimitHeaders() },
  ),
  UriTooLong: refusalResponse(
    'A path segment (an id) over the router’s length limit, answered before the call runs.',
    CODE.uriTooLong,
  ),
  HeadersTooLarge: refusalResponse(
    'The request’s headers (the address included) are over the server’s size limit (16 KB): answered by the HTTP parser, before the call runs.',
    CODE.headersTooLarge,
  ),
  NotFound: refusalResponse('No such file.', CODE.noRoute),
});

/**
 * A body's schema as a form carries it: the same fields, every value a string that the server
 * reads as the schema types it (`goods_id=12`). A list of records (certificates, data lines) is
 * one field holding the list as JSON; a list of texts is the key repeated (`jsApiList=a&jsApiList=b`,
 * or `jsApiList[]=`), or one comma-separated value.
 */
export function formView(schema: JsonSchema): { schema: JsonSchema; encoding?: Record<string, object> } {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return { schema };
  const encoding: Record<string, object> = {};
  const formProperties: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(properties)) {
    const items = property.items as JsonSchema | undefined;
    if (property.type === 'array' && (items?.type === 'object' || items?.$ref)) {
      const { description, ...list } = property;
      formProperties[name] = {
        type: 'string',
        contentMediaType: 'application/json',
        contentSchema: list,
        description: `${description ?? 'A list'} In a form: the list as JSON.`,
      };
      encoding[name] = { contentType: 'application/json' };
    } else if (property.type === 'array') {
      formProperties[name] = {
        anyOf: [
          { ...property, description: undefined },
          { type: 'string', description: 'comma-separated' },
        ],
        description: `${property.description ?? 'A list'} In a form: the key repeated, or one comma-separated value.`,
      };
      encoding[name] = { style: 'form', explode: true };
    } else formProperties[name] = property;
  }
  return {
    schema: { ...schema, properties: formProperties },
    ...(Object.keys(encoding).length ? { encoding } : {}),
  };
}

/** Whether a body schema requires anything: a body that requires nothing is optional. */
export const requiresFields = (schema: JsonSchema): boolean =>
  Boolean((schema.required as unknown[] | undefined)?.length) ||
  ((schema.anyOf as JsonSchema[] | undefined) ?? []).some((part) => requiresFields(part));
