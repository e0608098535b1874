// The OpenAPI 3.1 document, generated from the calls (served at /api-docs/openapi.json).
//
// What it says of every /api operation, for one refusal style (contract/refusal-style.ts):
// - HTTP 200 carries either the success (code 0 with the call's `data`) or a refusal with
//   `data: null` and one of the codes the call answers with HTTP 200: under the default style
//   every business refusal (-1, 400, 401, 403, 409…), under 'http' only -1; -100 (maintenance)
//   under both;
// - every other status (413, 415, 429, and 400/401/403/409 under 'http') carries the same refusal;
// - the entities are named components (the zod schemas' `.meta({ id })`), so generated types
//   have names;
// - extra fields are allowed everywhere: a client ignores fields it does not know, and the
//   server ignores unknown request fields (the contract suite checks answers the same way);
// - `x-encrypted-payload` is the schema of what goes into `data` through common/encrypt;
//   `x-writes` marks calls that change data; `x-provisional` calls the spec does not list;
// - `x-mock-fields` lists the fields of an object that the spec does not list (the mock's own
//   choice), `x-mock-types` those it lists without their type (contract/spec-marks.ts);
//   `x-spec-listed` says what the spec lists of a provisional call.
import { z } from 'zod';
import { CODE } from './codes.ts';
import type { CallDef } from './define-call.ts';
import { documentedSchemaOf } from './documented-as.ts';
import { okEnvelope } from './envelope.ts';
import {
  examplesByStatus,
  type NamedExamples,
  sharedExampleComponents,
  sharedExampleRef,
  successExampleOf,
} from './openapi-examples.ts';
import { mediaPaths } from './openapi-media.ts';
import { DEFAULT_REFUSAL_STYLE, type RefusalStyle, refusalHttpStatus } from './refusal-style.ts';
import { specMarksOf } from './spec-marks.ts';

type JsonSchema = Record<string, unknown>;

export type { OperationExample } from './openapi-examples.ts';

/** The path parameters of an example, read off its path by the template. */
function pathValues(template: string, path: string): Record<string, string> {
  const names = [...template.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const match = new RegExp(`^/api${template.replace(/:\w+/g, '([^/]+)')}$`).exec(path);
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match?.[i + 1] ?? '')]));
}

/** The named schemas of the document, filled as the operations are built. */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  /** A zod schema as JSON Schema, its named parts moved into the components. */
  schema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
      // a field documented apart from its (looser) parser: see documented-as.ts
      override: ({ zodSchema, jsonSchema }) => {
        // which fields the spec does not guarantee: see spec-marks.ts
        const marks = specMarksOf(zodSchema);
        if (marks?.mock?.length) jsonSchema['x-mock-fields'] = [...marks.mock];
        if (marks?.anyType?.length) jsonSchema['x-mock-types'] = [...marks.anyType];
        const documented = documentedSchemaOf(zodSchema);
        if (!documented) return;
        for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
        Object.assign(jsonSchema, documented);
      },
    }) as JsonSchema;
    const { $schema: _schema, $defs, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const names = new Map<string, string>();
    for (const [id, def] of Object.entries($defs ?? {})) {
      // an entity read as a request (input) can differ from its answer (output): it gets a name of its own
      const known = this.schemas[id];
      names.set(id, known && !sameJson(known, rewrite(def, new Map())) ? `${id}Input` : id);
    }
    for (const [id, def] of Object.entries($defs ?? {}))
      this.schemas[names.get(id) ?? id] = rewrite(def, names) as JsonSchema;
    return rewrite(rest, names) as JsonSchema;
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Points `#/$defs/X` at the components, and drops `additionalProperties: false` and `unevaluatedProperties: false` (extra fields are allowed). */
function rewrite(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, names));
  if (!value || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  const optional = Object.entries((value as { properties?: Record<string, JsonSchema> }).properties ?? {})
    .filter(([, property]) => property?.['x-optional'])
    .map(([name]) => name);
  for (const [key, child] of Object.entries(value)) {
    if (key === 'x-optional') continue;
    if (key === 'required' && Array.isArray(child) && optional.length) {
      const required = child.filter((name) => !optional.includes(name));
      if (required.length) out.required = required;
      continue;
    }
    if ((key === 'additionalProperties' || key === 'unevaluatedProperties') && child === false) continue;
    if (key === '$ref' && typeof child === 'string' && child.startsWith('#/$defs/')) {
      const id = child.slice('#/$defs/'.length);
      out.$ref = `#/components/schemas/${names.get(id) ?? id}`;
      continue;
    }
    out[key] = rewrite(child, names);
  }
  return out;
}

/** What a parameter means, where its schema does not say it already. */
const PARAMETER_MEANINGS: Record<string, string> = {
  data: 'The encrypted payload: the answer of POST /api/common/encrypt for the fields of this operation’s `x-encrypted-payload`.',
  id: 'The id of the record the path names.',
  goods_id: 'A treasure’s id.',
  artist_id: 'A master’s, collector’s or institution’s id (their identity).',
  artist_type: 'Which identity of the caller: 1 as author (master), 2 as collector or institution.',
  serial_number: 'A treasure code (11 characters) or a derivative item’s code (any other length).',
  uuid: 'A blockchain hash (32 characters).',
  code: 'The login code the messaging app’s authorisation added to the return URL.',
  phone: 'An 11-digit mainland mobile number (1, then 3-9, then 9 digits).',
  phone_code: 'The verification code sent to that phone.',
  web_tk_code: 'Hands the login over to the mini-program when present.',
  url: 'Where the browser returns after the login.',
  persona: 'The demo persona picked on the mock’s login page.',
  app_type: 'Which app’s notice: 1 for this one.',
  name: 'A master’s name (2 to 15 characters).',
  role: 'The role applied for: master, collector or institution.',
  scope: 'Whose statistics: mine (the salesman’s masters) or all.',
  days: 'How many days back the statistics go.',
  artist: 'One master of the salesman’s (statistics by master).',
  goods_uuid: 'The treasure’s blockchain hash (with goods_derivative_uuid).',
  goods_derivative_uuid: 'The derivative item’s hash.',
};

function parametersOf(
  components: Components,
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
  example: Record<string, string> = {},
) {
  if (!schema) return [];
  const json = components.schema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    description:
      (property.description as string | undefined) ?? PARAMETER_MEANINGS[name] ?? `The ${name} of the request.`,
    schema: property,
    ...(example[name] !== undefined ? { example: typed(property, example[name]) } : {}),
  }));
}

/** A query or path value as its schema types it ("12" for an integer is 12). */
const typed = (schema: JsonSchema, value: string) =>
  schema.type !== 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;

/** A refusal: `{ code, msg, data: null }` with one of `codes`. */
const refusal = (codes: number[]): JsonSchema => ({
  allOf: [{ $ref: '#/components/schemas/Refusal' }, { properties: { code: { enum: codes } } }],
});

/** The documented errors with the HTTP status they travel with under `style`. */
const errorsUnder = (call: CallDef, style: RefusalStyle) =>
  call.errors.map((e) => ({ ...e, http: refusalHttpStatus(e.http, style) }));

function describe(call: CallDef, style: RefusalStyle): string {
  const lines = [call.summary, '', `Login: ${call.auth}.`];
  if (call.encrypted) {
    lines.push(
      '',
      '`data` is made by POST /api/common/encrypt from the fields in `x-encrypted-payload`: send them to it (JSON or form), and pass its `data.data_encrypted` on as `data`.',
    );
  }
  if (call.writes) lines.push('', 'Changes data when it succeeds (`x-writes`).');
  if (call.provisional) lines.push('', '**Provisional**: not in the spec’s call table.');
  if (call.errors.length) {
    lines.push('', 'Refusals:', ...errorsUnder(call, style).map((e) => `- HTTP ${e.http}, code ${e.code}: ${e.when}`));
  }
  lines.push('- HTTP 200, code -100: the store is under maintenance', '- HTTP 429, code 429: too frequent');
  if (call.method === 'POST') lines.push('- HTTP 413 / 415: a body over the size limit, or in another format');
  return lines.join('\n');
}

/**
 * The body of a POST that takes no fields: the server reads and ignores one (the web client
 * sends `{}`), so it is declared, optional; a mock server refuses a body the document does not
 * declare (Prism answers 415).
 */
const NO_FIELDS = {
  required: false,
  description: 'No fields: an empty object, or no body at all.',
  content: {
    'application/json': { schema: { type: 'object' }, example: {} },
    'application/x-www-form-urlencoded': { schema: { type: 'object' } },
  },
};

function operationOf(components: Components, call: CallDef, style: RefusalStyle): JsonSchema {
  const errors = errorsUnder(call, style);
  const example = successExampleOf(call.id);
  const named = examplesByStatus(call.id, style);
  const json = (schema: JsonSchema, examples?: NamedExamples) => ({
    'application/json': examples && Object.keys(examples).length ? { schema, examples } : { schema },
  });
  // every call can answer maintenance (-100) with HTTP 200
  const in200 = { ...named.get(200), ...sharedExampleRef('maintenance') };
  const codesIn200 = [...new Set([...errors.filter((e) => e.http === 200).map((e) => e.code), CODE.maintenance])];
  const success = call.produces
    ? {
        description: 'An HTML page (or a redirect, see 302)',
        content: { 'text/html': { schema: { type: 'string' } }, ...json(refusal(codesIn200), in200) },
      }
    : {
        description: `Success (code 0), or a refusal with code ${codesIn200.join(', ')} and \`data\` null`,
        content: json({ oneOf: [components.schema(okEnvelope(call.data), 'output'), refusal(codesIn200)] }, in200),
      };
  const responses: Record<string, JsonSchema> = { '200': success };
  for (const http of new Set(errors.map((e) => e.http).filter((http) => http !== 200))) {
    const cases = errors.filter((e) => e.http === http);
    responses[String(http)] = {
      description: cases.map((e) => `code ${e.code}: ${e.when}`).join('; '),
      content: json(refusal([...new Set(cases.map((e) => e.code))]), named.get(http)),
    };
  }
  if (call.method === 'POST') {
    // any body: over the size limit, or in a format the server does not read
    responses['413'] ??= { $ref: '#/components/responses/TooLarge' };
    responses['415'] = { $ref: '#/components/responses/UnsupportedFormat' };
  }
  responses['429'] = { $ref: '#/components/responses/TooFrequent' };
  const body = call.consumes
    ? {
        required: true,
        content: {
          [call.consumes]: {
            schema: {
              type: 'object',
              properties: {
                kind: {
                  type: 'string',
                  enum: ['image', 'certificate', 'seal'],
                  description: 'What the picture is for (its size limit): image 10M, certificate 10M, seal 3M.',
                },
                file: { type: 'string', format: 'binary', description: 'The picture (JPEG, PNG, GIF or WebP).' },
              },
              required: ['file'],
            },
          },
        },
      }
    : call.body
      ? {
          required: true,
          content: {
            'application/json': {
              schema: components.schema(call.body, 'input'),
              ...(example?.body !== undefined ? { example: example.body } : {}),
            },
            'application/x-www-form-urlencoded': { schema: components.schema(call.body, 'input') },
          },
        }
      : call.method === 'POST'
        ? NO_FIELDS
        : undefined;
  return {
    operationId: call.id,
    summary: call.summary,
    description: describe(call, style),
    tags: [call.provisional ? 'provisional' : call.id.split('.')[0]],
    ...(call.provisional ? { 'x-provisional': true } : {}),
    ...(call.specListed ? { 'x-spec-listed': call.specListed } : {}),
    ...(call.writes ? { 'x-writes': true } : {}),
    ...(call.encrypted
      ? {
          'x-encrypted-payload': {
            ...components.schema(call.encrypted, 'input'),
            ...(example?.encrypted !== undefined ? { examples: [example.encrypted] } : {}),
          },
        }
      : {}),
    ...(call.auth === 'none' ? { security: [] } : call.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    parameters: [
      ...parametersOf(components, call.params, 'path', example ? pathValues(call.path, example.path) : {}),
      ...parametersOf(components, call.query, 'query', example?.query),
    ],
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

export function buildOpenApi(
  calls: CallDef[],
  info: { title: string; version: string },
  style: RefusalStyle = DEFAULT_REFUSAL_STYLE,
) {
  const components = new Components();
  components.schemas.Refusal = {
    type: 'object',
    description: 'Every answer that is not a success: a nonzero code, a message in the caller’s language, no data.',
    properties: {
      code: { type: 'integer', not: { const: 0 } },
      msg: { type: 'string', minLength: 1, description: 'In the language of the `lang` header (zn or en).' },
      data: { type: 'null' },
    },
    required: ['code', 'msg', 'data'],
  };
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of calls) {
    const path = `/api${call.path.replace(/:(\w+)/g, '{$1}')}`;
    const method = call.method.toLowerCase();
    paths[path] ??= {};
    const operations = paths[path];
    const operation = operationOf(components, call, style);
    const existing = operations[method];
    // Two calls on one method and path (goods/info): one operation documenting both.
    operations[method] = existing ? mergeOperations(existing, operation) : operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description: [
        style === 'body'
          ? 'Every answer is `{ code, msg, data }`. Code 0 is a success; any other code is a refusal with `data` null, read from the body: -1 not found (or, on auth/nt, a phone number or an authorisation is needed), -100 maintenance, 400 bad input, 401 login needed or expired, 403 not allowed, 409 conflict. These travel with HTTP 200. Only the transport speaks in HTTP statuses: 408 too slow, 413 too large, 414 address too long, 415 unsupported body, 429 too frequent, 500 unexpected.'
          : 'Every answer is `{ code, msg, data }`. Code 0 is a success; any other code is a refusal with `data` null. With HTTP 200 a call can answer -1 (not found; on auth/nt, a phone number or an authorisation is needed) or -100 (maintenance); other refusals carry their code as the HTTP status (400 bad input, 401 login, 403 not allowed, 409 conflict, 413 too large, 415 unsupported body, 429 too frequent).',
        'Messages follow the `lang` header (zn or en) or Accept-Language, Chinese by default.',
        'Extra fields are allowed in requests and answers: a client ignores the fields it does not know.',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: components.schemas,
      responses: {
        TooLarge: {
          description: 'The request body is over the size limit.',
          content: {
            'application/json': { schema: refusal([CODE.tooLarge]), examples: sharedExampleRef('tooLarge') },
          },
        },
        UnsupportedFormat: {
          description: 'The body is neither JSON nor form-encoded (nor multipart, for uploads).',
          content: {
            'application/json': {
              schema: refusal([CODE.unsupported]),
              examples: sharedExampleRef('unsupportedFormat'),
            },
          },
        },
        TooFrequent: {
          description: 'Operating too frequently (the rate limit): try again later.',
          content: {
            'application/json': { schema: refusal([CODE.tooFrequent]), examples: sharedExampleRef('tooFrequent') },
          },
        },
      },
      examples: sharedExampleComponents(),
    },
    security: [{ bearer: [] }],
    paths: { ...paths, ...mediaPaths() },
  };
}

type Response = { content?: Record<string, { schema?: { oneOf?: unknown[] }; examples?: NamedExamples }> };

/**
 * The examples of two variants' answers in one: a name the first already uses gets the second
 * variant's action in front (`applyBuyIdOk`).
 */
function mergedExamples(a: Response | undefined, b: Response | undefined, bId: string): NamedExamples | undefined {
  const first = a?.content?.['application/json']?.examples ?? {};
  const second = b?.content?.['application/json']?.examples ?? {};
  const action = bId.split('.').at(-1) ?? bId;
  const out: NamedExamples = { ...first };
  for (const [name, example] of Object.entries(second)) {
    if (!(name in out)) out[name] = example;
    else if (!sameJson(out[name], example)) out[`${action}${name.charAt(0).toUpperCase()}${name.slice(1)}`] = example;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The variants' success answers overlap (both code 0), so the merged 200 is an anyOf. */
function mergeOperations(a: JsonSchema, b: JsonSchema): JsonSchema {
  const optional = (params: unknown) => (params as JsonSchema[]).map((p) => ({ ...p, required: p.in === 'path' }));
  const aResponses = a.responses as Record<string, Response>;
  const bResponses = b.responses as Record<string, Response>;
  const responses: Record<string, Response> = { ...aResponses, ...bResponses };
  for (const [status, response] of Object.entries(responses)) {
    const examples = mergedExamples(aResponses[status], bResponses[status], String(b.operationId));
    const content = response.content?.['application/json'];
    if (examples && content)
      responses[status] = {
        ...response,
        content: { ...response.content, 'application/json': { ...content, examples } },
      };
  }
  const variants = [aResponses, bResponses].flatMap(
    (r) => r['200']?.content?.['application/json']?.schema?.oneOf ?? [],
  );
  const distinct = variants.filter((v, i) => variants.findIndex((w) => sameJson(v, w)) === i);
  const examples = responses['200']?.content?.['application/json']?.examples;
  responses['200'] = {
    description: 'Success (code 0) of either variant, or a refusal with `data` null',
    content: { 'application/json': { schema: { anyOf: distinct }, ...(examples ? { examples } : {}) } },
  } as Response;
  return {
    ...a,
    operationId: `${a.operationId}+${b.operationId}`,
    summary: `${a.summary} / ${b.summary}`,
    description: `${a.description}\n\n---\n\n${b.description}`,
    security: [{}, { bearer: [] }],
    parameters: [...optional(a.parameters), ...optional(b.parameters)],
    responses,
  };
}
