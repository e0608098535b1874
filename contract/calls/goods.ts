import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { endpoints } from '../endpoints.ts';
import { helpText } from '../entities/misc.ts';
import { recommendedTreasure, treasure } from '../entities/treasure.ts';
import { id } from '../fields.ts';
import { mockShape, specFields } from '../spec-marks.ts';
import {
  goodsActionPayload,
  goodsIdPayload,
  goodsLookupPayload,
  recommendPayload,
  serialNumberPayload,
} from './common.ts';

const encryptedData = z.object({ data: z.string().min(1).max(4096) });
const badEncrypted = { http: 400, code: 400, when: '`data` is missing, garbled or tampered with' };
const notFound = { http: 200, code: -1, when: 'no such treasure (or not published)' };
const needsLogin = { http: 401, code: 401, when: 'no token, or a bad or expired one' };

export const helpConfig = defineCall({
  ...endpoints.helpConfig,
  summary: 'Help texts, kept by the client in local storage and refreshed hourly.',
  data: z.object({ list: z.array(helpText) }),
  errors: [],
});

export const info = defineCall({
  ...endpoints.goodsInfo,
  summary:
    'A treasure, looked up by serial_number, uuid, goods_uuid with goods_derivative_uuid, or goods_id with id_code (all encrypted). Counts a read.',
  query: encryptedData,
  encrypted: goodsLookupPayload,
  data: treasure,
  errors: [notFound, badEncrypted],
});

export const applyBuyId = defineCall({
  ...endpoints.applyBuyId,
  summary: "The caller's purchase request for a treasure (`?goods_id=`, not encrypted), used by /talk.",
  query: z.object({ goods_id: id }),
  data: z.object({ apply_buy_id: z.number().int().nonnegative() }),
  errors: [notFound, needsLogin],
});

export const checkType = defineCall({
  ...endpoints.checkGoodsType,
  summary: "Whether a code names a main treasure: msg 'goods' for a treasure, 'goodsder' for a derivative item.",
  query: encryptedData,
  encrypted: serialNumberPayload,
  // the spec reads only `msg`
  data: mockShape(z.object({ type: z.enum(['goods', 'goodsder']), id: z.number().int().positive() })),
  errors: [notFound, badEncrypted],
});

export const share = defineCall({
  ...endpoints.share,
  summary: 'Counts a share of the treasure.',
  params: z.object({ id }),
  data: mockShape(z.object({ total_share_num: z.number().int().nonnegative() })),
  errors: [notFound],
});

export const recommend = defineCall({
  ...endpoints.recommend,
  summary: "A master's recommended treasures, a page at a time (page size 4).",
  query: encryptedData,
  encrypted: recommendPayload,
  data: specFields(
    z.object({
      items: z.array(recommendedTreasure),
      hasMorePages: z.boolean(),
      page: z.number().int().positive(),
      total: z.number().int().nonnegative(),
    }),
    { mock: ['page', 'total'] },
  ),
  errors: [badEncrypted],
});

export const audioStatus = defineCall({
  ...endpoints.audioStatus,
  summary: "The AI voice of a treasure: audio_status 2 means it plays; otherwise 'generation in progress'.",
  body: encryptedData,
  encrypted: goodsIdPayload,
  data: specFields(
    z.object({
      audio: z.string().describe('Chinese narration, empty until generated.'),
      audio_intl: z.string().describe('English narration, empty until generated.'),
      audio_status: z.number().int(),
      audio_status_intl: z.number().int(),
      audio_type: z.number().int(),
    }),
    { mock: ['audio_type'] },
  ),
  errors: [notFound, badEncrypted],
});

export const like = defineCall({
  ...endpoints.like,
  summary: "Likes a treasure once; a repeat answers 'You have liked'.",
  body: encryptedData,
  encrypted: goodsActionPayload,
  data: mockShape(z.object({ is_like: z.literal(1), total_like_num: z.number().int().nonnegative() })),
  errors: [notFound, badEncrypted, needsLogin, { http: 409, code: 409, when: "already liked: 'You have liked'" }],
});

export const editSave = defineCall({
  ...endpoints.editSave,
  summary: 'Toggles the favorite (save); save_status 1 means saved.',
  body: z.object({ goods_id: id }),
  data: specFields(
    z.object({ save_status: z.number().int().min(0).max(1), total_save_num: z.number().int().nonnegative() }),
    { mock: ['total_save_num'] },
  ),
  errors: [notFound, needsLogin],
});
