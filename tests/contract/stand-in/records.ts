// The stand-in's own data, written from the spec's field lists (product §3) and nothing of the
// mock: other ids, other codes, other hashes, other tokens. fixtures.json and tokens.json (made
// by fixtures.ts here) map the contract cases' records and personas onto them.

export const MASTER = 9101;
export const OTHER_MASTER = 9104;
export const COLLECTOR = 9201;
export const SHOWCASE = 7001;
export const HELD_BY_COLLECTOR = 7003;
/** A second treasure of the master, the cases' treasure 2. */
export const SECOND = 7011;
export const SECOND_CODE = `TC00000${SECOND}`;
export const DERIVATIVE = 8801;

export const SHOWCASE_CODE = 'TC000007001';
export const SHOWCASE_HASH = 'aa11bb22cc33dd44ee55ff6600778899';
export const DERIVATIVE_CODE = 'DX-7001-A';
export const DERIVATIVE_HASH = '0123456789abcdef0123456789abcdef';
export const NT_CODE = 'stand-in-login-code-master';

/** Opaque tokens (not JWTs), by persona: the user each one logs in. */
export const TOKENS: Record<string, { token: string; user: number }> = {
  'demo-master': { token: 'si-tok-master-4f1c', user: 1 },
  'demo-visitor': { token: 'si-tok-visitor-9a2b', user: 2 },
  'demo-assistant': { token: 'si-tok-assistant-77d0', user: 3 },
  'demo-collector': { token: 'si-tok-collector-1e5e', user: 4 },
};

const artist = (id: number, name: string) => ({
  name,
  name_intl: `${name} (en)`,
  title: 'Master craftsman',
  title_intl: 'Master craftsman',
  pic: `/img/artist/${id}.jpg`,
  content: 'Profile',
  content_intl: 'Profile',
  honor: 'Gold medal',
  honor_intl: 'Gold medal',
  // the spec: "gender (0, 1 or other)"
  birthday: '1970/05/01',
  gender: 2,
  age: 55,
  type: 1,
  is_collector_inst: 0,
  certificate_info: [{ pic: `/img/cert/${id}.jpg`, content: 'Certificate' }],
});

export const ARTISTS: Record<number, ReturnType<typeof artist>> = {
  [MASTER]: artist(MASTER, 'Stand-in Master'),
  [OTHER_MASTER]: artist(OTHER_MASTER, 'Other Master'),
  [COLLECTOR]: { ...artist(COLLECTOR, 'Stand-in Collector'), type: 2 },
};

const treasure = (id: number, code: string, hash: string, artistId: number) => ({
  id,
  name: `Treasure ${id}`,
  name_intl: `Treasure ${id}`,
  pictures: [`/img/goods/${id}-1.jpg`],
  dimensional_href: '',
  detail_info: '',
  detail_status: 0,
  info: [],
  manufacturing_date: '2020',
  certificate: `/img/goods/${id}-cert.jpg`,
  certificate_info: [{ pic: `/img/goods/${id}-c1.jpg`, content: 'Appraisal' }],
  is_like: 0,
  is_save: 0,
  level: { name: 'rare', name_intl: 'rare' },
  collect_num: 4,
  spread_info: { wb: { key: 'wb', name: 'Weibo', info: 'share', info_intl: 'share', pl_pic: '/img/wb.png' } },
  privacy_skin: null,
  honor: 'Award 1\nAward 2',
  honor_intl: 'Award 1\nAward 2',
  description: 'Line 1\nLine 2',
  description_intl: 'Line 1\nLine 2',
  price: 880000,
  is_rare: 1,
  serial_number: code,
  uuid: hash,
  view: { total_browse_num: 10, total_share_num: 2, total_like_num: 3, total_save_num: 4 },
  collector: { status: 1, avatar: '/img/holder.jpg', name: 'Holder', price: 0 },
  is_recommend: 1,
  apply_buy_id: 0,
  artist_id: artistId,
  artist: ARTISTS[artistId],
  artist_edit: null,
  link_artist: [],
  is_can_buy: 1,
  audio_type: 1,
});

export const TREASURES = [
  treasure(SHOWCASE, SHOWCASE_CODE, SHOWCASE_HASH, MASTER),
  treasure(HELD_BY_COLLECTOR, 'TC000007003', 'bb11bb22cc33dd44ee55ff6600778899', COLLECTOR),
  ...[7011, 7012, 7013, 7014, 7015].map((id) =>
    treasure(id, `TC00000${id}`, `cc11bb22cc33dd44ee55ff660077${id}`, MASTER),
  ),
];

export const DERIVATIVES = [{ id: DERIVATIVE, serial_number: DERIVATIVE_CODE, uuid: DERIVATIVE_HASH, title: 'Scarf' }];

export const USERS: Record<number, { artist_id: number | null; collector_id: number | null; assistant: boolean }> = {
  1: { artist_id: MASTER, collector_id: null, assistant: false },
  2: { artist_id: null, collector_id: null, assistant: false },
  3: { artist_id: MASTER, collector_id: null, assistant: true },
  4: { artist_id: null, collector_id: COLLECTOR, assistant: false },
};
