// What the OpenAPI document says of a field whose zod schema is deliberately looser than the
// rule a client must follow: a picture list parses up to twice its limit, so that the server can
// answer "at most 9" in the caller's language instead of a generic parse error; a purchase
// request's fields parse as any text, so that the rule (contract/rules/) answers in the spec's
// order with the spec's messages.
import type { z } from 'zod';

type JsonSchema = Record<string, unknown>;
const documented = new WeakMap<object, JsonSchema>();
const added = new WeakMap<object, JsonSchema>();

/**
 * `schema`, documented as `json`. `optional: true` leaves the field out of its object's
 * `required` list (for a field that a preprocess step fills in when it is missing);
 * `required: true` puts it in (for a field that parses when missing, so that a rule can refuse it
 * with its own message).
 */
export function documentedAs<T extends z.ZodType>(
  schema: T,
  json: JsonSchema & { optional?: boolean; required?: boolean },
): T {
  const { optional, required, ...rest } = json;
  documented.set(schema, {
    ...rest,
    ...(optional ? { 'x-optional': true } : {}),
    ...(required ? { 'x-required': true } : {}),
  });
  return schema;
}

/** `schema`, its generated JSON Schema completed with `json` (a rule zod states as a refinement). */
export function documentedAlso<T extends z.ZodType>(schema: T, json: JsonSchema): T {
  added.set(schema, json);
  return schema;
}

export const documentedSchemaOf = (schema: object): JsonSchema | undefined => documented.get(schema);
export const addedSchemaOf = (schema: object): JsonSchema | undefined => added.get(schema);
