// The mainland mobile number of every form (purchase request aside, which has its own words):
// authorisation, 3D contact, role applications, report contact, the login popup.
import { MAINLAND_PHONE_PATTERN } from '../limits.ts';
import type { MessageKey } from '../messages.ts';
import type { Problem } from './problem.ts';

/**
 * The phone's problem, or null. `ifEmpty` is the message of an empty field, or null when the
 * field is optional (the report's contact).
 */
export function phoneProblem(phone: string, ifEmpty: MessageKey | null = 'purchasePhoneRequired'): Problem | null {
  const value = phone.trim();
  if (!value) return ifEmpty ? { key: ifEmpty } : null;
  return MAINLAND_PHONE_PATTERN.test(value) ? null : { key: 'phoneWrong' };
}
