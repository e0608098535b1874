// The limits of product §5 ("Other limits"), checked on the screen before anything is sent.
// The numbers are contract/limits.ts's and the words contract/messages.ts's: the same rules and
// messages as the server's.
import {
  CERTIFICATES_MAX,
  HONOR_LINE_CHARS_MAX,
  HONOR_LINES_MAX,
  honorLines,
  honorLineWidth,
  ITEM_DESCRIPTION_MAX,
  MAINLAND_PHONE_PATTERN,
  PASSWORD_MIN,
  RECOMMENDED_COLLECTION_MAX,
  TREASURE_DATA_MAX,
  WORK_PICTURES_MAX,
} from '#contract/limits.ts';
import { type MessageArgs, type MessageKey, message } from '#contract/messages.ts';
import { currentLang } from '../../lib/i18n.ts';

export { type PictureKind, pictureProblem } from '../../lib/upload-picture.ts';

const say = (key: MessageKey, args?: MessageArgs) => message(key, currentLang(), args);
const chars = (value: string) => [...value.trim()].length;

/** Honors: one per line, fewer than 100 lines, each under 50 Chinese characters. */
export function honorsProblem(text: string): string | null {
  const lines = honorLines(text);
  if (lines.length > HONOR_LINES_MAX) return say('honorsTooManyLines', { limit: HONOR_LINES_MAX + 1 });
  const long = lines.findIndex((line) => honorLineWidth(line) > HONOR_LINE_CHARS_MAX);
  return long >= 0 ? say('honorLineTooLong', { line: long + 1, limit: HONOR_LINE_CHARS_MAX + 1 }) : null;
}

/** Up to 10 certificates. */
export const certificatesProblem = (count: number) =>
  count > CERTIFICATES_MAX ? say('certificatesTooMany', { max: CERTIFICATES_MAX }) : null;

export type WorkDraft = {
  name: string;
  pictures: string[];
  description: string;
  description_intl: string;
  data_lines: { label: string; value: string }[];
};

/** A work's rules in the order of its form; a draft needs only its name. */
export function workProblem(work: WorkDraft, submit: boolean): string | null {
  if (!work.name.trim()) return say('workNameRequired');
  if (work.pictures.length > WORK_PICTURES_MAX) return say('picturesTooMany', { max: WORK_PICTURES_MAX });
  if (submit && work.pictures.length === 0) return say('workPicturesRequired');
  if (chars(work.description) > ITEM_DESCRIPTION_MAX || chars(work.description_intl) > ITEM_DESCRIPTION_MAX) {
    return say('descriptionTooLong', { max: ITEM_DESCRIPTION_MAX });
  }
  if (submit && !work.description.trim()) return say('workDescriptionRequired');
  const lines = work.data_lines.filter((line) => line.label.trim() || line.value.trim());
  if (lines.length > TREASURE_DATA_MAX) return say('treasureDataTooMany', { max: TREASURE_DATA_MAX });
  return null;
}

/** The signature password: at least 6 characters, typed twice; changing it needs the current one. */
export function passwordProblem(input: {
  password: string;
  confirm: string;
  old: string;
  hasPassword: boolean;
}): string | null {
  if (chars(input.password) < PASSWORD_MIN) return say('passwordTooShort', { min: PASSWORD_MIN });
  if (input.password !== input.confirm) return say('passwordMismatch');
  if (input.hasPassword && !input.old) return say('oldPasswordWrong');
  return null;
}

/** Adding to a recommended collection that already holds four. */
export const recommendProblem = (held: number) =>
  held >= RECOMMENDED_COLLECTION_MAX ? say('recommendedFull', { max: RECOMMENDED_COLLECTION_MAX }) : null;

/** A mainland mobile number (authorisation, 3D contact, applications). */
export function phoneProblem(phone: string): string | null {
  if (!phone.trim()) return say('purchasePhoneRequired');
  return MAINLAND_PHONE_PATTERN.test(phone.trim()) ? null : say('phoneWrong');
}

export const textTooLong = (value: string, max: number) =>
  chars(value) > max ? say('descriptionTooLong', { max }) : null;
export { say };
