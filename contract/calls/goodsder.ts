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
      message: 'give exactly one of serial_number and uuid',
      path: ['serial_number'],
    }),
  data: derivativeItem,
  errors: [{ http: 200, code: -1, when: 'no such derivative item' }],
});
