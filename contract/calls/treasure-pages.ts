// Provisional calls of the treasure's satellite pages (/record, /grap, /report, /adtiViolation,
// /imgUpdate, /buy_info, /detail_pr): the spec names these screens but not their calls.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { endpoints } from '../endpoints.ts';
import { derivativeItem, holder, level } from '../entities/treasure.ts';
import { formText, fromNumeric, id, intl, isoDate, mediaUrl, pictureList } from '../fields.ts';
import { DETAIL_UPLOAD_PICTURES_MAX, REPORT_PICTURES_MAX } from '../limits.ts';
import { ACCUSE_PATTERN, REPORT_REASONS, VIOLATION_REASONS } from '../rules/report.ts';

const notFound = { http: 200, code: -1, when: 'no such treasure (or not published)' };
const needsLogin = { http: 401, code: 401, when: 'no token, or a bad or expired one' };

/** The few facts of a treasure its satellite pages show at the top. */
export const treasureSummary = z.object({
  id: z.number().int().positive(),
  ...intl('name'),
  serial_number: z.string(),
  uuid: z.string(),
  cover: mediaUrl.describe('The first picture (or the certificate when there is none).'),
  price: z.number().nonnegative(),
  level,
  is_rare: z.number().int().min(0).max(1),
  artist: z.object({
    id: z.number().int().positive(),
    ...intl('name'),
    type: z.number().int(),
    is_collector_inst: z.number().int(),
  }),
  link_artist: z.array(z.object({ ...intl('name'), artist_id: z.number().int().nullable() })),
  collector: holder.nullable(),
  is_can_buy: z.number().int(),
});
export type TreasureSummary = z.infer<typeof treasureSummary>;

export const transferRecord = z.object({
  id: z.number().int().positive(),
  ...intl('from_name'),
  ...intl('to_name'),
  price: z.number().nonnegative().describe('Yuan.'),
  transferred_at: isoDate,
});

export const valuationPoint = z.object({ valued_at: isoDate, price: z.number().nonnegative() });
export type ValuationPoint = z.infer<typeof valuationPoint>;

/** 0 nothing sent, 1 under review, 2 approved, 3 review failed (as goods/info's detail_status). */
export const DETAIL_STATUS = { none: 0, reviewing: 1, approved: 2, failed: 3 } as const;

export const summary = defineCall({
  ...endpoints.treasureSummary,
  summary:
    'The few facts of a treasure its satellite pages show (name, code, cover, author, holder). Does not count a read.',
  provisional: true,
  params: z.object({ id }),
  data: treasureSummary,
  errors: [notFound],
});

export const transferRecords = defineCall({
  ...endpoints.transferRecords,
  summary: 'The transfer history of a treasure (/record/{id}), oldest first.',
  provisional: true,
  params: z.object({ id }),
  data: z.object({ list: z.array(transferRecord), total: z.number().int().nonnegative() }),
  errors: [notFound],
});

export const valuations = defineCall({
  ...endpoints.valuations,
  summary: "The valuation curve of a treasure (/grap/{id}), oldest first, with today's valuation.",
  provisional: true,
  params: z.object({ id }),
  data: z.object({
    list: z.array(valuationPoint),
    current: z.number().nonnegative().describe("The treasure's valuation now (yuan)."),
  }),
  errors: [notFound],
});

const reportBody = {
  goods_id: id,
  reason: z
    .preprocess((value) => (value === null ? undefined : value), z.string().max(40).optional())
    .describe("Kept as text, so that a missing or unknown reason gets 'Please choose a reason'."),
  content: formText(10_000),
  pictures: pictureList(REPORT_PICTURES_MAX),
  contact: formText(40).describe('Optional phone number to reach the reporter.'),
};

const reportErrors = [
  notFound,
  needsLogin,
  {
    http: 400,
    code: 400,
    when: 'no or unknown reason, no description or one over 200 characters, too many or foreign pictures, a wrong phone, or sensitive words',
  },
  { http: 409, code: 409, when: 'the caller already sent this kind of report about the treasure' },
];

const reportAnswer = z.object({ id: z.number().int().positive() });

export const reportSubmit = defineCall({
  ...endpoints.reportSubmit,
  summary: `Reports a treasure (accuse_pattern 0) or its author (1) from /report/{id}: a reason (${REPORT_REASONS.join(', ')}), a description up to 200 characters, optional pictures of upload/image. Once per user, treasure and kind.`,
  provisional: true,
  body: z.object({
    ...reportBody,
    accuse_pattern: fromNumeric(z.union([z.literal(0), z.literal(1)])).default(ACCUSE_PATTERN.treasure),
  }),
  data: reportAnswer,
  errors: reportErrors,
});

export const violationSubmit = defineCall({
  ...endpoints.violationSubmit,
  summary: `Reports a violation about a treasure from /adtiViolation/{id}: a reason (${VIOLATION_REASONS.join(', ')}), a description up to 200 characters, optional pictures. Once per user and treasure.`,
  provisional: true,
  body: z.object(reportBody),
  data: reportAnswer,
  errors: reportErrors,
});

export const detailUpload = z.object({
  id: z.number().int().positive(),
  pictures: z.array(mediaUrl),
  note: z.string(),
  status: z.number().int().describe('1 under review, 2 approved, 3 review failed.'),
  created_at: z.string(),
});

const ownerOnly = { http: 403, code: 403, when: "the caller is neither the treasure's author nor its holder" };

export const detailUploadSubmit = defineCall({
  ...endpoints.detailUploadSubmit,
  summary:
    'Sends detail pictures of a treasure (/imgUpdate/{id}) for review: pictures of upload/image (each under 10M), and a note up to 200 characters. Only its author or holder; one review at a time.',
  provisional: true,
  body: z.object({ goods_id: id, pictures: pictureList(DETAIL_UPLOAD_PICTURES_MAX), note: formText(10_000) }),
  data: detailUpload,
  errors: [
    notFound,
    needsLogin,
    {
      http: 400,
      code: 400,
      when: 'no picture, too many or foreign pictures, a note over 200 characters, or sensitive words',
    },
    ownerOnly,
    { http: 409, code: 409, when: 'an earlier upload is still under review' },
  ],
});

export const detailUploadStatus = defineCall({
  ...endpoints.detailUploadStatus,
  summary:
    "The detail pictures of a treasure for its author or holder: the approved ones and the latest upload's review state.",
  provisional: true,
  params: z.object({ goods_id: id }),
  data: z.object({
    approved: z.array(mediaUrl).describe("The pictures shown on the treasure page (goods/info's detail_info)."),
    latest: detailUpload.nullable().describe('The latest upload, null before the first.'),
    can_upload: z.boolean().describe('False while an upload is under review.'),
  }),
  errors: [notFound, needsLogin, ownerOnly],
});

export const purchaseRequest = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  phone: z.string(),
  price: z.number().int().nonnegative().describe('Yuan.'),
  content: z.string(),
  created_at: z.string(),
});

export const applyBuyInfo = defineCall({
  ...endpoints.applyBuyInfo,
  summary: "The caller's purchase request for a treasure (/buy_info/{id}); null when they sent none.",
  provisional: true,
  params: z.object({ goods_id: id }),
  data: z.object({ request: purchaseRequest.nullable() }),
  errors: [notFound, needsLogin],
});

export const derivativeDetail = defineCall({
  ...endpoints.derivativeDetail,
  summary: 'A derivative item by its id (/detail_pr/{id}), as goodsder/info answers it by code.',
  provisional: true,
  params: z.object({ id }),
  data: derivativeItem,
  errors: [{ http: 200, code: -1, when: 'no such derivative item' }],
});
