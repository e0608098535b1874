// Derivative items (goodsder/info): codes that are not 11 characters long.
import { media } from './helpers.ts';
import type { Art, DerivativeRow } from './types.ts';

export interface DerivativeSeed extends DerivativeRow {
  art: Art;
}

export const derivatives: DerivativeSeed[] = [
  {
    id: 1,
    goods_id: 1,
    serial_number: 'DV0001',
    uuid: '49b9133d1d85b9785d39072bf36e9892',
    name: '缠枝莲纹真丝方巾',
    name_intl: 'Interlocking Lotus Silk Scarf',
    description: '取《青花缠枝莲纹梅瓶》纹样，数码印制于 16 姆米真丝，限量 500 条。',
    description_intl: 'The lotus scrolls of the Blue-and-White Meiping Vase printed on 16-momme silk; limited to 500.',
    pictures: [media('treasures', 'dv0001-1.svg'), media('treasures', 'dv0001-2.svg')],
    price: 680,
    art: { kind: 'scarf', tone: 'blue' },
  },
  {
    id: 2,
    goods_id: 1,
    serial_number: 'DV0002',
    uuid: 'c7442ed1026878d12f460983fa107f46',
    name: '梅瓶纹骨瓷对杯',
    name_intl: 'Meiping Pattern Bone-China Cups (Pair)',
    description: '骨瓷对杯，杯身饰缠枝莲纹，附作者签名卡。',
    description_intl: 'A pair of bone-china cups with lotus scrolls, with a card signed by the artist.',
    pictures: [media('treasures', 'dv0002-1.svg'), media('treasures', 'dv0002-2.svg')],
    price: 398,
    art: { kind: 'cup', shape: 'pair', tone: 'blue' },
  },
  {
    id: 3,
    goods_id: 24,
    serial_number: 'DV0003',
    uuid: '1555783323fca7292c1c8a79189988df',
    name: '《兰亭序》临本书签套装',
    name_intl: '"Orchid Pavilion Preface" Bookmark Set',
    description: '六枚黄铜书签，蚀刻吴晓岚临《兰亭序》名句。',
    description_intl: 'Six brass bookmarks etched with lines from Wu Xiaolan’s copy of the "Orchid Pavilion Preface".',
    pictures: [media('treasures', 'dv0003-1.svg'), media('treasures', 'dv0003-2.svg')],
    price: 168,
    art: { kind: 'calligraphy', shape: 'bookmark', text: '惠风和畅' },
  },
];
