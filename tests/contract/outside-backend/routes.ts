// The outside backend's calls: the spec's table (§7), one handler each, over one run's state.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  DERIVATIVES,
  IDENTITIES,
  type Identity,
  LOGIN_CODE,
  NOTICE,
  SENSITIVE_WORDS,
  TOKENS,
  TREASURES,
  type Treasure,
  USERS,
  type User,
  VOICE_RULE,
} from './records.ts';

export type Planted =
  | 'not-found-code'
  | 'me-without-compete-status'
  | 'check-type-message'
  | 'follow-status-word'
  | 'me-without-login'
  | 'sale-message';

export type Reply = { status?: number; body?: unknown; redirect?: string };
type Call = {
  query: Record<string, string | undefined>;
  body: Record<string, unknown>;
  params: Record<string, string>;
  user?: User;
  en: boolean;
};
export type Handler = (call: Call) => Reply;

// AES-256-GCM under a key of its own; iv, tag and text as one base64url string
const KEY = createHash('sha256').update('outside backend secret').digest();
const seal = (payload: unknown) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', KEY, iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
};
function unseal(value: unknown): Record<string, unknown> | undefined {
  try {
    const raw = Buffer.from(String(value ?? ''), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', KEY, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
  } catch {
    return undefined;
  }
}

const now = () => Math.floor(Date.now() / 1000);
const ok = (data: unknown, msg = 'success'): Reply => ({ body: { code: 0, msg, time: now(), data } });
const no = (code: number, msg: string, status = 200): Reply => ({ status, body: { code, msg, time: now(), data: {} } });

const TEXTS = {
  login: ['请先登录', 'Please log in first'],
  notFound: ['抱歉，查不到该珍宝，请重新输入', 'Sorry, if you can not check this treasure, please re-enter'],
  badData: ['参数错误', 'Invalid parameters'],
  noMaster: ['艺术家不存在', 'No such artist'],
  notOwner: ['只有所有者可以开通', 'Only the owner may activate it'],
  liked: ['您已点赞', 'You have liked'],
  followSelf: ['不能关注自己', "Can't follow yourself"],
  notForSale: ['非公开出售', 'Not for public sale'],
  name: ['请填写您的姓名', 'Please fill in your name'],
  phone: ['请输入手机号码', 'Please enter your mobile phone number'],
  price: ['请输入预估价格', 'Please enter the estimated price'],
  message: ['请输入求购留言', 'Please enter a purchase message'],
  sensitive: ['提交的信息含有敏感词', 'The submitted information contains sensitive words'],
  again: ['您已提交过求购', 'You have already sent a request'],
  authorise: ['请授权登录', 'please authorise login'],
  activated: ['语音已开通', 'AI voice is already active'],
  notAssistant: ['您不是该艺术家的助理', 'You do not assist this artist'],
} as const;
const say = (call: Call, key: keyof typeof TEXTS) => TEXTS[key][call.en ? 1 : 0];

const money = (value: number) => value.toFixed(2);

/** A treasure as goods/info answers it: the fields of spec §3, with the _intl twins. */
function treasureAnswer(t: Treasure, state: State, user?: User) {
  const owner = IDENTITIES[t.owner] as Identity;
  const mine = (set: Set<string>) => (user && set.has(`${user.id}:${t.id}`) ? 1 : 0);
  const holder = t.holder === undefined ? null : IDENTITIES[t.holder];
  return {
    id: t.id,
    name: t.name,
    name_intl: t.name_intl,
    pictures: [`https://cdn.outside.test/goods/${t.id}/cert.jpg`, `https://cdn.outside.test/goods/${t.id}/1.jpg`],
    dimensional_href: t.id === 50017 ? 'https://3d.outside.test/50017' : '',
    detail_info: [],
    detail_status: 0,
    info: [{ label: '尺寸', value: '20×20cm' }],
    manufacturing_date: '2019-10',
    certificate: `https://cdn.outside.test/goods/${t.id}/cert.jpg`,
    certificate_info: [{ pic: `https://cdn.outside.test/goods/${t.id}/c1.jpg`, content: '鉴定证书' }],
    is_like: mine(state.likes),
    is_save: mine(state.saves),
    level: { name: '珍品', name_intl: 'Rare' },
    collect_num: String(t.saves),
    spread_info: {
      weibo: {
        key: 'weibo',
        name: '微博',
        info: '已发布',
        info_intl: 'Published',
        pl_pic: 'https://cdn.outside.test/wb.png',
      },
    },
    privacy_skin: null,
    honor: '金奖',
    honor_intl: 'Gold award',
    description: '朱漆为地\n描金山水',
    description_intl: 'Red lacquer ground\nGold-painted landscape',
    price: t.price,
    is_rare: 1,
    serial_number: t.serial_number,
    uuid: t.uuid,
    view: { total_browse_num: 120, total_share_num: t.shares, total_like_num: t.likes, total_save_num: t.saves },
    collector: holder ? { status: 1, avatar: holder.pic, name: holder.name, price: money(0) } : null,
    is_recommend: t.recommended ? 1 : 0,
    apply_buy_id: (user && state.requests.get(`${user.id}:${t.id}`)) ?? 0,
    artist_id: t.owner,
    artist: { ...profileOf(owner), age: 57 },
    artist_edit: null,
    link_artist: [],
    is_can_buy: t.for_sale ? 1 : 0,
    audio_type: t.voice === 'none' ? 0 : 1,
  };
}

function profileOf(i: Identity) {
  const { sign: _sign, has_sign_password: _password, id: _id, ...shown } = i;
  return shown;
}

type State = {
  treasures: Treasure[];
  likes: Set<string>;
  saves: Set<string>;
  follows: Set<string>;
  requests: Map<string, number>;
  usedCodes: Set<string>;
  /** the master an assistant acts for */
  actingFor: Map<number, number>;
};

const byLookup = (state: State, lookup: Record<string, unknown> | undefined) =>
  lookup &&
  state.treasures.find(
    (t) =>
      t.published &&
      (t.serial_number === lookup.serial_number ||
        t.uuid === String(lookup.uuid ?? '').toLowerCase() ||
        t.id === Number(lookup.goods_id)),
  );
const byId = (state: State, id: unknown) => state.treasures.find((t) => t.published && t.id === Number(id));
const owns = (user: User, t: Treasure) => t.owner === user.artist_id || t.holder === user.collector_id;

/** The handlers of one run, keyed `METHOD /path` (Fastify's syntax for parameters). */
export function routesOf(planted: ReadonlySet<Planted>): Record<string, Handler> {
  const state: State = {
    treasures: TREASURES.map((t) => ({ ...t })),
    likes: new Set(),
    saves: new Set(),
    follows: new Set(),
    requests: new Map(),
    usedCodes: new Set(),
    actingFor: new Map(),
  };
  const login = (call: Call) => no(401, say(call, 'login'), 401);
  let requestIds = 700;

  return {
    'POST /goods/getHelpInfoConfig': () =>
      ok({
        list: [
          { key: 'search_tip', content: '输入11位珍宝码', content_intl: 'Enter the 11-character treasure code' },
          { key: 'hash_tip', content: '输入32位区块链哈希', content_intl: 'Enter the 32-character hash' },
        ],
      }),
    'POST /common/encrypt': (call) => ok({ data_encrypted: seal(call.body) }),
    'GET /goods/info': (call) => {
      if (call.query.goods_id !== undefined && call.query.data === undefined) {
        if (!call.user) return login(call);
        const t = byId(state, call.query.goods_id);
        if (!t) return no(-1, say(call, 'notFound'));
        return ok({ apply_buy_id: state.requests.get(`${call.user.id}:${t.id}`) ?? 0 });
      }
      const lookup = unseal(call.query.data);
      if (!lookup) return no(-2, say(call, 'badData'));
      const t = byLookup(state, lookup);
      if (!t) return no(planted.has('not-found-code') ? 404 : -1, say(call, 'notFound'));
      return ok(treasureAnswer(t, state, call.user));
    },
    'GET /goodsder/info': (call) => {
      const d = DERIVATIVES.find((x) => x.serial_number === call.query.serial_number || x.uuid === call.query.uuid);
      return d ? ok({ ...d, price: money(2680) }) : no(-1, say(call, 'notFound'));
    },
    'GET /goods/checkGoodsType': (call) => {
      const lookup = unseal(call.query.data);
      if (!lookup) return no(-2, say(call, 'badData'));
      if (byLookup(state, lookup)) return ok({}, planted.has('check-type-message') ? 'main' : 'goods');
      if (DERIVATIVES.some((d) => d.serial_number === lookup.serial_number)) return ok({}, 'goodsder');
      return no(-1, say(call, 'notFound'));
    },
    'POST /auth/wechatConfig': (call) => {
      const config = {
        appId: 'wx0utside0000001',
        timestamp: String(now()),
        nonceStr: randomBytes(8).toString('hex'),
        signature: createHash('sha1').update(String(call.body.url)).digest('hex'),
        jsApiList: call.body.jsApiList ?? [],
      };
      return ok({ data: JSON.stringify(config) });
    },
    'GET /auth/nt': (call) => {
      const code = call.query.code ?? '';
      if (code !== LOGIN_CODE || state.usedCodes.has(code)) return no(-1, say(call, 'authorise'));
      state.usedCodes.add(code);
      const token = Object.entries(TOKENS).find(([, who]) => who === 'master')?.[0];
      return ok({ token, user: { uid: USERS.master?.id, nickname: USERS.master?.nickname, roles: ['artist'] } });
    },
    'GET /auth/me': (call) => {
      const user = call.user ?? (planted.has('me-without-login') ? USERS.visitor : undefined);
      if (!user) return login(call);
      const acting = user.assists ? (state.actingFor.get(user.id) ?? user.assists[0]) : user.artist_id;
      const identity = acting ? IDENTITIES[acting] : undefined;
      const me: Record<string, unknown> = {
        artist_user_id: user.assists ? acting : null,
        bind_salesman_id: user.salesman ? 88 : null,
        is_artist: user.artist_id ? 1 : 0,
        compete_status: user.artist_id ? 2 : 0,
        artist_id: acting ?? null,
        can_more_help: user.assists && user.assists.length > 1 ? 1 : 0,
        infoStatus: 0,
        artist: {
          id: identity?.id ?? null,
          name: identity?.name ?? '',
          status: identity ? 0 : -1,
          birthday: identity?.birthday ?? null,
          gender: identity?.gender ?? null,
          signs: { sign: identity?.sign ?? null },
          // it never sends the password: "******" when one is set
          sign_password: identity?.has_sign_password ? '******' : '',
        },
        bindsalesman: user.salesman
          ? { ...user.salesman, bank_account: '', bank_duty_number: '', bank_name: '', company_name: '外部文化公司' }
          : null,
      };
      if (planted.has('me-without-compete-status')) delete me.compete_status;
      return ok(me);
    },
    'GET /auth/login': (call) => {
      const url = call.query.url ?? '';
      // a url it will not go back to is dropped: the login then returns to its home page
      const back = /^https?:\/\//.test(url) ? url : 'https://outside.test/home';
      return {
        redirect: `https://open.weixin.qq.com/connect/oauth2/authorize?redirect_uri=${encodeURIComponent(back)}`,
      };
    },
    'POST /auth/getUrlScheme': () => ok({ data: { openlink: 'weixin://dl/business/?t=0utside' } }),
    'GET /goods/share/:id': (call) => {
      const t = byId(state, call.params.id);
      if (!t) return no(-1, say(call, 'notFound'));
      t.shares++;
      return ok({});
    },
    'GET /news/list/:artist_id': (call) =>
      ok({
        list: IDENTITIES[Number(call.params.artist_id)]
          ? [1, 2, 3].map((n) => ({
              id: n,
              title: `新闻 ${n}`,
              title_intl: `News ${n}`,
              url: `https://news.outside.test/${n}`,
              created_at: `2025-01-0${n}`,
            }))
          : [],
      }),
    'GET /goods/recommend': (call) => {
      const p = unseal(call.query.data);
      if (!p) return no(-2, say(call, 'badData'));
      const own = state.treasures.filter((t) => t.published && t.recommended && t.owner === Number(p.artist_id));
      const size = Number(p.count ?? 4);
      const page = Number(p.page ?? 1);
      const items = own.slice((page - 1) * size, page * size).map((t) => ({
        id: t.id,
        name: t.name,
        description: '朱漆描金',
        price: t.price,
        pictures: [`https://cdn.outside.test/goods/${t.id}/1.jpg`],
        level: { name: '珍品' },
      }));
      return ok({ items, hasMorePages: own.length > page * size });
    },
    'POST /goods/getAudioStatus': (call) => {
      const t = byLookup(state, unseal(call.body.data));
      if (!t) return no(-1, say(call, 'notFound'));
      const ready = t.voice === 'ready';
      const file = (lang: string) => (ready ? `https://cdn.outside.test/voice/${t.id}.${lang}.mp3` : '');
      const status = ready ? 2 : 0;
      return ok({ audio: file('zh'), audio_intl: file('en'), audio_status: status, audio_status_intl: status });
    },
    'POST /artist/getFollowStatus': (call) => {
      if (!IDENTITIES[Number(call.body.artist_id)]) return no(-3, say(call, 'noMaster'));
      const followed = call.user && state.follows.has(`${call.user.id}:${call.body.artist_id}`) ? 1 : 0;
      return ok({ follow_status: planted.has('follow-status-word') ? 'none' : followed });
    },
    'POST /artist/editFollow': (call) => {
      if (!call.user) return login(call);
      const id = Number(call.body.artist_id);
      if (!IDENTITIES[id]) return no(-3, say(call, 'noMaster'));
      if (id === call.user.artist_id || id === call.user.collector_id) return no(1, say(call, 'followSelf'));
      const key = `${call.user.id}:${id}`;
      if (state.follows.has(key)) state.follows.delete(key);
      else state.follows.add(key);
      return ok({ follow_status: state.follows.has(key) ? 1 : 0 });
    },
    'POST /collection/getApplyBuyStatus': (call) => {
      if (!call.user) return login(call);
      const t = byId(state, call.body.goods_id);
      if (!t) return no(-1, say(call, 'notFound'));
      return ok({ pay_status: state.requests.has(`${call.user.id}:${t.id}`) ? 1 : 0 });
    },
    'POST /collection/applyBuy': (call) => {
      if (!call.user) return login(call);
      const t = byId(state, call.body.goods_id);
      if (!t) return no(-1, say(call, 'notFound'));
      const text = (key: string) => String(call.body[key] ?? '').trim();
      // the spec's order: name, phone, price, message
      if (!text('name') || text('name').length > 4) return no(1, say(call, 'name'));
      if (!/^1[3-9]\d{9}$/.test(text('phone'))) return no(1, say(call, 'phone'));
      if (!/^\d{1,9}(\.\d{1,2})?$/.test(text('price'))) return no(1, say(call, 'price'));
      if (!text('content') || text('content').length > 150) return no(1, say(call, 'message'));
      const words = SENSITIVE_WORDS.filter((w) => `${text('name')}${text('content')}`.includes(w));
      if (words.length) return no(1, `${say(call, 'sensitive')}：${words.join('、')}`);
      if (!t.for_sale) return no(2, planted.has('sale-message') ? 'Not for sale' : say(call, 'notForSale'));
      const key = `${call.user.id}:${t.id}`;
      if (state.requests.has(key)) return no(3, say(call, 'again'));
      state.requests.set(key, ++requestIds);
      return ok({ id: requestIds });
    },
    'POST /audio/getAudioByGoods': (call) => {
      if (!call.user) return login(call);
      const t = byId(state, call.body.goods_id);
      if (!t) return no(-1, say(call, 'notFound'));
      if (!owns(call.user, t)) return no(4, say(call, 'notOwner'));
      return ok({ audio_count: 1, rule_money: VOICE_RULE.money, rule_id: VOICE_RULE.id });
    },
    'POST /audio/payGoodsAudioByCount': (call) => {
      if (!call.user) return login(call);
      const t = byId(state, call.body.goods_id);
      if (!t) return no(-1, say(call, 'notFound'));
      if (!owns(call.user, t)) return no(4, say(call, 'notOwner'));
      if (t.voice === 'ready') return no(5, say(call, 'activated'));
      t.voice = 'ready';
      return ok({}, call.en ? 'Successfully activated, audio generation in progress' : '开通成功，语音生成中');
    },
    'POST /order/payAudioLogs': (call) => {
      if (!call.user) return login(call);
      const t = byId(state, call.body.goods_id);
      if (!t || Number(call.body.type_id) !== VOICE_RULE.id) return no(-1, say(call, 'notFound'));
      if (!owns(call.user, t)) return no(4, say(call, 'notOwner'));
      if (t.voice === 'ready') return no(5, say(call, 'activated'));
      // the in-app payment's own parameters, as the messaging app's chooseWXPay takes them
      return ok({
        appId: 'wx0utside0000001',
        timeStamp: String(now()),
        nonceStr: randomBytes(8).toString('hex'),
        package: `prepay_id=wx${randomBytes(8).toString('hex')}`,
        signType: 'RSA',
        paySign: randomBytes(32).toString('base64'),
      });
    },
    'POST /goods/like': (call) => {
      if (!call.user) return login(call);
      const t = byLookup(state, unseal(call.body.data));
      if (!t) return no(-1, say(call, 'notFound'));
      const key = `${call.user.id}:${t.id}`;
      if (state.likes.has(key)) return no(1, say(call, 'liked'));
      state.likes.add(key);
      t.likes++;
      return ok({ like_num: t.likes });
    },
    'POST /goods/editSave': (call) => {
      if (!call.user) return login(call);
      const t = byId(state, call.body.goods_id);
      if (!t) return no(-1, say(call, 'notFound'));
      const key = `${call.user.id}:${t.id}`;
      if (state.saves.delete(key)) t.saves--;
      else {
        state.saves.add(key);
        t.saves++;
      }
      return ok({ save_status: state.saves.has(key) ? 1 : 0 });
    },
    'POST /auth/getArtistList': (call) => {
      if (!call.user) return login(call);
      const masters = call.user.assists ?? (call.user.artist_id ? [call.user.artist_id] : []);
      return ok({
        list: masters.map((id) => ({
          artist_id: id,
          artist: { name: IDENTITIES[id]?.name ?? '' },
          artist_user: { id, username: IDENTITIES[id]?.name_intl ?? '' },
        })),
      });
    },
    'POST /auth/chooseArtist': (call) => {
      if (!call.user) return login(call);
      const id = Number(call.body.artist_id);
      if (!call.user.assists?.includes(id) || Number(call.body.artist_user_id) !== id)
        return no(6, say(call, 'notAssistant'));
      state.actingFor.set(call.user.id, id);
      return ok({});
    },
    'GET /auth/getPublicNotice': () => ok(NOTICE),
    // the master page (/tcdetail/{id}), under its own path: the spec names the page, not the call
    'GET /artist/detail/:id': (call) => {
      const i = IDENTITIES[Number(call.params.id)];
      if (!i) return no(-3, say(call, 'noMaster'));
      return ok({ artist: profileOf(i), goods: state.treasures.filter((t) => t.owner === i.id).map((t) => t.id) });
    },
  };
}

/** A request as the handlers read it: who calls (from the bearer token) and in which language. */
export function answerWith(handler: Handler, request: FastifyRequest): Reply {
  const token = String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
  const who = TOKENS[token];
  const language = String(request.headers.lang ?? request.headers['accept-language'] ?? '');
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  return handler({
    query: request.query as Record<string, string | undefined>,
    body,
    params: request.params as Record<string, string>,
    user: who ? USERS[who] : undefined,
    en: /^en/i.test(language),
  });
}
