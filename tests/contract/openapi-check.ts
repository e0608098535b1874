// Checks an answer against the OpenAPI document itself (not only against zod), so that the
// document and what the API answers cannot drift apart: the response schema of the operation
// (by method and path) and status, validated with Ajv as JSON Schema 2020-12.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { allCalls } from '../../contract/calls.ts';
import { buildOpenApi } from '../../contract/openapi.ts';
import { callOf, settings } from './target.ts';

type Document = ReturnType<typeof buildOpenApi>;
type Responses = Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;

/** The document for the refusal style of the target (CONTRACT_REFUSAL_STYLE). */
export const openApiDocument: Document = buildOpenApi(
  allCalls,
  { title: 'contract check', version: '1' },
  settings.refusalStyle,
);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(openApiDocument as object, 'openapi.json');

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The document's path template of the call that `path` (with `/api`) goes to. */
function templateOf(method: string, path: string): string | undefined {
  const call = callOf(method, path);
  return call && `/api${call.path.replace(/:(\w+)/g, '{$1}')}`;
}

/** Problems of `body` (a JSON answer) against the document, or [] when it conforms. */
export function openApiProblems(method: string, path: string, status: number, body: unknown): string[] {
  const template = templateOf(method, path);
  if (!template) return [`the document has no operation for ${method} ${path}`];
  const operation = (openApiDocument.paths[template] as Record<string, { responses: Responses }>)[method.toLowerCase()];
  if (!operation) return [`the document has no operation for ${method} ${template}`];
  const response = operation.responses[String(status)];
  if (!response) return [`the document does not list HTTP ${status} for ${method} ${template}`];
  const base = response.$ref
    ? `openapi.json#${response.$ref.slice(1)}`
    : `openapi.json#/${pointer('paths', template, method.toLowerCase(), 'responses', String(status))}`;
  const validate = ajv.getSchema(`${base}/content/application~1json/schema`);
  if (!validate) return [`the document gives no JSON schema for HTTP ${status} of ${method} ${template}`];
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}
