// The purchase request's checks (product §5), in the spec's order: one rule for the server,
// which refuses with it, and for the screen, which checks before sending. It answers message
// keys (contract/messages.ts), so that it stays free of the message table and of zod.
import {
  MAINLAND_PHONE_PATTERN,
  PHONE_LENGTH,
  PURCHASE_MESSAGE_MAX,
  PURCHASE_NAME_MAX,
  PURCHASE_PRICE_DIGITS_MAX,
} from '../limits.ts';
import type { MessageArgs, MessageKey } from '../messages.ts';

export type PurchaseForm = { name?: string; phone?: string; price?: string; content?: string };
export type PurchaseField = keyof PurchaseForm;
export type PurchaseProblem = { field: PurchaseField; key: MessageKey; args?: MessageArgs };

const chars = (text: string) => [...text].length;

/** The first broken rule (its field and message key), or null when the request can be sent. */
export function purchaseProblem(form: PurchaseForm): PurchaseProblem | null {
  const name = (form.name ?? '').trim();
  const phone = (form.phone ?? '').trim();
  const price = (form.price ?? '').trim();
  const content = (form.content ?? '').trim();
  if (!name) return { field: 'name', key: 'purchaseNameRequired' };
  if (chars(name) > PURCHASE_NAME_MAX)
    return { field: 'name', key: 'purchaseNameTooLong', args: { max: PURCHASE_NAME_MAX } };
  if (!phone) return { field: 'phone', key: 'purchasePhoneRequired' };
  if (phone.length !== PHONE_LENGTH || !MAINLAND_PHONE_PATTERN.test(phone))
    return { field: 'phone', key: 'purchasePhoneInvalid' };
  if (!price) return { field: 'price', key: 'purchasePriceRequired' };
  // "12,000" or "1.5" is not a price in whole yuan: say so, rather than "too many digits"
  if (!/^\d+$/.test(price)) return { field: 'price', key: 'purchasePriceDigits' };
  if (price.length > PURCHASE_PRICE_DIGITS_MAX)
    return { field: 'price', key: 'purchasePriceInvalid', args: { max: PURCHASE_PRICE_DIGITS_MAX } };
  if (!content) return { field: 'content', key: 'purchaseMessageRequired' };
  if (chars(content) > PURCHASE_MESSAGE_MAX)
    return { field: 'content', key: 'purchaseMessageTooLong', args: { max: PURCHASE_MESSAGE_MAX } };
  return null;
}

/** The fields as they are stored, once `purchaseProblem` found nothing. */
export const cleanPurchase = (form: PurchaseForm) => ({
  name: (form.name ?? '').trim(),
  phone: (form.phone ?? '').trim(),
  price: Number((form.price ?? '').trim()),
  content: (form.content ?? '').trim(),
});
