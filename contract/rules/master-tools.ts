// The master tools' form rules (product §5, "Other limits"): pure functions the server refuses
// with and the screens check before sending, so both say the same thing in the same order.
import {
  CERTIFICATES_MAX,
  HONOR_LINE_CHARS_MAX,
  HONOR_LINES_MAX,
  honorLines,
  honorLineWidth,
  ITEM_DESCRIPTION_MAX,
  PASSWORD_MIN,
  RECOMMENDED_COLLECTION_MAX,
  TREASURE_DATA_MAX,
  WORK_PICTURES_MAX,
} from '../limits.ts';
import type { MessageKey } from '../messages.ts';
import { phoneProblem } from './phone.ts';
import { chars, type Problem } from './problem.ts';

/** Honors: one per line, fewer than 100 lines, each under 50 Chinese characters. */
export function honorsProblem(text: string): Problem | null {
  const lines = honorLines(text);
  if (lines.length > HONOR_LINES_MAX) return { key: 'honorsTooManyLines', args: { limit: HONOR_LINES_MAX + 1 } };
  const long = lines.findIndex((line) => honorLineWidth(line) > HONOR_LINE_CHARS_MAX);
  return long >= 0 ? { key: 'honorLineTooLong', args: { line: long + 1, limit: HONOR_LINE_CHARS_MAX + 1 } } : null;
}

/** Up to 10 certificates. */
export const certificatesProblem = (count: number): Problem | null =>
  count > CERTIFICATES_MAX ? { key: 'certificatesTooMany', args: { max: CERTIFICATES_MAX } } : null;

export type WorkDraft = {
  name?: string;
  pictures: readonly string[];
  description?: string;
  description_intl?: string;
  data_lines?: readonly { label?: string; value?: string }[];
};

/** A work's rules in the order of its form; a draft (not submitted) needs only its name. */
export function workProblem(work: WorkDraft, submit: boolean): Problem | null {
  if (!(work.name ?? '').trim()) return { key: 'workNameRequired' };
  if (work.pictures.length > WORK_PICTURES_MAX) return { key: 'picturesTooMany', args: { max: WORK_PICTURES_MAX } };
  if (submit && work.pictures.length === 0) return { key: 'workPicturesRequired' };
  const description = (work.description ?? '').trim();
  if (chars(description) > ITEM_DESCRIPTION_MAX || chars((work.description_intl ?? '').trim()) > ITEM_DESCRIPTION_MAX)
    return { key: 'descriptionTooLong', args: { max: ITEM_DESCRIPTION_MAX } };
  if (submit && !description) return { key: 'workDescriptionRequired' };
  const lines = (work.data_lines ?? []).filter((line) => (line.label ?? '').trim() || (line.value ?? '').trim());
  if (lines.length > TREASURE_DATA_MAX) return { key: 'treasureDataTooMany', args: { max: TREASURE_DATA_MAX } };
  return null;
}

/**
 * The signature password: at least 6 characters, typed twice; changing one needs the current
 * one (whether it is right, only the server knows).
 */
export function passwordProblem(input: {
  password: string;
  confirm: string;
  old: string;
  hasPassword: boolean;
}): Problem | null {
  if (chars(input.password) < PASSWORD_MIN) return { key: 'passwordTooShort', args: { min: PASSWORD_MIN } };
  if (input.password !== input.confirm) return { key: 'passwordMismatch' };
  if (input.hasPassword && !input.old) return { key: 'oldPasswordWrong' };
  return null;
}

/** Adding to a recommended collection that already holds four. */
export const recommendProblem = (held: number): Problem | null =>
  held >= RECOMMENDED_COLLECTION_MAX ? { key: 'recommendedFull', args: { max: RECOMMENDED_COLLECTION_MAX } } : null;

/** A free text over its limit (a 3D note, an application's introduction). */
export const textTooLongProblem = (value: string, max: number): Problem | null =>
  chars(value.trim()) > max ? { key: 'descriptionTooLong', args: { max } } : null;

/**
 * A person named with a phone (an assistant to authorise, an applicant): the name, trimmed, is
 * required (`missing` says so) and at most `nameMax` characters; then the phone is a mainland
 * mobile number.
 */
export function personProblem(
  person: { name?: string; phone?: string },
  nameMax: number,
  missing: MessageKey,
): Problem | null {
  const name = (person.name ?? '').trim();
  if (!name) return { key: missing };
  if (chars(name) > nameMax) return { key: 'invalidField', args: { field: `name (≤ ${nameMax})` } };
  return phoneProblem((person.phone ?? '').trim());
}
