import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { endpoints } from '../endpoints.ts';
import { blockchainHash, flag, fromNumeric, id, itemCode } from '../fields.ts';
import { RECOMMEND_PAGE_SIZE } from '../limits.ts';

// What common/encrypt protects (product §7): one of these shapes, nothing else.
export const serialNumberPayload = z.object({ serial_number: itemCode }).strict();
export const uuidPayload = z.object({ uuid: blockchainHash }).strict();
export const derivativeUuidPayload = z
  .object({ goods_uuid: z.string().trim().min(1).max(64), goods_derivative_uuid: z.string().trim().min(1).max(64) })
  .strict();
/** id_code, when given, must be the treasure's code: it proves the caller got the id from a real lookup. */
export const goodsIdPayload = z.object({ goods_id: id, id_code: z.string().trim().max(64).optional() }).strict();
export const recommendPayload = z
  .object({
    artist_id: id,
    more: flag.default(0).describe("1: after this master's own treasures, go on with other masters' recommended ones."),
    count: fromNumeric(z.number().int().min(1).max(20)).default(RECOMMEND_PAGE_SIZE),
    page: id.default(1),
    exclude_id: id
      .optional()
      .describe(
        'Provisional: a treasure left out of the pages (the one on screen), so that each page still holds `count`.',
      ),
  })
  .strict();
/** goods_id with type 1: used by the like call and the master home. */
export const goodsActionPayload = z.object({ goods_id: id, type: flag }).strict();

export const goodsLookupPayload = z.union([serialNumberPayload, uuidPayload, derivativeUuidPayload, goodsIdPayload]);
export const encryptPayload = z.union([
  serialNumberPayload,
  uuidPayload,
  derivativeUuidPayload,
  goodsIdPayload,
  goodsActionPayload,
  recommendPayload,
]);

export const encrypt = defineCall({
  ...endpoints.encrypt,
  summary: 'Encrypt the fields to protect; the answer goes into the `data` parameter of later calls.',
  body: encryptPayload,
  data: z.object({ data_encrypted: z.string().min(1) }),
  errors: [{ http: 400, code: 400, when: 'the fields are not one of the accepted shapes' }],
});
