// Well-formed values for a JSON Schema (as zod writes it), leaning on the seed's fixture ids so
// that many requests reach the rules behind the schema checks.
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

const FIXTURE_IDS = [1, 2, 3, 5, 9, 101, 102, 785];
const FIXTURE_TEXTS = ['13800138000', 'demo-master', 'ZB8001', '1', 'success', 'image'];

export function arbitraryOf(schema: JsonSchema, root: JsonSchema = schema, key = ''): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() as string;
    return arbitraryOf(root.$defs?.[name] ?? {}, root, key);
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) return fc.oneof(...options.map((option) => arbitraryOf(option, root, key)));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, root, key)));
  const isId = /(^|_)id$/.test(key);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -10);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
      const any = fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
      return isId ? fc.oneof(fc.constantFrom(...FIXTURE_IDS), any) : any;
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      const any = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 200) });
      return isId
        ? fc.oneof(fc.constantFrom(...FIXTURE_IDS.map(String)), any)
        : fc.oneof(fc.constantFrom(...FIXTURE_TEXTS), any);
    }
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, root, key), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, inner]) => [name, arbitraryOf(inner, root, name)]),
      );
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
    default:
      return isId
        ? fc.oneof(fc.constantFrom(...FIXTURE_IDS), fc.jsonValue({ maxDepth: 1 }))
        : fc.jsonValue({ maxDepth: 1 });
  }
}
