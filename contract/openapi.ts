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
// - a request body is declared in both media types the server reads, JSON and form-encoded
//   (openapi-transport.ts), required when its schema requires a field;
// - the `lang` header, the rate limit's headers and the plumbing's statuses (413, 414, 415, 429
//   with Retry-After, 431) are declared on every operation they can reach (openapi-transport.ts);
// - every field without a description of its own takes its meaning from field-meanings.ts;
// - `x-encrypted-payload` is the schema of what goes into `data` through common/encrypt;
//   `x-writes` marks calls that change data; `x-provisional` calls the spec does not list;
// - `x-mock-fields` lists the fields of an object that the spec does not list (the mock's own
//   choice), `x-mock-types` those it lists without their type (contract/spec-marks.ts);
//   `x-spec-listed` says what the spec lists of a provisional call.
import { z } from 'zod';
import { CODE } from './codes.ts';
import type { CallDef } from './define-call.ts';
import { addedSchemaOf, documentedSchemaOf } from './documented-as.ts';
import { okEnvelope } from './envelope.ts';
import { FIELD_MEANINGS, FIELDS_IN } from './field-meanings.ts';
import {
  examplesByStatus,
  type NamedExamples,
  sharedExampleComponents,
  sharedExampleRef,
  successExampleOf,
} from './openapi-examples.ts';
import { mediaPaths } from './openapi-media.ts';
import {
  formView,
  HEADERS,
  LANG_PARAMETER,
  rateLimitHeaders,
  refusal,
  requiresFields,
  transportResponses,
} from './openapi-transport.ts';
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
        const added = addedSchemaOf(zodSchema);
        if (added) Object.assign(jsonSchema, added);
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

/**
 * Fills in what each property of `schema` means where its schema says nothing
 * (field-meanings.ts): `<context>.<path>` first, then the field's name.
 */
function describeFields(schema: unknown, context: string, path = ''): void {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as JsonSchema;
  for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, JsonSchema>)) {
    const at = path ? `${path}.${name}` : name;
    const meaning = FIELDS_IN[`${context}.${at}`] ?? FIELD_MEANINGS[name];
    if (property.description === undefined && meaning) property.description = meaning;
    describeFields(property, context, at);
  }
  describeFields(node.items, context, `${path}[]`);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const part of (node[key] ?? []) as unknown[]) describeFields(part, context, path);
}

/** Points `#/$defs/X` at the components, and drops `additionalProperties: false` and `unevaluatedProperties: false` (extra fields are allowed). */
function rewrite(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, names));
  if (!value || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  const properties = Object.entries((value as { properties?: Record<string, JsonSchema> }).properties ?? {});
  const optional = properties.filter(([, property]) => property?.['x-optional']).map(([name]) => name);
  const mustHave = properties.filter(([, property]) => property?.['x-required']).map(([name]) => name);
  for (const [key, child] of Object.entries(value)) {
    if (key === 'x-optional' || key === 'x-required') continue;
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
  if (mustHave.length) out.required = [...new Set([...((out.required as string[] | undefined) ?? []), ...mustHave])];
  return out;
}

/** What a parameter means, where neither its schema nor field-meanings.ts says it. */
const PARAMETER_MEANINGS: Record<string, string> = {
  data: 'The encrypted payload: the answer of POST /api/common/encrypt for the fields of this operation’s `x-encrypted-payload`.',
  id: 'The id of the record the path names.',
  code: 'The login code the messaging app’s authorisation added to the return URL.',
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
      (property.description as string | undefined) ??
      PARAMETER_MEANINGS[name] ??
      FIELD_MEANINGS[name] ??
      `The ${name} of the request.`,
    schema: property,
    ...(example[name] !== undefined
      ? { example: typed(property, example[name]) }
      : Array.isArray(property.examples)
        ? { example: property.examples[0] }
        : {}),
  }));
}

/** A query or path value as its schema types it ("12" for an integer is 12). */
const typed = (schema: JsonSchema, value: string) =>
  schema.type !== 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;

/** The success envelope's fields, described (its `data` is the call's own schema, often a named one). */
function describedEnvelope(envelope: JsonSchema): JsonSchema {
  const properties = envelope.properties as Record<string, JsonSchema>;
  return {
    ...envelope,
    properties: {
      code: { ...properties.code, description: '0: a success.' },
      msg: {
        ...properties.msg,
        description: 'A message in the caller’s language (the `lang` header): “success” or what was done.',
      },
      data: { ...properties.data, description: 'What the call answers.' },
    },
  };
}

/** The documented errors with the HTTP status they travel with under `style`. */
const errorsUnder = (call: CallDef, style: RefusalStyle) =>
  call.errors.map((e) => ({ ...e, http: refusalHttpStatus(e.http, style) }));

function describe(call: CallDef, style: RefusalStyle): string {
  const lines = [call.summary, '', `Login: ${call.auth}.`];
  if (call.encrypted) {
    lines.push(
      '',
      '`data` is made by POST /api/common/encrypt from the fields in `x-encrypted-payload`: send them to it (JSON or form), and pass its `data.data_encrypted` on as `data`.',
      '',
      'The example `data` of the committed document (openapi/openapi.json) was encrypted with the development key this repository publishes (the mock’s default `ENCRYPTION_KEY`): only a server with that key opens it. The document a server serves at `/api-docs/openapi.json` carries examples sealed with its own key.',
    );
  }
  if (call.writes) lines.push('', 'Changes data when it succeeds (`x-writes`).');
  if (call.provisional) lines.push('', '**Provisional**: not in the spec’s call table.');
  if (call.errors.length) {
    lines.push('', 'Refusals:', ...errorsUnder(call, style).map((e) => `- HTTP ${e.http}, code ${e.code}: ${e.when}`));
  }
  lines.push(
    '- HTTP 200, code -100: the store is under maintenance',
    '- HTTP 429, code 429: too frequent (`Retry-After` says how long to wait)',
  );
  if (call.method === 'POST') lines.push('- HTTP 413 / 415: a body over the size limit, or in another format');
  if (call.params) lines.push('- HTTP 414: a path segment over the length limit');
  lines.push('- HTTP 431: headers (the address included) over the size limit');
  return lines.join('\n');
}

/**
 * The body of a POST that takes no fields: the server reads and ignores one (the web client
 * sends `{}`), so it is declared, optional; a mock server refuses a body the document does not
 * declare (Prism answers 415).
 */
const NO_FIELDS = {
  required: false,
  description: 'No fields: an empty object, an empty form, or no body at all.',
  content: {
    'application/json': { schema: { type: 'object' }, example: {} },
    'application/x-www-form-urlencoded': { schema: { type: 'object' }, example: {} },
  },
};

/** The example's fields that the schema declares (a recorded request may carry more, which the server ignores). */
function declaredFields(schema: JsonSchema, value: unknown): unknown {
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (!properties || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key in properties));
}

/** A JSON example as a form sends it: a list of records as JSON, the rest as the schema types it. */
function formExample(form: JsonSchema, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const properties = (form.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      properties[key]?.contentMediaType ? JSON.stringify(field) : field,
    ]),
  );
}

/**
 * A body of fields, in both media types the server reads (JSON, and form-encoded as the spec's
 * older clients send it), each with the recorded request as its example; required when its
 * schema requires a field. The JSON schema is a named component (`<Call>Body`), which the form
 * shares where it is the same, so that a generator names the body's type once, whichever type it
 * picks (orval: `override.contentType`).
 */
function fieldsBody(components: Components, callId: string, schema: JsonSchema, example: unknown) {
  const form = formView(schema);
  const sent = example === undefined ? undefined : declaredFields(schema, example);
  // described in the call's context (field-meanings.ts) before the schema becomes a component
  describeFields(schema, callId);
  if (form.schema !== schema) describeFields(form.schema, callId);
  const name = `${pascal(callId)}Body`;
  components.schemas[name] = schema;
  const ref = { $ref: `#/components/schemas/${name}` };
  return {
    required: requiresFields(schema),
    content: {
      'application/json': { schema: ref, ...(sent !== undefined ? { example: sent } : {}) },
      'application/x-www-form-urlencoded': {
        ...form,
        schema: form.encoding ? form.schema : ref,
        ...(sent !== undefined ? { example: formExample(form.schema, sent) } : {}),
      },
    },
  };
}

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
        content: json(
          { oneOf: [describedEnvelope(components.schema(okEnvelope(call.data), 'output')), refusal(codesIn200)] },
          in200,
        ),
      };
  const responses: Record<string, JsonSchema> = { '200': success };
  if (call.produces)
    responses['302'] = {
      description: 'Where the page sends the browser on (the login: to `url`, with `code` added)',
      headers: {
        location: { required: true, description: 'The address to go to.', schema: { type: 'string' } },
      },
    };
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
  if (call.params) responses['414'] = { $ref: '#/components/responses/UriTooLong' };
  responses['429'] = { $ref: '#/components/responses/TooFrequent' };
  responses['431'] = { $ref: '#/components/responses/HeadersTooLarge' };
  // the rate limit's headers on every answer the call itself gives
  for (const response of Object.values(responses))
    if (!response.$ref && !response.headers) response.headers = rateLimitHeaders();
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
      ? fieldsBody(components, call.id, components.schema(call.body, 'input'), example?.body)
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
      LANG_PARAMETER,
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
      code: {
        type: 'integer',
        not: { const: 0 },
        description:
          'Why: -1 not found, -100 maintenance, 400 bad input, 401 login needed, 403 not allowed, 409 conflict, 429 too frequent…',
      },
      msg: { type: 'string', minLength: 1, description: 'In the language of the `lang` header (zn or en).' },
      data: { type: 'null', description: 'Always null in a refusal.' },
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
    operations[method] = existing ? mergeOperations(components, existing, operation) : operation;
  }
  for (const [name, schema] of Object.entries(components.schemas)) describeFields(schema, name);
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations)) {
      const id = String(operation.operationId);
      const body = operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      for (const media of Object.values(body?.content ?? {})) describeFields(media.schema, id);
      describeFields(operation['x-encrypted-payload'], id);
      const answer = (operation.responses as Record<string, Response>)['200']?.content?.['application/json']?.schema;
      const success = answer?.oneOf?.[0] as { properties?: { data?: JsonSchema } } | undefined;
      describeFields(success?.properties?.data, id);
    }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description: [
        style === 'body'
          ? 'Every answer is `{ code, msg, data }`. Code 0 is a success; any other code is a refusal with `data` null, read from the body: -1 not found (or, on auth/nt, a phone number or an authorisation is needed), -100 maintenance, 400 bad input, 401 login needed or expired, 403 not allowed, 409 conflict. These travel with HTTP 200. Only the transport speaks in HTTP statuses: 408 too slow, 413 too large, 414 a path segment too long, 415 unsupported body, 429 too frequent (with Retry-After), 431 headers or address too large, 500 unexpected.'
          : 'Every answer is `{ code, msg, data }`. Code 0 is a success; any other code is a refusal with `data` null. With HTTP 200 a call can answer -1 (not found; on auth/nt, a phone number or an authorisation is needed) or -100 (maintenance); other refusals carry their code as the HTTP status (400 bad input, 401 login, 403 not allowed, 409 conflict, 413 too large, 414 a path segment too long, 415 unsupported body, 429 too frequent (with Retry-After), 431 headers or address too large).',
        'Messages follow the `lang` header (zn or en) or Accept-Language, Chinese by default.',
        'Extra fields are allowed in requests and answers: a client ignores the fields it does not know.',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: components.schemas,
      headers: HEADERS,
      responses: transportResponses(sharedExampleRef),
      examples: sharedExampleComponents(),
    },
    security: [{ bearer: [] }],
    paths: { ...paths, ...mediaPaths() },
  };
}

type Response = {
  headers?: object;
  content?: Record<string, { schema?: { oneOf?: unknown[] }; examples?: NamedExamples }>;
};

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

/** The codes of a refusal schema (`refusal()`). */
const refusalCodes = (schema: JsonSchema | undefined): number[] =>
  ((schema?.allOf as JsonSchema[] | undefined)?.[1] as { properties?: { code?: { enum?: number[] } } } | undefined)
    ?.properties?.code?.enum ?? [];

/** `goods.applyBuyId` → `GoodsApplyBuyId`. */
const pascal = (id: string) =>
  id
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * Two calls on one method and path, as one operation. Each variant's success gets a named
 * schema (`GoodsInfoAnswer`, `GoodsApplyBuyIdAnswer`), so that generated clients type the two
 * answers apart, and each parameter says which variant it belongs to. The successes overlap
 * (both code 0, extra fields allowed), so the 200 is an anyOf.
 */
function mergeOperations(components: Components, a: JsonSchema, b: JsonSchema): JsonSchema {
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
  const variants = [a, b].map((operation) => {
    const [success, refused] = ((operation.responses as Record<string, Response>)['200']?.content?.['application/json']
      ?.schema?.oneOf ?? []) as JsonSchema[];
    const name = `${pascal(String(operation.operationId))}Answer`;
    components.schemas[name] = { ...success, description: `The success of ${String(operation.summary)}.` };
    // each variant's own parameters (the `lang` header is both's, added once below)
    const parameters = (operation.parameters as JsonSchema[])
      .filter((p) => p.in !== 'header')
      .map((p) => ({
        ...p,
        required: p.in === 'path',
        description: `${String(p.description)} Sent for ${String(operation.operationId)}, answered by \`${name}\`.`,
      }));
    return { ref: { $ref: `#/components/schemas/${name}` }, codes: refusalCodes(refused), parameters };
  });
  const codes = [...new Set(variants.flatMap((variant) => variant.codes))];
  const examples = responses['200']?.content?.['application/json']?.examples;
  responses['200'] = {
    headers: rateLimitHeaders(),
    description: `Success (code 0) of either variant (${variants.map((v) => v.ref.$ref.split('/').at(-1)).join(', ')}), or a refusal with \`data\` null`,
    content: {
      'application/json': {
        schema: { anyOf: [...variants.map((variant) => variant.ref), refusal(codes)] },
        ...(examples ? { examples } : {}),
      },
    },
  } as Response;
  return {
    ...a,
    operationId: `${a.operationId}+${b.operationId}`,
    summary: `${a.summary} / ${b.summary}`,
    description: `${a.description}\n\n---\n\n${b.description}`,
    security: [{}, { bearer: [] }],
    parameters: [...variants.flatMap((variant) => variant.parameters), LANG_PARAMETER],
    responses,
  };
}
