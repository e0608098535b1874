// Small helpers that keep the data files short and the media paths consistent.
import type { DataLine } from './types.ts';

/** Site-relative URL of a file in seeds/media (the server serves that folder at /media). */
export const media = (sub: string, file: string) => `/media/${sub}/${file}`;

const pad3 = (id: number) => String(id).padStart(3, '0');

/** The 11-character treasure code of a treasure id: WC2026 + five digits. */
export const serialOf = (id: number) => `WC2026${String(id).padStart(5, '0')}`;

/** The `count` pictures of a treasure: /media/treasures/t001-1.svg ... */
export const picturesOf = (id: number, count: number) =>
  Array.from({ length: count }, (_, i) => media('treasures', `t${pad3(id)}-${i + 1}.svg`));

/** The certificate image of a treasure, named after its code. */
export const certificateOf = (id: number) => media('certificates', `${serialOf(id).toLowerCase()}.svg`);

/** A related certificate of a treasure (goods_certificates), n counted from 1. */
export const relatedCertificateOf = (id: number, n: number) => media('certificates', `t${pad3(id)}-c${n}.svg`);

export const avatar = (name: string) => media('avatars', `${name}.svg`);
export const artistPhoto = (id: number) => media('artists', `a${id}.svg`);
export const sealOf = (id: number) => media('seals', `a${id}.svg`);
export const artistCertificatePic = (id: number, n: number) => media('certificates', `a${id}-c${n}.svg`);
export const newsPic = (id: number) => media('news', `n${pad3(id)}.svg`);
export const channelLogo = (key: string) => media('channels', `${key}.svg`);

/** Lines joined the way honors and descriptions are stored (one per line). */
export const lines = (...items: string[]) => items.join('\n');

const LABELS = {
  material: ['材质', 'Material'],
  size: ['尺寸', 'Dimensions'],
  technique: ['工艺', 'Technique'],
  kiln: ['窑口', 'Kiln'],
  weight: ['重量', 'Weight'],
  origin: ['产地', 'Place of origin'],
  year: ['创作年份', 'Year made'],
  edition: ['版次', 'Edition'],
  mount: ['装裱', 'Mounting'],
  capacity: ['容量', 'Capacity'],
  firing: ['烧成', 'Firing'],
  pieces: ['件数', 'Pieces'],
  provenance: ['来源', 'Provenance'],
  collected: ['入藏', 'Acquired'],
} as const;

/** One treasure data line; `key` picks a bilingual label. */
export const line = (key: keyof typeof LABELS, value: string, value_intl: string): DataLine => ({
  label: LABELS[key][0],
  label_intl: LABELS[key][1],
  value,
  value_intl,
});
