// Which parts of an answer the spec guarantees, and which are the mock's own choice.
//
// The spec (docs/product.md §3 and §7) lists the fields of each answer, rarely their types.
// The zod schemas describe everything the mock answers; these marks say, per object, which of
// its fields the spec does not list (`mock`) and which it lists without saying what they hold
// (`anyType`: present, whatever its type). A path steps into a child object with `.` and into
// the items of a list (or the values of a map) with `[]`: `link_artist[].artist_id`.
// The spec states values, never their JSON types: a number may come as a numeric string
// ("388000.00"), a true/false as 0/1 and back, so the spec's view takes either; the mock's own
// types are its choice. The contract suite fails on the spec's part against any server, and
// reports the mock's part as drift against a server it does not own (contract/answer-tiers.ts);
// the OpenAPI document carries the marks as `x-mock-fields` and `x-mock-types`.
import { z } from 'zod';

export type SpecMarks = {
  /** fields the spec does not list: the mock's own choice */
  mock?: readonly string[];
  /** fields the spec lists without their type: present, of any type */
  anyType?: readonly string[];
};

const marks = new WeakMap<object, SpecMarks>();
const wholly = new WeakSet<object>();

/** `schema`, its fields marked (see above). Returns the same schema. */
export function specFields<T extends z.ZodObject>(schema: T, m: SpecMarks): T {
  marks.set(schema, m);
  return schema;
}

/** `schema` as a whole is the mock's choice (an answer the spec does not show). */
export function mockShape<T extends z.ZodType>(schema: T): T {
  wholly.add(schema);
  return schema;
}

/** The marks of one object schema, for the OpenAPI document. */
export const specMarksOf = (schema: object): SpecMarks | undefined =>
  wholly.has(schema) ? { mock: ['*'] } : marks.get(schema);

type Def = {
  type: string;
  values?: unknown[];
  innerType?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  keyType?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The marks under `key` of a set of marks: `a.b` under `a` is `b`, `a[].b` is `[].b`. */
function under(key: string, m: SpecMarks): SpecMarks {
  const pick = (paths: readonly string[] = []) =>
    paths.flatMap((path) =>
      path.startsWith(`${key}.`)
        ? [path.slice(key.length + 1)]
        : path.startsWith(`${key}[]`)
          ? [path.slice(key.length)]
          : [],
    );
  return { mock: pick(m.mock), anyType: pick(m.anyType) };
}
const items = (m: SpecMarks): SpecMarks => {
  const pick = (paths: readonly string[] = []) =>
    paths.flatMap((path) => (path.startsWith('[].') ? [path.slice(3)] : []));
  return { mock: pick(m.mock), anyType: pick(m.anyType) };
};
const merge = (a: SpecMarks, b?: SpecMarks): SpecMarks => ({
  mock: [...(a.mock ?? []), ...(b?.mock ?? [])],
  anyType: [...(a.anyType ?? []), ...(b?.anyType ?? [])],
});

/**
 * What the spec guarantees of `schema`: the same schema with the mock's fields made optional
 * and of any type, and the fields of any type left required but unchecked.
 */
export function specView(schema: z.ZodType, inherited: SpecMarks = {}): z.ZodType {
  if (wholly.has(schema)) return z.unknown();
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const m = merge(inherited, marks.get(schema));
      const shape: Record<string, z.ZodType> = {};
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        if (m.mock?.includes(key)) shape[key] = z.unknown().optional();
        else if (m.anyType?.includes(key)) shape[key] = z.unknown();
        else shape[key] = specView(child, under(key, m));
      }
      return z.object(shape);
    }
    case 'array':
      return z.array(specView(def.element as z.ZodType, items(inherited)));
    case 'record':
      return z.record(def.keyType as z.ZodString, specView(def.valueType as z.ZodType, items(inherited)));
    case 'nullable': {
      const inner = specView(def.innerType as z.ZodType, inherited);
      // where the spec allows none (a holder: "or 'not yet certified'"), it never says how none
      // is written: null, or an empty object in place of an object (`collector: {}`). No field's
      // none is stated otherwise; the mock's own schema keeps null (drift, answer-tiers.ts).
      return defOf(def.innerType as z.ZodType).type === 'object'
        ? z.preprocess((value) => (isEmptyObject(value) ? null : value), inner.nullable())
        : inner.nullable();
    }
    case 'optional':
      return specView(def.innerType as z.ZodType, inherited).optional();
    case 'union':
      return z.union((def.options ?? []).map((option) => specView(option, inherited)) as [z.ZodType, z.ZodType]);
    default:
      return anyJsonType(schema, def);
  }
}

/** Two values the spec would call equal: 0 and "0", 1 and true. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  const plain = (v: unknown) => (typeof v === 'boolean' ? +v : typeof v === 'string' && v.trim() !== '' ? +v : v);
  return a === b || (plain(a) === plain(b) && !Number.isNaN(plain(a)));
};

/** `{}`: none, where the spec allows none in place of an object. */
export const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
/** "388000.00" as 388000; a boolean as 0/1 where a whole number is expected (a flag). */
const asNumber = (whole: boolean) => (value: unknown) =>
  typeof value === 'string' && NUMERIC.test(value)
    ? Number(value)
    : whole && typeof value === 'boolean'
      ? +value
      : value;
/** 0/1 (or "0"/"1") as false/true. */
const asBoolean = (value: unknown) =>
  value === 0 || value === 1 || value === '0' || value === '1' ? Boolean(Number(value)) : value;

/** A leaf the spec lists: its value as the mock's schema checks it, whatever JSON type carries it. */
function anyJsonType(schema: z.ZodType, def: Def): z.ZodType {
  const literals = def.values ?? [];
  if (def.type === 'number') return z.preprocess(asNumber(Boolean((schema as z.ZodNumber).isInt)), schema);
  if (def.type === 'boolean') return z.preprocess(asBoolean, schema);
  if (def.type === 'literal' && literals.every((v) => typeof v === 'number'))
    return z.preprocess(asNumber(true), schema);
  if (def.type === 'literal' && literals.every((v) => typeof v === 'boolean')) return z.preprocess(asBoolean, schema);
  return schema;
}
