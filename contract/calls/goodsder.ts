import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { endpoints } from '../endpoints.ts';
import { derivativeItem } from '../entities/treasure.ts';
import { blockchainHash, itemCode } from '../fields.ts';

export const info = defineCall({
  ...endpoints.goodsderInfo,
  summary: 'A derivative item, by its code (`serial_number`) or its hash (`uuid`).',
  query: z
    .object({ serial_number: itemCode.optional(), uuid: blockchainHash.optional() })
    .refine((query) => (query.serial_number === undefined) !== (query.uuid === undefined), {
      // a key of contract/messages.ts: the refusal says it in the caller's language
      message: 'codeOrHash',
      path: ['serial_number'],
    }),
  data: derivativeItem,
  errors: [{ http: 200, code: -1, when: 'no such derivative item' }],
});
