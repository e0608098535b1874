// What the OpenAPI document says of a field whose zod schema is deliberately looser than the
// rule a client must follow: a picture list parses up to twice its limit, so that the server can
// answer "at most 9" in the caller's language instead of a generic parse error.
import type { z } from 'zod';

type JsonSchema = Record<string, unknown>;
const documented = new WeakMap<object, JsonSchema>();

/**
 * `schema`, documented as `json`. `optional: true` leaves the field out of its object's
 * `required` list (for a field that a preprocess step fills in when it is missing).
 */
export function documentedAs<T extends z.ZodType>(schema: T, json: JsonSchema & { optional?: boolean }): T {
  const { optional, ...rest } = json;
  documented.set(schema, optional ? { ...rest, 'x-optional': true } : rest);
  return schema;
}

export const documentedSchemaOf = (schema: object): JsonSchema | undefined => documented.get(schema);
