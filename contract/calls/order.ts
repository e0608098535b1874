import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { endpoints } from '../endpoints.ts';
import { id } from '../fields.ts';
import { mockShape } from '../spec-marks.ts';

/** The parameters the messaging app's in-app payment (chooseWXPay) takes. */
export const inAppPayment = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});

export const payAudioLogs = defineCall({
  ...endpoints.payAudioLogs,
  summary: 'Creates a payment order for AI voice activation and answers the in-app payment parameters.',
  body: z.object({ goods_id: id, type_id: id }),
  // the spec: 'payment parameters for the in-app payment', without naming them
  data: mockShape(z.object({ order_no: z.string(), money: z.number().nonnegative(), pay: inAppPayment })),
  errors: [
    { http: 200, code: -1, when: 'no such treasure or price rule' },
    { http: 401, code: 401, when: 'no token, or a bad or expired one' },
    { http: 403, code: 403, when: 'the caller does not own the treasure' },
    { http: 409, code: 409, when: 'AI voice is already activated' },
  ],
});
