// The text-ids backend's own data, written from the spec's field lists (product §3) by a team
// that keeps every id and every sum of money as text, the way its database driver hands out
// bigint and decimal columns: ids "50001", prices "388000.00". Its sessions are plain numbers.

export const MASTER = '7001';
export const OTHER_MASTER = '7004';
export const COLLECTOR = '7101';

export type Identity = {
  id: string;
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
  /** the seal, and whether a signature password is set (auth/me) */
  seal: string | null;
  password_set: boolean;
  /** the user account behind the identity (getArtistList's artist_user.id) */
  user_id: string;
};

const identity = (id: string, name: string, name_intl: string, more: Partial<Identity> = {}): Identity => ({
  id,
  name,
  name_intl,
  title: '工艺美术大师',
  title_intl: 'Master of arts and crafts',
  pic: `https://img.text-ids.test/people/${id}.png`,
  content: `${name}，紫砂创作三十年。`,
  content_intl: `${name_intl} has made zisha teapots for thirty years.`,
  honor: '一等奖',
  honor_intl: 'First prize',
  birthday: '1971-06-30',
  gender: 1,
  type: 1,
  is_collector_inst: 0,
  certificate_info: [{ pic: `https://img.text-ids.test/people/${id}-cert.png`, content: '大师证书' }],
  seal: `https://img.text-ids.test/seals/${id}.png`,
  password_set: true,
  user_id: String(Number(id) - 7000 + 60),
  ...more,
});

export const IDENTITIES: Record<string, Identity> = {
  [MASTER]: identity(MASTER, '顾砂', 'Gu Sha'),
  [OTHER_MASTER]: identity(OTHER_MASTER, '蒋壶', 'Jiang Hu', { gender: 0, user_id: '67' }),
  [COLLECTOR]: identity(COLLECTOR, '孙藏', 'Sun Cang', { type: 2, title: '藏家', title_intl: 'Collector' }),
};

export type Treasure = {
  id: string;
  serial_number: string;
  uuid: string;
  name: string;
  name_intl: string;
  /** the identity that registered it */
  owner: string;
  /** the collector certified as holding it; none: `collector: {}` */
  holder?: string;
  published: boolean;
  for_sale: boolean;
  price: string;
  voice: boolean;
  recommended: boolean;
  likes: number;
  saves: number;
  shares: number;
};

const treasure = (id: string, serial: string, uuid: string, name: string, more: Partial<Treasure> = {}): Treasure => ({
  id,
  serial_number: serial,
  uuid,
  name,
  name_intl: `Zisha piece ${id}`,
  owner: MASTER,
  published: true,
  for_sale: true,
  price: '388000.00',
  voice: true,
  recommended: false,
  likes: 5,
  saves: 2,
  shares: 1,
  ...more,
});

export const TREASURES: Treasure[] = [
  treasure('50001', 'ZS25A050001', '5d0c2a7e9b134f6a8e21c47d90b3fa15', '紫砂石瓢壶', {
    holder: COLLECTOR,
    recommended: true,
  }),
  treasure('50002', 'ZS25A050002', '6e1d3b8f0c245a7b9f32d58ea1c40b26', '紫砂掇球壶', {
    for_sale: false,
    voice: false,
    price: '0.00',
  }),
  treasure('50003', 'ZS25C050003', '7f2e4c9a1d356b8c0a43e69fb2d51c37', '紫砂仿古壶', {
    owner: COLLECTOR,
    holder: COLLECTOR,
    voice: false,
  }),
  treasure('50005', 'ZS25B050005', '803f5dab2e467c9d1b54f7a0c3e62d48', '紫砂井栏壶', { owner: OTHER_MASTER }),
  treasure('50006', 'ZS25B050006', '91406ebc3f578dae2c6508b1d4f73e59', '紫砂西施壶', { owner: OTHER_MASTER }),
  treasure('50007', 'ZS25A050007', 'a2517fcd40689ebf3d7619c2e5084f6a', '紫砂笑樱壶', { recommended: true }),
  treasure('50009', 'ZS25A050009', 'b36280de5179afc04e872ad3f6195a7b', '未发布的壶', { published: false }),
  treasure('50020', 'ZS25A050020', 'c47391ef628ab0d15f983be407a26b8c', '紫砂茶宠', { likes: 0, recommended: true }),
  treasure('50021', 'ZS25A050021', 'd584a2f0739bc1e2609a4cf518b37c9d', '紫砂盖置', { likes: 0, recommended: true }),
  treasure('50022', 'ZS25A050022', 'e695b30184acd2f371ab5d0629c48dae', '紫砂杯', { recommended: true }),
];

export const DERIVATIVES = [
  {
    id: '9101',
    goods_id: '50001',
    serial_number: 'ZSD-50001',
    uuid: 'f7a6c41295bde30482bc6e173ad59ebf',
    name: '石瓢壶书签',
  },
];

export type User = {
  id: string;
  nickname: string;
  /** the identity a master acts as */
  artist_id: string | null;
  collector_id: string | null;
  /** the masters an assistant may act for, the first by default */
  assists?: string[];
  salesman?: { name: string; auth: number };
};

export const USERS: Record<string, User> = {
  master: { id: '61', nickname: '顾砂', artist_id: MASTER, collector_id: null },
  visitor: { id: '62', nickname: '茶客小陆', artist_id: null, collector_id: null },
  assistant: { id: '63', nickname: '助理小唐', artist_id: null, collector_id: null, assists: [MASTER, OTHER_MASTER] },
  collector: { id: '64', nickname: '孙藏', artist_id: null, collector_id: COLLECTOR },
  salesman: {
    id: '65',
    nickname: '业务员老吴',
    artist_id: null,
    collector_id: null,
    salesman: { name: '吴业务', auth: 1 },
  },
};

/** Its sessions: a number each, sent as the bearer token. */
export const SESSIONS: Record<string, keyof typeof USERS> = {
  '880001': 'master',
  '880002': 'visitor',
  '880003': 'assistant',
  '880004': 'collector',
  '880005': 'salesman',
};

/** A one-time login code its login page would hand the master's account. */
export const LOGIN_CODE = '5173942';

export const SENSITIVE_WORDS = ['赌博', 'fraud'];

/** Its one AI voice pricing rule. */
export const VOICE_RULE = { id: '3', money: '29.90' };

export const NOTICE = { title: '系统升级', content: '<p>周日 <b>01:00</b> 升级。</p>', user_range: 1 };
