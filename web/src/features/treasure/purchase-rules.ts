// The purchase request's checks (spec section 5), run in the spec's order before the server
// is asked, with the server's own messages. Sensitive words are the server's to find.
import {
  type Lang,
  MAINLAND_PHONE_PATTERN,
  PHONE_LENGTH,
  PURCHASE_MESSAGE_MAX,
  PURCHASE_NAME_MAX,
  PURCHASE_PRICE_DIGITS_MAX,
} from '#contract/limits.ts';
import { message } from '#contract/messages.ts';

export type PurchaseForm = { name: string; phone: string; price: string; content: string };
export type PurchaseField = keyof PurchaseForm;

const chars = (text: string) => [...text].length;
const PRICE = new RegExp(`^\\d{1,${PURCHASE_PRICE_DIGITS_MAX}}$`);

/** The first broken rule (its field and message), or null when the form can be sent. */
export function purchaseProblem(form: PurchaseForm, lang: Lang): { field: PurchaseField; message: string } | null {
  const name = form.name.trim();
  const phone = form.phone.trim();
  const price = form.price.trim();
  const content = form.content.trim();
  const fail = (field: PurchaseField, text: string) => ({ field, message: text });
  if (!name) return fail('name', message('purchaseNameRequired', lang));
  if (chars(name) > PURCHASE_NAME_MAX)
    return fail('name', message('purchaseNameTooLong', lang, { max: PURCHASE_NAME_MAX }));
  if (!phone) return fail('phone', message('purchasePhoneRequired', lang));
  if (phone.length !== PHONE_LENGTH || !MAINLAND_PHONE_PATTERN.test(phone))
    return fail('phone', message('purchasePhoneInvalid', lang));
  if (!price) return fail('price', message('purchasePriceRequired', lang));
  if (!PRICE.test(price))
    return fail('price', message('purchasePriceInvalid', lang, { max: PURCHASE_PRICE_DIGITS_MAX }));
  if (!content) return fail('content', message('purchaseMessageRequired', lang));
  if (chars(content) > PURCHASE_MESSAGE_MAX)
    return fail('content', message('purchaseMessageTooLong', lang, { max: PURCHASE_MESSAGE_MAX }));
  return null;
}

/** What the inputs accept as the user types (the limits of section 5). */
export const PURCHASE_INPUT_LIMITS = {
  name: PURCHASE_NAME_MAX,
  phone: PHONE_LENGTH,
  price: PURCHASE_PRICE_DIGITS_MAX,
  content: PURCHASE_MESSAGE_MAX,
} as const;

/** Keeps digits only (phone and price inputs). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');
