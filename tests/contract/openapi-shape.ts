// The committed OpenAPI document as the tests walk it: its schemas and operations, loosely typed.
import { readFileSync } from 'node:fs';
import { OPENAPI_FILE } from '../../scripts/openapi.ts';

export type Schema = {
  $ref?: string;
  description?: string;
  enum?: unknown[];
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
export type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string; description?: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  'x-encrypted-payload'?: Schema;
};
export type Document = {
  components: { schemas: Record<string, Schema> };
  paths: Record<string, Record<string, Operation>>;
};

export const committedDocument = () => JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Document;

/** A schema, or the component its `$ref` names (a body is a component, `<Call>Body`). */
export const resolved = (doc: Document, schema: Schema | undefined): Schema | undefined =>
  schema?.$ref?.startsWith('#/components/schemas/')
    ? doc.components.schemas[schema.$ref.slice('#/components/schemas/'.length)]
    : schema;
