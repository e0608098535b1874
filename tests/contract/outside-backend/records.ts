// The outside backend's own data, written from the spec's field lists (§3) by a team that never
// saw the mock: its own ids, codes, hashes, names and tokens. Money is a decimal string
// ("388000.00") and flags are 0/1, as its database hands them out.

export const MASTER = 3001;
export const OTHER_MASTER = 3004;
export const COLLECTOR = 4001;

/** A master, collector or institution as the treasure page and the master page show it (§3). */
export type Identity = {
  id: number;
  name: string;
  name_intl: string;
  title: string;
  title_intl: string;
  pic: string;
  content: string;
  content_intl: string;
  honor: string;
  honor_intl: string;
  birthday: string | null;
  gender: number | null;
  type: number;
  is_collector_inst: number;
  certificate_info: { pic: string; content: string }[];
  /** the seal and whether a signature password is set (auth/me) */
  sign: string | null;
  has_sign_password: boolean;
};

const identity = (id: number, name: string, name_intl: string, more: Partial<Identity> = {}): Identity => ({
  id,
  name,
  name_intl,
  title: '国家级工艺美术大师',
  title_intl: 'National master of arts and crafts',
  pic: `https://cdn.outside.test/people/${id}.jpg`,
  content: `${name}，从事漆器创作四十年。`,
  content_intl: `${name_intl} has made lacquerware for forty years.`,
  honor: '金奖\n银奖',
  honor_intl: 'Gold award\nSilver award',
  birthday: '1968-03-12',
  gender: 0,
  type: 1,
  is_collector_inst: 0,
  certificate_info: [{ pic: `https://cdn.outside.test/people/${id}-cert.jpg`, content: '大师证书' }],
  sign: `https://cdn.outside.test/seals/${id}.png`,
  has_sign_password: true,
  ...more,
});

export const IDENTITIES: Record<number, Identity> = {
  [MASTER]: identity(MASTER, '钱岚', 'Qian Lan'),
  [OTHER_MASTER]: identity(OTHER_MASTER, '陈松', 'Chen Song', { gender: 1, birthday: '1975-11-02' }),
  [COLLECTOR]: identity(COLLECTOR, '周藏', 'Zhou Cang', { type: 2, title: '收藏家', title_intl: 'Collector' }),
};

export type Treasure = {
  id: number;
  serial_number: string;
  uuid: string;
  name: string;
  name_intl: string;
  /** the identity that registered it */
  owner: number;
  /** the collector holding it, if any */
  holder?: number;
  published: boolean;
  for_sale: boolean;
  price: string;
  /** AI voice: activated (audio_type 1) and ready (audio_status 2) */
  voice: 'none' | 'ready';
  recommended: boolean;
  likes: number;
  saves: number;
  shares: number;
};

const treasure = (id: number, serial: string, uuid: string, name: string, more: Partial<Treasure>): Treasure => ({
  id,
  serial_number: serial,
  uuid,
  name,
  name_intl: `Lacquer piece ${id}`,
  owner: MASTER,
  published: true,
  for_sale: true,
  price: '388000.00',
  voice: 'ready',
  recommended: false,
  likes: 3,
  saves: 1,
  shares: 0,
  ...more,
});

export const TREASURES: Treasure[] = [
  treasure(50017, 'QL24A050017', 'a3f09e1c5b7d42e88f6c0b19d2e4a771', '朱漆描金山水盒', { recommended: true }),
  treasure(50018, 'QL24A050018', 'b41c7e2d9a0f43c6a8e5d3b2c1f09e84', '黑漆螺钿小屏', {
    for_sale: false,
    voice: 'none',
    price: '0.00',
  }),
  treasure(50031, 'QL24C050031', 'c52d8f3e0b1a44d7b9f6e4c3d2a10f95', '剔红花鸟盘', {
    owner: COLLECTOR,
    holder: COLLECTOR,
    voice: 'none',
  }),
  treasure(50040, 'QL24B050040', 'd63e9a4f1c2b45e8c0a7f5d4e3b21a06', '金漆莲纹碗', { owner: OTHER_MASTER }),
  treasure(50041, 'QL24B050041', 'e74fab5a2d3c46f9d1b8a6e5f4c32b17', '犀皮漆笔筒', { owner: OTHER_MASTER }),
  treasure(50052, 'QL24A050052', 'f85abc6b3e4d47a0e2c9b7f6a5d43c28', '漆画·秋山', { recommended: true }),
  treasure(50060, 'QL24A050060', '0969cd7c4f5e48b1f3dac8a7b6e54d39', '未发布的漆盒', { published: false }),
  treasure(50070, 'QL24A050070', '1a7ade8d5a6f49c2a4ebd9b8c7f65e4a', '漆扇', { likes: 0, recommended: true }),
  treasure(50071, 'QL24A050071', '2b8bef9e6b7a4ad3b5fcea9cd8a76f5b', '漆盏', { likes: 0, recommended: true }),
  treasure(50072, 'QL24A050072', '3c9cf0af7c8b4be4c6adfbaded9b8a6c', '漆盘', { recommended: true }),
];

export const DERIVATIVES = [
  { id: 9007, goods_id: 50017, serial_number: 'QL-D-0017', uuid: '4dad01b08d9c4cf5d7beacbefeac9b7d', name: '山水丝巾' },
];

export type User = {
  id: number;
  nickname: string;
  phone: string;
  /** the identity a master acts as */
  artist_id: number | null;
  collector_id: number | null;
  /** the masters an assistant may act for, the first one by default */
  assists?: number[];
  salesman?: { name: string; auth: number };
};

export const USERS: Record<string, User> = {
  master: { id: 21, nickname: '钱岚', phone: '13900001111', artist_id: MASTER, collector_id: null },
  visitor: { id: 22, nickname: '游客小林', phone: '13800002222', artist_id: null, collector_id: null },
  assistant: {
    id: 23,
    nickname: '助理小何',
    phone: '13700003333',
    artist_id: null,
    collector_id: null,
    assists: [MASTER, OTHER_MASTER],
  },
  collector: { id: 24, nickname: '周藏', phone: '13600004444', artist_id: null, collector_id: COLLECTOR },
  salesman: {
    id: 25,
    nickname: '业务员老郑',
    phone: '13500005555',
    artist_id: null,
    collector_id: null,
    salesman: { name: '郑业务', auth: 1 },
  },
};

/** Its bearer tokens: opaque, one per account. */
export const TOKENS: Record<string, keyof typeof USERS> = {
  'otk.7f3a9c0e.master': 'master',
  'otk.1b6d2e44.visitor': 'visitor',
  'otk.c90e7a15.assistant': 'assistant',
  'otk.5e2f8b63.collector': 'collector',
  'otk.a4d1c9f2.salesman': 'salesman',
};

/** A one-time login code its login page would hand to the master's account. */
export const LOGIN_CODE = 'oc-3001-9d2f';

export const SENSITIVE_WORDS = ['赌博', 'scam'];

/** AI voice pricing: one rule. */
export const VOICE_RULE = { id: 2, money: '19.90' };

export const NOTICE = {
  title: '平台维护通知',
  content: '<p>本周六 <b>02:00</b> 维护。</p>',
  user_range: 1,
};
