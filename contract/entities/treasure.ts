// The treasure ("goods") as goods/info answers it: spec section 3, "Treasure (goods)".
import { z } from 'zod';
import { intl, isoDate, mediaUrl } from '../fields.ts';
import { artistProfile } from './artist.ts';

export const level = z.object({ ...intl('name') }).meta({ id: 'Level' });

/** One line of the treasure data list (`info[]`). */
export const treasureDataLine = z.object({ ...intl('label'), ...intl('value') }).meta({ id: 'TreasureDataLine' });

export const relatedCertificate = z.object({ pic: mediaUrl, ...intl('content') }).meta({ id: 'RelatedCertificate' });

export const promotionChannel = z
  .object({
    key: z.string(),
    ...intl('name'),
    ...intl('info'),
    pl_pic: mediaUrl.describe('Logo of the channel.'),
  })
  .meta({ id: 'PromotionChannel' });

export const privacySkin = z
  .object({
    image_info: z
      .array(z.object({ url: mediaUrl, position: z.enum(['top', 'middle', 'bottom']) }))
      .describe("The owner's own background images, top to bottom."),
    font_css: z.object({ title_color: z.string(), text_color: z.string(), accent_color: z.string() }),
  })
  .meta({ id: 'PrivacySkin' });

export const viewCounts = z
  .object({
    total_browse_num: z.number().int().nonnegative(),
    total_share_num: z.number().int().nonnegative(),
    total_like_num: z.number().int().nonnegative(),
    total_save_num: z.number().int().nonnegative(),
  })
  .meta({ id: 'ViewCounts' });

/** Holder certification; a holder with status 1 or 3 counts as certified. */
export const holder = z
  .object({
    status: z.number().int(),
    avatar: mediaUrl,
    ...intl('name'),
    price: z.number().nonnegative(),
  })
  .meta({ id: 'Holder' });

export const coAuthor = z.object({ ...intl('name'), artist_id: z.number().int().nullable() }).meta({ id: 'CoAuthor' });

export const treasure = z
  .object({
    id: z.number().int().positive(),
    ...intl('name'),
    serial_number: z.string().describe('11-character treasure code.'),
    uuid: z.string().describe('32-character blockchain hash.'),
    pictures: z.array(mediaUrl),
    dimensional_href: z.string().describe('3D link; empty when there is none.'),
    detail_info: z
      .array(mediaUrl)
      .describe('Detail upload (imgUpdate): pictures the holder added, and their review status.'),
    detail_status: z.number().int().describe('0 none, 1 under review, 2 approved, 3 review failed.'),
    info: z.array(treasureDataLine),
    manufacturing_date: isoDate.nullable(),
    certificate: z.string().describe('Certificate image; empty when the treasure has no certificate.'),
    certificate_info: z.array(relatedCertificate),
    is_like: z.number().int().min(0).max(1),
    is_save: z.number().int().describe('1 means saved.'),
    level,
    is_rare: z.number().int().min(0).max(1),
    collect_num: z.number().int().nonnegative(),
    spread_info: z.record(z.string(), promotionChannel),
    privacy_skin: privacySkin.nullable(),
    /** newline-separated */
    ...intl('honor'),
    /** newline-separated */
    ...intl('description'),
    price: z.number().nonnegative().describe('Valuation in yuan; 0 hides it.'),
    view: viewCounts,
    collector: holder.nullable(),
    transfer_count: z.number().int().nonnegative().describe('Number of transfer records (/record/{id}).'),
    has_valuation: z.number().int().min(0).max(1).describe('1 when a valuation curve exists (/grap/{id}).'),
    is_recommend: z.number().int().min(0).max(1),
    apply_buy_id: z
      .number()
      .int()
      .nonnegative()
      .describe("The viewer's purchase request for this treasure, 0 when there is none."),
    artist_id: z.number().int().positive(),
    artist: artistProfile,
    artist_edit: artistProfile
      .nullable()
      .describe("The owner's edited version of the introduction, when they customised it."),
    link_artist: z.array(coAuthor),
    is_can_buy: z.number().int().describe('1 allows purchase requests.'),
    audio_type: z.number().int().describe('0: AI voice not activated; 1: activated.'),
    is_unit: z.number().int().min(0).max(1).describe('1 when the treasure is a unit treasure shown by /detail_unit.'),
  })
  .meta({ id: 'Treasure' });
export type Treasure = z.infer<typeof treasure>;

/** A recommended treasure of goods/recommend: spec section 3, "Recommended item". */
export const recommendedTreasure = z
  .object({
    id: z.number().int().positive(),
    ...intl('name'),
    ...intl('description'),
    price: z.number().nonnegative(),
    pictures: z.array(mediaUrl),
    level,
  })
  .meta({ id: 'RecommendedTreasure' });

/** A derivative item (goodsder/info), found by a code that is not 11 characters. */
export const derivativeItem = z
  .object({
    id: z.number().int().positive(),
    goods_id: z.number().int().positive(),
    serial_number: z.string(),
    uuid: z.string(),
    ...intl('name'),
    ...intl('description'),
    pictures: z.array(mediaUrl),
    price: z.number().nonnegative(),
    goods: z
      .object({ id: z.number().int().positive(), ...intl('name'), serial_number: z.string() })
      .describe('The treasure it derives from.'),
  })
  .meta({ id: 'DerivativeItem' });
