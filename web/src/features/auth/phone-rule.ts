import { phoneProblem as phoneRule } from '#contract/rules/phone.ts';
import './texts.ts';

/** The login phone popup's rule (product §5, the contract's): the key of the message to show, or null. */
export function phoneProblem(phone: string): 'login.phoneEmpty' | 'login.phoneWrong' | null {
  const problem = phoneRule(phone, 'phoneEmpty');
  if (!problem) return null;
  return problem.key === 'phoneEmpty' ? 'login.phoneEmpty' : 'login.phoneWrong';
}
