// Each call's answer schema as a zod/mini module, for @treasure-center/contract/mini/<call>: a
// front end that parses one call's answer with `data.parse(answer.data)` then loads zod's small
// functional build and that call's schema alone (about 8 KB gzipped), not zod's full API
// (26 KB gzipped by itself) and every schema of the contract (decision 56).
//
// Made when the package is built from the call's JSON Schema, the one the OpenAPI document
// carries (z.toJSONSchema of its `data`, as output): the same types, required fields, enums and
// bounds; extra fields allowed where the contract allows them. What JSON Schema cannot say (a
// refinement's code) is left to the full schemas (`calls`). A schema keyword it does not know
// stops the build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { calls } from '../../contract/calls.ts';
import type { CallDef } from '../../contract/define-call.ts';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  $defs?: Record<string, JsonSchema>;
};

/** The keywords that only describe (or are the document's own marks): nothing to check. */
const DESCRIPTIVE = new Set(['description', 'title', 'examples', 'default', 'format', 'id', '$schema', '$defs']);
/** The keywords the translation reads. */
const KNOWN = new Set([
  'type',
  'properties',
  'required',
  'items',
  'anyOf',
  'oneOf',
  'enum',
  'const',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  '$ref',
  'additionalProperties',
  'propertyNames',
]);

const literal = (value: unknown) => JSON.stringify(value);

/** `checks` on `base`, as zod/mini writes them. */
const checked = (base: string, checks: string[]) => (checks.length ? `${base}.check(${checks.join(', ')})` : base);

/** One schema as zod/mini source; `$defs` references by the names `defName` gives. */
function translate(schema: JsonSchema, defName: (ref: string) => string, at: string): string {
  for (const key of Object.keys(schema))
    if (!KNOWN.has(key) && !DESCRIPTIVE.has(key) && !key.startsWith('x-'))
      throw new Error(`${at}: the JSON Schema keyword "${key}" has no zod/mini translation`);
  const inner = (child: JsonSchema, where: string) => translate(child, defName, `${at}${where}`);
  if (schema.$ref) return defName(schema.$ref);
  if ('const' in schema) return `z.literal(${literal(schema.const)})`;
  if (schema.enum)
    return schema.enum.every((value) => typeof value === 'string')
      ? `z.enum(${literal(schema.enum)})`
      : `z.union([${schema.enum.map((value) => `z.literal(${literal(value)})`).join(', ')}])`;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return `z.union([${union.map((part, i) => inner(part, `|${i}`)).join(', ')}])`;
  if (Array.isArray(schema.type))
    return `z.union([${schema.type.map((type) => inner({ ...schema, type }, `|${type}`)).join(', ')}])`;
  switch (schema.type) {
    case 'object': {
      // a map (promotion channels by key): its values checked
      if (!schema.properties && typeof schema.additionalProperties === 'object')
        return `z.record(${schema.propertyNames ? inner(schema.propertyNames, '{key}') : 'z.string()'}, ${inner(schema.additionalProperties, '{}')})`;
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(([name, child]) => {
        const value = inner(child, `.${name}`);
        return `${literal(name)}: ${required.has(name) ? value : `z.optional(${value})`}`;
      });
      // closed where the contract closes it (`.strict()`), open otherwise
      return `z.${schema.additionalProperties === false ? 'strictObject' : 'looseObject'}({ ${fields.join(', ')} })`;
    }
    case 'array': {
      const checks = [
        schema.minItems !== undefined ? `z.minLength(${schema.minItems})` : '',
        schema.maxItems !== undefined ? `z.maxLength(${schema.maxItems})` : '',
      ].filter(Boolean);
      return checked(`z.array(${schema.items ? inner(schema.items, '[]') : 'z.unknown()'})`, checks);
    }
    case 'string': {
      const checks = [
        schema.minLength !== undefined ? `z.minLength(${schema.minLength})` : '',
        schema.maxLength !== undefined ? `z.maxLength(${schema.maxLength})` : '',
        schema.pattern !== undefined ? `z.regex(new RegExp(${literal(schema.pattern)}))` : '',
      ].filter(Boolean);
      return checked('z.string()', checks);
    }
    case 'integer':
    case 'number': {
      const checks = [
        schema.minimum !== undefined ? `z.gte(${schema.minimum})` : '',
        schema.maximum !== undefined ? `z.lte(${schema.maximum})` : '',
        schema.exclusiveMinimum !== undefined ? `z.gt(${schema.exclusiveMinimum})` : '',
        schema.exclusiveMaximum !== undefined ? `z.lt(${schema.exclusiveMaximum})` : '',
      ].filter(Boolean);
      return checked(schema.type === 'integer' ? 'z.int()' : 'z.number()', checks);
    }
    case 'boolean':
      return 'z.boolean()';
    case 'null':
      return 'z.null()';
    case undefined:
      return 'z.unknown()';
    default:
      throw new Error(`${at}: the JSON Schema type "${schema.type}" has no zod/mini translation`);
  }
}

/** The names of a schema's `$defs` in dependency order (a definition before those that use it). */
function definitionOrder(defs: Record<string, JsonSchema>): string[] {
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (order.includes(name)) return;
    if (path.includes(name)) throw new Error(`a recursive schema (${[...path, name].join(' → ')}) has no translation`);
    const refs = [...JSON.stringify(defs[name]).matchAll(/"\$ref":"#\/\$defs\/([^"]+)"/g)].map((m) => m[1] ?? '');
    for (const ref of refs) visit(ref, [...path, name]);
    order.push(name);
  };
  for (const name of Object.keys(defs)) visit(name, []);
  return order;
}

/** The module of one call: `id`, `method`, `path` and its answer's `data` schema, in zod/mini. */
export function miniModule(name: string, call: CallDef): { js: string; dts: string } {
  const json = z.toJSONSchema(call.data, {
    io: 'output',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  const defs = json.$defs ?? {};
  const constName = (ref: string) => `$${ref.replace('#/$defs/', '').replace(/[^A-Za-z0-9_$]/g, '_')}`;
  const lines = [
    `// ${call.id}: the answer's data, generated from the contract (do not edit)`,
    "import * as z from 'zod/mini';",
    ...definitionOrder(defs).map(
      (def) => `const ${constName(`#/$defs/${def}`)} = ${translate(defs[def] ?? {}, constName, `${call.id} ${def}`)};`,
    ),
    `export const id = ${literal(call.id)};`,
    `export const method = ${literal(call.method)};`,
    `export const path = ${literal(`/api${call.path}`)};`,
    `/** What a success of ${call.id} carries in \`data\`. */`,
    `export const data = ${translate(json, constName, call.id)};`,
    '',
  ];
  const dts = [
    "import type { output } from 'zod';",
    "import type { ZodMiniType } from 'zod/mini';",
    "import type { calls } from '../calls.js';",
    `export declare const id: ${literal(call.id)};`,
    `export declare const method: ${literal(call.method)};`,
    `export declare const path: ${literal(`/api${call.path}`)};`,
    `/** What a success of ${call.id} carries in \`data\`. */`,
    `export declare const data: ZodMiniType<output<(typeof calls)[${literal(name)}]['data']>>;`,
    '',
  ];
  return { js: lines.join('\n'), dts: dts.join('\n') };
}

/** Every call's module (`<call>.js` and `<call>.d.ts`) into `dir`. */
export function writeMiniModules(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, call] of Object.entries(calls)) {
    const { js, dts } = miniModule(name, call);
    writeFileSync(join(dir, `${name}.js`), js);
    writeFileSync(join(dir, `${name}.d.ts`), dts);
  }
}
