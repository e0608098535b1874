// Field schemas that accept both JSON and form-encoded bodies (where every value is a string).
import { z } from 'zod';
import { documentedAs } from './documented-as.ts';
import { BLOCKCHAIN_HASH_LENGTH } from './limits.ts';

/**
 * A number as JSON sends it, or a string of digits as forms and queries send it. Anything else
 * (true, null, [12], {}) stays what it is, so that the number schema refuses it.
 */
const toNumber = (value: unknown) =>
  typeof value === 'string' ? (/^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN) : value;
/** `schema` (a number schema), also given the number as a string of digits. */
export const fromNumeric = <T extends z.ZodType>(schema: T) => z.preprocess(toNumber, schema);
/** A positive whole number, also when it arrives as the string "12". */
export const id = fromNumeric(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
/** 0 or 1 (or any small whole number used as a flag), also as a string. */
export const flag = fromNumeric(z.number().int().min(0).max(9));
/**
 * A text field of a form or JSON body: a string, or a number turned into one; null counts as
 * missing. Lists and objects are refused.
 */
export const formText = (max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : typeof value === 'number' ? String(value) : value),
    z.string().max(max).optional(),
  );
/** Free text that is trimmed; `max` guards the database against huge strings. */
export const text = (max: number) => z.string().trim().max(max);
export const blockchainHash = z
  .string()
  .trim()
  .regex(
    new RegExp(`^[0-9a-fA-F]{${BLOCKCHAIN_HASH_LENGTH}}$`),
    `a ${BLOCKCHAIN_HASH_LENGTH}-character hexadecimal hash`,
  )
  .transform((value) => value.toLowerCase());
/** A treasure or derivative-item code as typed by a visitor. */
export const itemCode = z.string().trim().min(1).max(64);
/** Relative or absolute link to a file the server hosts (`/media/...`). */
export const mediaUrl = z.string();
/** ISO date `YYYY-MM-DD`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A bilingual text pair as the spec names it: `x` (Chinese) and `x_intl` (English). */
export const intl = <K extends string>(key: K) =>
  ({
    [key]: z.string().describe(`The ${key.replace(/_/g, ' ')}, in Chinese.`),
    [`${key}_intl`]: z.string().describe(`The ${key.replace(/_/g, ' ')}, in English.`),
  }) as { [P in K | `${K}_intl`]: z.ZodString };

/**
 * Pictures of upload/image: a list (JSON), or one comma-separated string (forms); missing means
 * none. Up to twice `max` parse, so that the service answers "at most {max}" in the caller's
 * language; the document states the rule itself.
 */
export const pictureList = (max: number) =>
  documentedAs(
    z.preprocess(
      (value) =>
        value === undefined || value === null
          ? []
          : typeof value === 'string'
            ? value
                .split(',')
                .map((v) => v.trim())
                .filter(Boolean)
            : value,
      z.array(z.string().max(300)).max(max * 2),
    ),
    {
      optional: true,
      description: `Pictures stored by upload/image (at most ${max}): a list, or in a form one comma-separated string.`,
      anyOf: [
        { type: 'array', items: { type: 'string', maxLength: 300 }, maxItems: max },
        { type: 'string', description: 'comma-separated picture URLs' },
      ],
    },
  );
