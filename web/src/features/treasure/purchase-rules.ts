// The purchase request form's rules: the checks are the contract's (the server refuses with the
// same ones), shown with the server's messages; here only what the inputs accept as one types.
import {
  type Lang,
  PHONE_LENGTH,
  PURCHASE_MESSAGE_MAX,
  PURCHASE_NAME_MAX,
  PURCHASE_PRICE_DIGITS_MAX,
} from '#contract/limits.ts';
import { message } from '#contract/messages.ts';
import { type PurchaseField, purchaseProblem as problemOf } from '#contract/rules/purchase-request.ts';

export type PurchaseForm = { name: string; phone: string; price: string; content: string };
export type { PurchaseField };

/** The first broken rule (its field and message), or null when the form can be sent. */
export function purchaseProblem(form: PurchaseForm, lang: Lang): { field: PurchaseField; message: string } | null {
  const problem = problemOf(form);
  return problem && { field: problem.field, message: message(problem.key, lang, problem.args) };
}

/** What the inputs accept as the user types (the limits of product §5). */
export const PURCHASE_INPUT_LIMITS = {
  name: PURCHASE_NAME_MAX,
  phone: PHONE_LENGTH,
  price: PURCHASE_PRICE_DIGITS_MAX,
  content: PURCHASE_MESSAGE_MAX,
} as const;

/** Keeps digits only (phone and price inputs). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');
