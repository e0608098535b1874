// Field rules the preview forms check before saying that nothing was sent.
import { IMAGE_MAX_BYTES, MB } from '#contract/limits.ts';
import { message } from '#contract/messages.ts';
import { phoneProblem } from '#contract/rules/phone.ts';
import { toast } from '../../lib/feedback.ts';
import { currentLang, i18n } from '../../lib/i18n.ts';

/** The login popup's phone rule (product §5, the contract's), with its messages. */
export const phoneRule = {
  validator: async (_: unknown, value: string | undefined) => {
    const problem = phoneProblem(value ?? '', 'phoneEmpty');
    if (problem) throw new Error(message(problem.key, currentLang()));
  },
};

/** Refuses pictures over the spec's limit (images under 10M) before they are taken. */
export function underImageLimit(file: File, maxBytes = IMAGE_MAX_BYTES): File | null {
  if (file.size < maxBytes) return file;
  toast(i18n.t('common.imageTooLarge', { ns: 'preview', size: `${maxBytes / MB}M` }));
  return null;
}

/** Leaves a picture on the device (a preview uploads nothing). */
export const keepLocally = async (file: File) => ({ url: URL.createObjectURL(file) });
