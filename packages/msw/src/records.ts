// What the MSW handlers answer from: the seeded mock's own answers, recorded when the package
// is built (scripts/packages/record-answers.ts).
import type { Lang } from '../../../contract/limits.ts';

export type Envelope = { code: number; msg: string; data: unknown };
/** An answer as the mock sent it: its HTTP status and its envelope. */
export type RecordedAnswer = { status: number; body: Envelope };

/** A lookup's key: the call's path template and what names the record, e.g. `goods/info serial_number=WC202600001`. */
export const lookupKey = (path: string, field: string, value: string | number) =>
  `${path} ${field}=${String(value).toLowerCase()}`;

/** The field of the lookup key under which a call's answer for an unknown record is kept. */
export const MISSING = '(missing)';

export type Records = {
  /** per call (contract/endpoints.ts id), the seeded mock's success answer */
  calls: Record<string, Envelope>;
  /** per language, the answer of each record's lookup (lookupKey) */
  lookups: Record<Lang, Record<string, RecordedAnswer>>;
};
