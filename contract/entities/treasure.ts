// The treasure ("goods") as goods/info answers it: spec section 3, "Treasure (goods)".
import { z } from 'zod';
import { intl, isoDate, mediaUrl } from '../fields.ts';
import { artistProfile } from './artist.ts';

export const level = z.object({ ...intl('name') });

/** One line of the treasure data list (`info[]`). */
export const treasureDataLine = z.object({ ...intl('label'), ...intl('value') });

export const relatedCertificate = z.object({ pic: mediaUrl, ...intl('content') });

export const promotionChannel = z.object({
  key: z.string(),
  ...intl('name'),
  ...intl('info'),
  /** logo of the channel */
  pl_pic: mediaUrl,
});

export const privacySkin = z.object({
  /** the owner's own background images, top to bottom */
  image_info: z.array(z.object({ url: mediaUrl, position: z.enum(['top', 'middle', 'bottom']) })),
  font_css: z.object({ title_color: z.string(), text_color: z.string(), accent_color: z.string() }),
});

export const viewCounts = z.object({
  total_browse_num: z.number().int().nonnegative(),
  total_share_num: z.number().int().nonnegative(),
  total_like_num: z.number().int().nonnegative(),
  total_save_num: z.number().int().nonnegative(),
});

/** Holder certification; a holder with status 1 or 3 counts as certified. */
export const holder = z.object({
  status: z.number().int(),
  avatar: mediaUrl,
  ...intl('name'),
  price: z.number().nonnegative(),
});

export const coAuthor = z.object({ ...intl('name'), artist_id: z.number().int().nullable() });

export const treasure = z.object({
  id: z.number().int().positive(),
  ...intl('name'),
  /** 11-character treasure code */
  serial_number: z.string(),
  /** 32-character blockchain hash */
  uuid: z.string(),
  pictures: z.array(mediaUrl),
  /** 3D link; empty when there is none */
  dimensional_href: z.string(),
  /** detail upload (imgUpdate): pictures the holder added, and their review status */
  detail_info: z.array(mediaUrl),
  /** 0 none, 1 under review, 2 approved, 3 review failed */
  detail_status: z.number().int(),
  info: z.array(treasureDataLine),
  manufacturing_date: isoDate.nullable(),
  /** certificate image; empty when the treasure has no certificate */
  certificate: z.string(),
  certificate_info: z.array(relatedCertificate),
  is_like: z.number().int().min(0).max(1),
  /** 1 means saved */
  is_save: z.number().int(),
  level,
  is_rare: z.number().int().min(0).max(1),
  collect_num: z.number().int().nonnegative(),
  spread_info: z.record(z.string(), promotionChannel),
  privacy_skin: privacySkin.nullable(),
  /** newline-separated */
  ...intl('honor'),
  /** newline-separated */
  ...intl('description'),
  /** valuation in yuan; 0 hides it */
  price: z.number().nonnegative(),
  view: viewCounts,
  collector: holder.nullable(),
  /** number of transfer records (/record/{id}) */
  transfer_count: z.number().int().nonnegative(),
  /** 1 when a valuation curve exists (/grap/{id}) */
  has_valuation: z.number().int().min(0).max(1),
  is_recommend: z.number().int().min(0).max(1),
  /** the viewer's purchase request for this treasure, 0 when there is none */
  apply_buy_id: z.number().int().nonnegative(),
  artist_id: z.number().int().positive(),
  artist: artistProfile,
  /** the owner's edited version of the introduction, when they customised it */
  artist_edit: artistProfile.nullable(),
  link_artist: z.array(coAuthor),
  /** 1 allows purchase requests */
  is_can_buy: z.number().int(),
  /** 0: AI voice not activated; 1: activated */
  audio_type: z.number().int(),
  /** 1 when the treasure is a unit treasure shown by /detail_unit */
  is_unit: z.number().int().min(0).max(1),
});
export type Treasure = z.infer<typeof treasure>;

/** A recommended treasure of goods/recommend: spec section 3, "Recommended item". */
export const recommendedTreasure = z.object({
  id: z.number().int().positive(),
  ...intl('name'),
  ...intl('description'),
  price: z.number().nonnegative(),
  pictures: z.array(mediaUrl),
  level,
});

/** A derivative item (goodsder/info), found by a code that is not 11 characters. */
export const derivativeItem = z.object({
  id: z.number().int().positive(),
  goods_id: z.number().int().positive(),
  serial_number: z.string(),
  uuid: z.string(),
  ...intl('name'),
  ...intl('description'),
  pictures: z.array(mediaUrl),
  price: z.number().nonnegative(),
  /** the treasure it derives from */
  goods: z.object({ id: z.number().int().positive(), ...intl('name'), serial_number: z.string() }),
});
