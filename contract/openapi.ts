// The OpenAPI 3.1 document, generated from the calls (served at /api-docs/openapi.json).
import { z } from 'zod';
import type { CallDef } from './define-call.ts';
import { errorEnvelope, okEnvelope } from './envelope.ts';

type JsonSchema = Record<string, unknown>;
const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query', required: boolean) {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (required && (json.required ?? []).includes(name)),
    schema: property,
  }));
}

function describe(call: CallDef): string {
  const lines = [call.summary, '', `Login: ${call.auth}.`];
  if (call.encrypted) {
    lines.push(
      '',
      `\`data\` is made by POST /api/common/encrypt from: \`${JSON.stringify(toSchema(call.encrypted, 'input'))}\``,
    );
  }
  if (call.provisional) lines.push('', '**Provisional**: not in the spec’s call table.');
  if (call.errors.length) {
    lines.push('', 'Errors:', ...call.errors.map((e) => `- HTTP ${e.http}, code ${e.code}: ${e.when}`));
  }
  return lines.join('\n');
}

export function buildOpenApi(calls: CallDef[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of calls) {
    const path = `/api${call.path.replace(/:(\w+)/g, '{$1}')}`;
    const method = call.method.toLowerCase();
    paths[path] ??= {};
    const operations = paths[path];
    const success = call.produces
      ? { description: 'An HTML page, or a redirect', content: { 'text/html': { schema: { type: 'string' } } } }
      : {
          description: 'Success (code 0)',
          content: { 'application/json': { schema: toSchema(okEnvelope(call.data), 'output') } },
        };
    const errors: Record<string, JsonSchema> = {};
    for (const error of call.errors) {
      const key = String(error.http === 200 ? `200` : error.http);
      if (key === '200') continue;
      errors[key] = {
        description: call.errors
          .filter((e) => e.http === error.http)
          .map((e) => `code ${e.code}: ${e.when}`)
          .join('; '),
        content: { 'application/json': { schema: toSchema(errorEnvelope, 'output') } },
      };
    }
    const operation: JsonSchema = {
      operationId: call.id,
      summary: call.summary,
      description: describe(call),
      tags: [call.provisional ? 'provisional' : call.id.split('.')[0]],
      ...(call.provisional ? { 'x-provisional': true } : {}),
      ...(call.auth === 'none' ? { security: [] } : call.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
      parameters: [...parametersOf(call.params, 'path', true), ...parametersOf(call.query, 'query', true)],
      ...(call.consumes
        ? {
            requestBody: {
              required: true,
              content: {
                [call.consumes]: {
                  schema: {
                    type: 'object',
                    properties: {
                      kind: { type: 'string', enum: ['image', 'certificate', 'seal'] },
                      file: { type: 'string', format: 'binary' },
                    },
                    required: ['file'],
                  },
                },
              },
            },
          }
        : {}),
      ...(call.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: toSchema(call.body, 'input') },
                'application/x-www-form-urlencoded': { schema: toSchema(call.body, 'input') },
              },
            },
          }
        : {}),
      responses: { '200': success, ...errors },
    };
    const existing = operations[method];
    // Two calls on one method and path (goods/info): one operation documenting both.
    operations[method] = existing ? mergeOperations(existing, operation) : operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'Every answer is `{ code, msg, data }`: code 0 success, -1 not found, -100 maintenance; other codes mirror the HTTP status. Messages follow the `lang` header (zn or en) or Accept-Language, Chinese by default.',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}

function mergeOperations(a: JsonSchema, b: JsonSchema): JsonSchema {
  const optional = (params: unknown) => (params as JsonSchema[]).map((p) => ({ ...p, required: p.in === 'path' }));
  const responses = { ...(a.responses as JsonSchema), ...(b.responses as JsonSchema) };
  const ok = [(a.responses as Record<string, JsonSchema>)['200'], (b.responses as Record<string, JsonSchema>)['200']];
  responses['200'] = {
    description: 'Success (code 0): one answer per variant',
    content: {
      'application/json': {
        schema: { oneOf: ok.map((r) => (r.content as Record<string, { schema: unknown }>)['application/json'].schema) },
      },
    },
  };
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
