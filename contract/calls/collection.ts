import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { documentedAs } from '../documented-as.ts';
import { endpoints } from '../endpoints.ts';
import { formText, id } from '../fields.ts';
import {
  MAINLAND_PHONE_PATTERN,
  PURCHASE_MESSAGE_MAX,
  PURCHASE_NAME_MAX,
  PURCHASE_PRICE_DIGITS_MAX,
} from '../limits.ts';
import { mockShape, specFields } from '../spec-marks.ts';

const needsLogin = { http: 401, code: 401, when: 'no token, or a bad or expired one' };

export const applyBuyStatus = defineCall({
  ...endpoints.applyBuyStatus,
  summary: 'Whether the caller already sent a purchase request for the treasure.',
  body: z.object({ goods_id: id }),
  data: specFields(z.object({ pay_status: z.boolean(), apply_buy_id: z.number().int().nonnegative() }), {
    mock: ['apply_buy_id'],
  }),
  errors: [{ http: 200, code: -1, when: 'no such treasure' }, needsLogin],
});

/** Text with something in it, at most `max` characters. */
const filled = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' });

/**
 * The fields parse as plain strings here on purpose: the server checks them in the spec's order
 * (name, phone, price, message) with contract/rules/purchase-request.ts, so that the first failing
 * rule gives the spec's message. The document states that rule, from the same limits
 * (tests/contract/purchase-rule-schema.test.ts holds the two together).
 */
export const applyBuy = defineCall({
  ...endpoints.applyBuy,
  summary: "A purchase request ('want to buy'), checked in the spec's order, once per user and treasure.",
  body: z.object({
    goods_id: id,
    name: documentedAs(formText(1000), { ...filled(PURCHASE_NAME_MAX), required: true }),
    phone: documentedAs(formText(1000), { type: 'string', pattern: MAINLAND_PHONE_PATTERN.source, required: true }),
    price: documentedAs(formText(1000), {
      anyOf: [
        { type: 'string', pattern: `^\\d{1,${PURCHASE_PRICE_DIGITS_MAX}}$` },
        { type: 'integer', minimum: 0, maximum: 10 ** PURCHASE_PRICE_DIGITS_MAX - 1 },
      ],
      required: true,
    }),
    content: documentedAs(formText(10_000), { ...filled(PURCHASE_MESSAGE_MAX), required: true }),
  }),
  data: mockShape(z.object({ apply_buy_id: z.number().int().positive() })),
  errors: [
    { http: 200, code: -1, when: 'no such treasure' },
    needsLogin,
    { http: 400, code: 400, when: 'a field breaks its rule, or the message has sensitive words' },
    { http: 403, code: 403, when: "is_can_buy is not 1: 'Not for public sale'; or the caller is its author or holder" },
    { http: 409, code: 409, when: 'the caller already sent one (pay_status is then true)' },
  ],
});
