// The treasure ("goods") as goods/info answers it: product §3, "Treasure (goods)".
import { z } from 'zod';
import { intl, isoDate, mediaUrl } from '../fields.ts';
import { specFields } from '../spec-marks.ts';
import { artistProfile } from './artist.ts';

export const level = z.object({ ...intl('name') }).meta({ id: 'Level' });

/** One line of the treasure data list (`info[]`). */
export const treasureDataLine = z.object({ ...intl('label'), ...intl('value') }).meta({ id: 'TreasureDataLine' });

export const relatedCertificate = z.object({ pic: mediaUrl, ...intl('content') }).meta({ id: 'RelatedCertificate' });

export const promotionChannel = z
  .object({
    key: z.string().describe('Which channel (its key in spread_info).'),
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
    font_css: z
      .object({ title_color: z.string(), text_color: z.string(), accent_color: z.string() })
      .describe('The owner-chosen font colours of the privacy skin.'),
  })
  .meta({ id: 'PrivacySkin' });

export const viewCounts = z
  .object({
    total_browse_num: z.number().int().nonnegative().describe('How many times the treasure was viewed.'),
    total_share_num: z.number().int().nonnegative().describe('How many times it was shared.'),
    total_like_num: z.number().int().nonnegative().describe('How many likes it has.'),
    total_save_num: z.number().int().nonnegative().describe('How many users saved it.'),
  })
  .meta({ id: 'ViewCounts' });

/** Holder certification; a holder with status 1 or 3 counts as certified. */
export const holder = z
  .object({
    status: z.number().int().describe('Holder certification status: 1 or 3 count as certified.'),
    avatar: mediaUrl.describe("The holder's avatar."),
    ...intl('name'),
    price: z.number().nonnegative().describe('The price the holder paid (0 when not given).'),
  })
  .meta({ id: 'Holder' });

export const coAuthor = z.object({ ...intl('name'), artist_id: z.number().int().nullable() }).meta({ id: 'CoAuthor' });

export const treasure = specFields(
  z
    .object({
      id: z.number().int().positive().describe("The treasure's id."),
      ...intl('name'),
      serial_number: z.string().describe('11-character treasure code.'),
      uuid: z.string().describe('32-character blockchain hash.'),
      pictures: z
        .array(mediaUrl)
        .describe('Its pictures, the certificate image first when there is one (requested at widths 750, 216 or 200).'),
      dimensional_href: z.string().describe('3D link; empty when there is none.'),
      detail_info: z
        .array(mediaUrl)
        .describe('Detail upload (imgUpdate): pictures the holder added, and their review status.'),
      detail_status: z.number().int().describe('0 none, 1 under review, 2 approved, 3 review failed.'),
      info: z.array(treasureDataLine).describe('Treasure data lines (at most 10).'),
      manufacturing_date: isoDate.nullable().describe('Creation or collection date (YYYY-MM-DD).'),
      certificate: z.string().describe('Certificate image; empty when the treasure has no certificate.'),
      certificate_info: z
        .array(relatedCertificate)
        .describe('Related certificates, shown in a swiper with caption and n/total.'),
      is_like: z.number().int().min(0).max(1).describe('1 when the viewer has liked it (a like cannot be undone).'),
      is_save: z.number().int().describe('1 means saved.'),
      level,
      is_rare: z.number().int().min(0).max(1).describe("1 when its level is 'rare' (the level is then highlighted)."),
      collect_num: z.number().int().nonnegative().describe('How many users saved it.'),
      spread_info: z.record(z.string(), promotionChannel).describe('Promotion channels, by key.'),
      privacy_skin: privacySkin.nullable().describe('The owner-customised skin, or null.'),
      /** newline-separated */
      ...intl('honor'),
      /** newline-separated */
      ...intl('description'),
      price: z.number().nonnegative().describe('Valuation in yuan; 0 hides it.'),
      view: viewCounts,
      collector: holder.nullable().describe("The holder's certification, or null ('not yet certified')."),
      transfer_count: z.number().int().nonnegative().describe('Number of transfer records (/record/{id}).'),
      has_valuation: z.number().int().min(0).max(1).describe('1 when a valuation curve exists (/grap/{id}).'),
      is_recommend: z
        .number()
        .int()
        .min(0)
        .max(1)
        .describe('1 when it is in its owner’s recommended collection (at most four).'),
      apply_buy_id: z
        .number()
        .int()
        .nonnegative()
        .describe("The viewer's purchase request for this treasure, 0 when there is none."),
      artist_id: z.number().int().positive().describe('The id of its author’s (or holder’s) identity.'),
      artist: artistProfile,
      artist_edit: artistProfile
        .nullable()
        .describe("The owner's edited version of the introduction, when they customised it."),
      link_artist: z
        .array(coAuthor)
        .describe("Co-authors; a 'more' link opens them when their joined names exceed 14 characters."),
      is_can_buy: z.number().int().describe('1 allows purchase requests.'),
      audio_type: z.number().int().describe('0: AI voice not activated; 1: activated.'),
      is_unit: z.number().int().min(0).max(1).describe('1 when the treasure is a unit treasure shown by /detail_unit.'),
    })
    .meta({ id: 'Treasure' }),
  {
    mock: [
      'transfer_count',
      'has_valuation',
      'is_unit',
      'collector.name_intl',
      'link_artist[].artist_id',
      'link_artist[].name_intl',
      'certificate_info[].content_intl',
      'spread_info[].name_intl',
    ],
    // listed by the spec without saying what they hold
    anyType: ['detail_info', 'info', 'manufacturing_date', 'privacy_skin.image_info', 'privacy_skin.font_css'],
  },
);
export type Treasure = z.infer<typeof treasure>;

/** A recommended treasure of goods/recommend: product §3, "Recommended item". */
export const recommendedTreasure = specFields(
  z
    .object({
      id: z.number().int().positive().describe("The treasure's id."),
      ...intl('name'),
      ...intl('description'),
      price: z.number().nonnegative().describe('Valuation in yuan; shown only above 0, grouped by thousands.'),
      pictures: z.array(mediaUrl).describe('Its pictures.'),
      level,
    })
    .meta({ id: 'RecommendedTreasure' }),
  { mock: ['name_intl', 'description_intl', 'level.name_intl'] },
);

/** A derivative item (goodsder/info), found by a code that is not 11 characters. */
// the spec shows only its `data.id`
export const derivativeItem = specFields(
  z
    .object({
      id: z.number().int().positive().describe("The derivative item's id."),
      goods_id: z.number().int().positive().describe('The treasure it derives from.'),
      serial_number: z.string().describe('Its code (any length but 11).'),
      uuid: z.string().describe('Its blockchain hash (32 characters).'),
      ...intl('name'),
      ...intl('description'),
      pictures: z.array(mediaUrl).describe('Its pictures.'),
      price: z.number().nonnegative().describe('Its price in yuan.'),
      goods: z
        .object({ id: z.number().int().positive(), ...intl('name'), serial_number: z.string() })
        .describe('The treasure it derives from.'),
    })
    .meta({ id: 'DerivativeItem' }),
  {
    mock: [
      'goods_id',
      'serial_number',
      'uuid',
      'name',
      'name_intl',
      'description',
      'description_intl',
      'pictures',
      'price',
      'goods',
    ],
  },
);
