// What an auth/nt answer that is not a success asks of the user (product §7). The spec keys
// these on the message, not on the code: code -1 "with a message asking for a phone" opens the
// phone popup; the message 'please authorise login' shows the authorisation mask. Any other
// refusal (an expired code, bad input) is neither, so it must not ask for a phone. The words
// are matched loosely (a phone, in either language), as a real backend may phrase them its own way.
import { CODE } from '../codes.ts';

export type LoginStep = 'needs-phone' | 'authorise';

const ASKS_TO_AUTHORISE = /authori[sz]e (the )?login|授权登录/i;
const ASKS_FOR_A_PHONE = /phone|手机/i;

export function loginStepOf(answer: { code: number; msg: string }): LoginStep | null {
  if (answer.code === CODE.ok) return null;
  if (ASKS_TO_AUTHORISE.test(answer.msg)) return 'authorise';
  if (answer.code === CODE.needPhone && ASKS_FOR_A_PHONE.test(answer.msg)) return 'needs-phone';
  return null;
}
