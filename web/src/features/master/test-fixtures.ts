// Answers of the master calls for the component tests (shaped like the seed's fixture records).
import type { MasterCard, MasterPageData } from '#contract/calls/masters.ts';

export const card = (id: number, name: string, name_intl: string, extra: Partial<MasterCard> = {}): MasterCard => ({
  id,
  name,
  name_intl,
  title: '中国陶瓷艺术大师',
  title_intl: 'Master of Chinese Ceramic Art',
  pic: `/media/artists/a${id}.svg`,
  content: `${name}，从艺四十余年。\n第二段。`,
  content_intl: `${name_intl} has worked for forty years.\nSecond paragraph.`,
  type: 1,
  is_collector_inst: 0,
  works_count: 8,
  ...extra,
});

export const HONORS = [
  '2024 金奖',
  '2022 大师',
  '2019 省大师',
  '2018 创新金奖',
  '2016 故宫收藏',
  '2012 传承人',
  '2010 新人奖',
];

export const page = (id = 101, artist: Partial<MasterPageData['artist']> = {}): MasterPageData => ({
  artist: {
    id,
    name: '李明远',
    name_intl: 'Li Mingyuan',
    title: '中国陶瓷艺术大师',
    title_intl: 'Master of Chinese Ceramic Art',
    pic: `/media/artists/a${id}.svg`,
    content: '李明远，1968 年生于江西景德镇。',
    content_intl: 'Born in Jingdezhen in 1968.',
    honor: HONORS.join('\n'),
    honor_intl: HONORS.map((h) => `${h} (en)`).join('\n'),
    birthday: '1968-05-12',
    gender: 0,
    age: 57,
    type: 1,
    is_collector_inst: 0,
    certificate_info: [
      {
        pic: '/media/certificates/a101-c1.svg',
        content: '大师证书（2022）',
        content_intl: 'Master certificate (2022)',
      },
      {
        pic: '/media/certificates/a101-c2.svg',
        content: '省大师证书（2019）',
        content_intl: 'Provincial certificate (2019)',
      },
    ],
    ...artist,
  },
  counts: { works: 2, followers: 4, views: 76940, news: 1 },
  works: [
    {
      id: 8,
      name: '青花山水纹天球瓶',
      name_intl: 'Globular Vase',
      serial_number: 'WC202600008',
      pic: '/media/treasures/t008-1.svg',
      level: { name: '珍品', name_intl: 'rare' },
      is_rare: 1,
    },
    {
      id: 1,
      name: '青花缠枝莲纹梅瓶',
      name_intl: 'Meiping Vase',
      serial_number: 'WC202600001',
      pic: '/media/treasures/t001-1.svg',
      level: { name: '精品', name_intl: 'fine' },
      is_rare: 0,
    },
  ],
});

export const NEWS = [
  {
    id: 1,
    title: '对话李明远',
    title_intl: 'In conversation',
    url: 'https://news.example.cn/a',
    pic: '/media/news/n001.svg',
    published_at: '2026-01-08',
  },
  { id: 2, title: '可疑链接', title_intl: 'Odd link', url: 'javascript:alert(1)', pic: '', published_at: '2025-10-18' },
];
