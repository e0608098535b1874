// What the MSW handlers answer from: the seeded mock's own answers, recorded when the package
// is built (scripts/packages/record-answers.ts). Each distinct answer is kept once, its message
// in both languages (the data carries both already: name and name_intl); lookups and calls
// point at it by index, which keeps the file small enough for a browser.
import type { Lang } from '../../../contract/limits.ts';

export type Envelope = { code: number; msg: string; data: unknown };

/** An answer as the mock sent it: its HTTP status, code and data, and its message in each language. */
export type RecordedAnswer = { status: number; code: number; msg: Record<Lang, string>; data: unknown };

/** A lookup's key: the call's path template and what names the record, e.g. `goods/info serial_number=WC202600001`. */
export const lookupKey = (path: string, field: string, value: string | number) =>
  `${path} ${field}=${String(value).toLowerCase()}`;

/** The field of the lookup key under which a call's answer for an unknown record is kept. */
export const MISSING = '(missing)';

/** The messages the handlers say themselves (refusals, the stateful answers), by the mock's message keys. */
export const TEXT_KEYS = [
  'notFound',
  'maintenance',
  'forcedFault',
  'unauthorized',
  'forbidden',
  'tooFrequent',
  'internalError',
  'invalidField',
  'invalidEncrypted',
  'likeSuccess',
  'alreadyLiked',
  'saveSuccess',
  'cancelSuccess',
  'followSuccess',
] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

export type Records = {
  /** every distinct answer, once */
  answers: RecordedAnswer[];
  /** per call (contract/endpoints.ts id), the index of the seeded mock's success answer */
  calls: Record<string, number>;
  /** per lookup (lookupKey), the index of its answer */
  lookups: Record<string, number>;
  /** the texts of TEXT_KEYS in each language, `{name}` placeholders left in */
  texts: Record<Lang, Record<TextKey, string>>;
};

/** The answer as a request in `lang` gets it. */
export const envelopeOf = (answer: RecordedAnswer, lang: Lang): Envelope => ({
  code: answer.code,
  msg: answer.msg[lang],
  data: structuredClone(answer.data),
});
