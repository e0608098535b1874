// The limits of product §5 ("Other limits"), checked on the screen before anything is sent.
// The rules are the contract's (contract/rules/), the same the server refuses with, and this
// file only puts their messages into the screen's language.
import { type MessageArgs, type MessageKey, message } from '#contract/messages.ts';
import * as rules from '#contract/rules/master-tools.ts';
import { phoneProblem as phoneRule } from '#contract/rules/phone.ts';
import type { Problem } from '#contract/rules/problem.ts';
import { currentLang } from '../../lib/i18n.ts';

export type { WorkDraft } from '#contract/rules/master-tools.ts';
export { pictureProblem } from '../../lib/upload-picture.ts';

const say = (key: MessageKey, args?: MessageArgs) => message(key, currentLang(), args);
const said = (problem: Problem | null) => (problem ? say(problem.key, problem.args) : null);

export const honorsProblem = (text: string) => said(rules.honorsProblem(text));
export const certificatesProblem = (count: number) => said(rules.certificatesProblem(count));
export const workProblem = (work: rules.WorkDraft, submit: boolean) => said(rules.workProblem(work, submit));
export const passwordProblem = (input: Parameters<typeof rules.passwordProblem>[0]) =>
  said(rules.passwordProblem(input));
export const recommendProblem = (held: number) => said(rules.recommendProblem(held));
/** A mainland mobile number (authorisation, 3D contact, applications). */
export const phoneProblem = (phone: string) => said(phoneRule(phone));
export const textTooLong = (value: string, max: number) => said(rules.textTooLongProblem(value, max));
/** A person's name (required, at most `nameMax`) and phone: an assistant to authorise, an applicant. */
export const personProblem = (...args: Parameters<typeof rules.personProblem>) => said(rules.personProblem(...args));
export { say };
