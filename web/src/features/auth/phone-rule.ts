import { MAINLAND_PHONE_PATTERN } from '#contract/limits.ts';

/** The login phone popup's rule (product §5): the key of the message to show, or null. */
export function phoneProblem(phone: string): 'login.phoneEmpty' | 'login.phoneWrong' | null {
  const value = phone.trim();
  if (!value) return 'login.phoneEmpty';
  return MAINLAND_PHONE_PATTERN.test(value) ? null : 'login.phoneWrong';
}
