// The report and violation forms (product §5, `/report/{id}` and `/adtiViolation/{id}`): one rule
// for the server, which refuses with it, and the screen, which checks before sending.
import { REPORT_DESCRIPTION_MAX } from '../limits.ts';
import { phoneProblem } from './phone.ts';
import { chars, type Problem } from './problem.ts';

/** Why a visitor reports a treasure (/report) or its author (accuse_pattern 1). */
export const REPORT_REASONS = ['infringement', 'counterfeit', 'false_info', 'other'] as const;
/** Why a visitor reports a violation (/adtiViolation). */
export const VIOLATION_REASONS = ['illegal', 'fraud', 'vulgar', 'false_promotion', 'other'] as const;
/** accuse_pattern: 0 reports the treasure, 1 its author. */
export const ACCUSE_PATTERN = { treasure: 0, author: 1 } as const;

export type ReportForm = { reason?: string; content?: string; contact?: string };

/** The first broken rule in the form's order, or null; `reasons` are the kind's reasons. */
export function reportProblem(form: ReportForm, reasons: readonly string[]): Problem | null {
  if (!reasons.includes((form.reason ?? '').trim())) return { key: 'reportReasonRequired' };
  const content = (form.content ?? '').trim();
  if (!content) return { key: 'reportContentRequired' };
  if (chars(content) > REPORT_DESCRIPTION_MAX)
    return { key: 'reportContentTooLong', args: { max: REPORT_DESCRIPTION_MAX } };
  return phoneProblem(form.contact ?? '', null);
}
