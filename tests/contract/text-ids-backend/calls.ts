// The text-ids backend's calls: the spec's table (§7), one handler each, over one run's state.
// Its envelope: `{code, msg, time, trace_id, data}` on a success, no `data` on a refusal; the
// spec's codes (0, -1, 401) as numbers, its own refusal codes as text ("10002").
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import {
  DERIVATIVES,
  IDENTITIES,
  type Identity,
  LOGIN_CODE,
  NOTICE,
  SENSITIVE_WORDS,
  TREASURES,
  type Treasure,
  USERS,
  type User,
  VOICE_RULE,
} from './records.ts';

/** What a run may be asked to do otherwise (see server.ts). */
export type Switch = 'not-found-404' | 'liked-message' | 'server-error';

export type Reply = { status?: number; body?: unknown; redirect?: string };
export type Call = {
  query: Record<string, string>;
  body: Record<string, unknown>;
  /** the id in the path (goods/share/{id}, news/list/{artist_id}) */
  param: string;
  user?: User;
  /** a bearer token was sent that names no session */
  badToken: boolean;
  en: boolean;
};
export type Handler = (call: Call) => Reply;

// AES-256-CBC under a key of its own, a fresh IV each time: IV and text as one base64 string
const KEY = createHash('sha256').update('text-ids backend key').digest();
const seal = (payload: unknown) => {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', KEY, iv);
  return Buffer.concat([iv, cipher.update(JSON.stringify(payload)), cipher.final()]).toString('base64');
};
function unseal(value: unknown): Record<string, unknown> | undefined {
  try {
    const raw = Buffer.from(String(value ?? ''), 'base64');
    const decipher = createDecipheriv('aes-256-cbc', KEY, raw.subarray(0, 16));
    const text = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const stamp = () => ({ time: new Date().toISOString(), trace_id: randomBytes(8).toString('hex') });
const ok = (data: unknown, msg = 'ok'): Reply => ({ body: { code: 0, msg, ...stamp(), data } });
export const no = (code: number | string, msg: string, status = 200): Reply => ({
  status,
  body: { code, msg, ...stamp() },
});

const TEXTS = {
  login: ['请先登录', 'Please log in'],
  notFound: ['抱歉，查不到该珍宝，请重新输入', 'Sorry, if you can not check this treasure, please re-enter'],
  bad: ['请求参数有误', 'Bad request parameters'],
  noMaster: ['查无此艺术家', 'No such artist'],
  notOwner: ['仅所有者可开通', 'Only the owner can activate it'],
  liked: ['您已点赞', 'You have liked'],
  followSelf: ['不能关注自己', "Can't follow yourself"],
  notForSale: ['非公开出售', 'Not for public sale'],
  name: ['请填写您的姓名', 'Please fill in your name'],
  phone: ['请输入手机号码', 'Please enter your mobile phone number'],
  price: ['请输入预估价格', 'Please enter the estimated price'],
  message: ['请输入求购留言', 'Please enter a purchase message'],
  sensitive: ['提交的信息含有敏感词', 'The submitted information contains sensitive words'],
  again: ['求购已提交', 'Request already submitted'],
  own: ['不能求购自己的珍宝', 'You cannot ask to buy your own treasure'],
  authorise: ['请授权登录', 'please authorise login'],
  active: ['语音已生效', 'AI voice is already in effect'],
  notAssistant: ['您不是该艺术家的助理', 'You are not this artist’s assistant'],
} as const;

// its own refusal codes, as its error table writes them
const CODES = { bad: '10001', purchase: '10002', forbidden: '10003', conflict: '10004' } as const;

type State = {
  treasures: Treasure[];
  likes: Set<string>;
  saves: Set<string>;
  follows: Set<string>;
  requests: Map<string, string>;
  usedCodes: Set<string>;
  actingFor: Map<string, string>;
  nextRequest: number;
};

const profileOf = ({ seal: _seal, password_set: _set, user_id: _user, id: _id, ...shown }: Identity) => shown;

function treasureAnswer(t: Treasure, state: State, user?: User) {
  const owner = IDENTITIES[t.owner] as Identity;
  const mine = (set: Set<string>) => (user && set.has(`${user.id}:${t.id}`) ? 1 : 0);
  const holder = t.holder ? IDENTITIES[t.holder] : undefined;
  return {
    id: t.id,
    name: t.name,
    name_intl: t.name_intl,
    pictures: [`https://img.text-ids.test/goods/${t.id}/cert.png`, `https://img.text-ids.test/goods/${t.id}/a.png`],
    dimensional_href: '',
    detail_info: '',
    detail_status: 0,
    info: [{ label: '容量', value: '220ml' }],
    manufacturing_date: '2021',
    certificate: `https://img.text-ids.test/goods/${t.id}/cert.png`,
    certificate_info: [{ pic: `https://img.text-ids.test/goods/${t.id}/c.png`, content: '鉴定证书' }],
    is_like: mine(state.likes),
    is_save: mine(state.saves),
    level: { name: '珍品', name_intl: 'Rare' },
    collect_num: t.saves,
    spread_info: {},
    privacy_skin: null,
    honor: '金奖',
    honor_intl: 'Gold award',
    description: '底槽清\n石瓢',
    description_intl: 'Clear clay\nShipiao form',
    price: t.price,
    is_rare: 1,
    serial_number: t.serial_number,
    uuid: t.uuid,
    view: { total_browse_num: 42, total_share_num: t.shares, total_like_num: t.likes, total_save_num: t.saves },
    // no certified holder: an empty object, as its serializer writes a missing relation
    collector: holder ? { status: 1, avatar: holder.pic, name: holder.name, price: '0.00' } : {},
    is_recommend: t.recommended ? 1 : 0,
    apply_buy_id: (user && state.requests.get(`${user.id}:${t.id}`)) ?? '0',
    artist_id: t.owner,
    artist: { ...profileOf(owner), age: 55 },
    artist_edit: null,
    link_artist: [],
    is_can_buy: t.for_sale ? 1 : 0,
    audio_type: t.voice ? 1 : 0,
  };
}

const findBy = (state: State, lookup: Record<string, unknown> | undefined) =>
  lookup &&
  state.treasures.find(
    (t) =>
      t.published &&
      (t.serial_number === String(lookup.serial_number ?? '').toUpperCase() ||
        t.uuid === String(lookup.uuid ?? '').toLowerCase() ||
        t.id === String(lookup.goods_id ?? '')),
  );
const isId = (value: unknown) => /^[1-9]\d{0,18}$/.test(String(value ?? ''));
const byId = (state: State, value: unknown) => state.treasures.find((t) => t.published && t.id === String(value));
const owns = (user: User, t: Treasure) => t.owner === user.artist_id || t.holder === user.collector_id;

/** The handlers of one run, keyed `METHOD /path` (`{id}` for the id in a path). */
export function callsOf(switches: ReadonlySet<Switch>): Record<string, Handler> {
  const state: State = {
    treasures: TREASURES.map((t) => ({ ...t })),
    likes: new Set(),
    saves: new Set(),
    follows: new Set(),
    requests: new Map(),
    usedCodes: new Set(),
    actingFor: new Map(),
    nextRequest: 3000,
  };
  const say = (call: Call, key: keyof typeof TEXTS) => TEXTS[key][call.en ? 1 : 0];
  const login = (call: Call) => no(401, say(call, 'login'), 401);
  const bad = (call: Call) => no(CODES.bad, say(call, 'bad'));
  const notFound = (call: Call) => no(switches.has('not-found-404') ? '404' : -1, say(call, 'notFound'));
  /** a handler that needs a login; a token that names no session is refused wherever one is sent */
  const member =
    (handler: (call: Call, user: User) => Reply): Handler =>
    (call) =>
      call.user ? handler(call, call.user) : login(call);
  const guest =
    (handler: Handler): Handler =>
    (call) =>
      call.badToken ? login(call) : handler(call);
  const broken = (handler: Handler): Handler =>
    switches.has('server-error') ? () => no(500, 'Internal Server Error', 500) : handler;

  return {
    'POST /goods/getHelpInfoConfig': () =>
      ok({ list: [{ key: 'search_tip', content: '输入11位珍宝码', content_intl: 'Enter the 11-character code' }] }),
    'POST /common/encrypt': (call) =>
      Object.keys(call.body).length ? ok({ data_encrypted: seal(call.body) }) : bad(call),
    'GET /goods/info': broken(
      guest((call) => {
        if (call.query.goods_id !== undefined && call.query.data === undefined) {
          if (!call.user) return login(call);
          if (!isId(call.query.goods_id)) return bad(call);
          const t = byId(state, call.query.goods_id);
          if (!t) return notFound(call);
          return ok({ apply_buy_id: state.requests.get(`${call.user.id}:${t.id}`) ?? '0' });
        }
        const lookup = unseal(call.query.data);
        if (!lookup) return bad(call);
        const t = findBy(state, lookup);
        return t ? ok(treasureAnswer(t, state, call.user)) : notFound(call);
      }),
    ),
    'GET /goodsder/info': (call) => {
      if (!call.query.serial_number && !call.query.uuid) return bad(call);
      const d = DERIVATIVES.find((x) => x.serial_number === call.query.serial_number || x.uuid === call.query.uuid);
      return d ? ok({ ...d, price: '1280.00' }) : notFound(call);
    },
    'GET /goods/checkGoodsType': (call) => {
      const lookup = unseal(call.query.data);
      if (!lookup) return bad(call);
      if (findBy(state, lookup)) return ok({}, 'goods');
      if (DERIVATIVES.some((d) => d.serial_number === lookup.serial_number)) return ok({}, 'goodsder');
      return notFound(call);
    },
    'POST /auth/wechatConfig': (call) => {
      if (!/^https?:\/\//.test(String(call.body.url ?? ''))) return bad(call);
      const config = {
        appId: 'wxtextids000001',
        timestamp: String(Math.floor(Date.now() / 1000)),
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
      return ok(
        { token: '880001', user: { user_id: USERS.master?.id, artist_id: USERS.master?.artist_id } },
        'success',
      );
    },
    'GET /auth/me': member((_call, user) => {
      const acting = user.assists ? (state.actingFor.get(user.id) ?? user.assists[0]) : user.artist_id;
      const identity = acting ? IDENTITIES[acting] : undefined;
      return ok({
        artist_user_id: user.assists && identity ? identity.user_id : null,
        bind_salesman_id: user.salesman ? '91' : null,
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
          signs: { sign: identity?.seal ?? null },
          sign_password: identity?.password_set ? 1 : 0,
        },
        bindsalesman: user.salesman
          ? { ...user.salesman, bank_account: '', bank_duty_number: '', bank_name: '', company_name: '砂器文化' }
          : null,
      });
    }),
    'GET /auth/login': (call) => {
      const url = call.query.url ?? '';
      if (!/^(https?:\/\/|\/(?!\/))/.test(url)) return bad(call);
      return {
        redirect: `https://open.weixin.qq.com/connect/oauth2/authorize?redirect_uri=${encodeURIComponent(url)}`,
      };
    },
    'POST /auth/getUrlScheme': (call) =>
      String(call.body.path ?? '').length > 256
        ? bad(call)
        : ok({ data: { openlink: 'weixin://dl/business/?t=textids' } }),
    'GET /goods/share/{id}': guest((call) => {
      if (!isId(call.param)) return bad(call);
      const t = byId(state, call.param);
      if (!t) return notFound(call);
      t.shares++;
      return ok({});
    }),
    'GET /news/list/{id}': (call) => {
      if (!isId(call.param)) return bad(call);
      const list = IDENTITIES[call.param]
        ? ['1', '2', '3'].map((n) => ({
            id: `${call.param}0${n}`,
            title: `动态 ${n}`,
            title_intl: `News ${n}`,
            url: `https://news.text-ids.test/${n}`,
          }))
        : [];
      return ok({ list });
    },
    'GET /goods/recommend': (call) => {
      const p = unseal(call.query.data);
      if (!p) return bad(call);
      const own = state.treasures.filter((t) => t.published && t.recommended && t.owner === String(p.artist_id));
      const size = Number(p.count ?? 4) || 4;
      const page = Number(p.page ?? 1) || 1;
      const items = own.slice((page - 1) * size, page * size).map((t) => ({
        id: t.id,
        name: t.name,
        description: '紫砂',
        price: t.price,
        pictures: [`https://img.text-ids.test/goods/${t.id}/a.png`],
        level: { name: '珍品' },
      }));
      return ok({ items, hasMorePages: own.length > page * size });
    },
    'POST /goods/getAudioStatus': guest((call) => {
      const lookup = unseal(call.body.data);
      if (!lookup) return bad(call);
      const t = findBy(state, lookup);
      if (!t) return notFound(call);
      const file = (lang: string) => (t.voice ? `https://audio.text-ids.test/${t.id}.${lang}.mp3` : '');
      const status = t.voice ? 2 : 0;
      return ok({ audio: file('zh'), audio_intl: file('en'), audio_status: status, audio_status_intl: status });
    }),
    'POST /artist/getFollowStatus': guest((call) => {
      if (!isId(call.body.artist_id)) return bad(call);
      if (!IDENTITIES[String(call.body.artist_id)]) return notFound(call);
      return ok({ follow_status: call.user && state.follows.has(`${call.user.id}:${call.body.artist_id}`) ? 1 : 0 });
    }),
    'POST /artist/editFollow': member((call, user) => {
      if (!isId(call.body.artist_id)) return bad(call);
      const id = String(call.body.artist_id);
      if (!IDENTITIES[id]) return notFound(call);
      if (id === user.artist_id || id === user.collector_id) return no(CODES.forbidden, say(call, 'followSelf'));
      const key = `${user.id}:${id}`;
      if (!state.follows.delete(key)) state.follows.add(key);
      return ok({ follow_status: state.follows.has(key) ? 1 : 0 }, call.en ? 'Follow success' : '关注成功');
    }),
    'POST /collection/getApplyBuyStatus': member((call, user) => {
      if (!isId(call.body.goods_id)) return bad(call);
      const t = byId(state, call.body.goods_id);
      if (!t) return notFound(call);
      return ok({ pay_status: state.requests.has(`${user.id}:${t.id}`) ? 1 : 0 });
    }),
    'POST /collection/applyBuy': member((call, user) => {
      if (!isId(call.body.goods_id)) return bad(call);
      const t = byId(state, call.body.goods_id);
      if (!t) return notFound(call);
      const text = (key: string) => String(call.body[key] ?? '').trim();
      // the spec's order: name, phone, price, message
      if (!text('name') || text('name').length > 4) return no(CODES.purchase, say(call, 'name'));
      if (!/^1[3-9]\d{9}$/.test(text('phone'))) return no(CODES.purchase, say(call, 'phone'));
      if (!/^\d{1,9}(\.\d{1,2})?$/.test(text('price'))) return no(CODES.purchase, say(call, 'price'));
      if (!text('content') || text('content').length > 150) return no(CODES.purchase, say(call, 'message'));
      const words = SENSITIVE_WORDS.filter((w) => `${text('name')}${text('content')}`.includes(w));
      if (words.length) return no(CODES.purchase, `${say(call, 'sensitive')}：${words.join('、')}`);
      if (!t.for_sale) return no(CODES.forbidden, say(call, 'notForSale'));
      if (owns(user, t)) return no(CODES.forbidden, say(call, 'own'));
      const key = `${user.id}:${t.id}`;
      if (state.requests.has(key)) return no(CODES.conflict, say(call, 'again'));
      state.requests.set(key, String(++state.nextRequest));
      return ok({ apply_buy_id: state.requests.get(key) }, call.en ? 'Submit succeed' : '提交成功');
    }),
    'POST /audio/getAudioByGoods': member((call, user) => {
      if (!isId(call.body.goods_id) || !['1', '2'].includes(String(call.body.artist_type))) return bad(call);
      const t = byId(state, call.body.goods_id);
      if (!t) return notFound(call);
      if (!owns(user, t)) return no(CODES.forbidden, say(call, 'notOwner'));
      return ok({ audio_count: 2, rule_money: VOICE_RULE.money, rule_id: VOICE_RULE.id });
    }),
    'POST /audio/payGoodsAudioByCount': member((call, user) => {
      if (!isId(call.body.goods_id)) return bad(call);
      const t = byId(state, call.body.goods_id);
      if (!t) return notFound(call);
      if (!owns(user, t)) return no(CODES.forbidden, say(call, 'notOwner'));
      if (t.voice) return no(CODES.conflict, say(call, 'active'));
      t.voice = true;
      return ok({}, call.en ? 'Successfully activated, audio generation in progress' : '开通成功，语音生成中');
    }),
    'POST /order/payAudioLogs': member((call, user) => {
      if (!isId(call.body.goods_id) || !isId(call.body.type_id)) return bad(call);
      const t = byId(state, call.body.goods_id);
      if (!t || String(call.body.type_id) !== VOICE_RULE.id) return notFound(call);
      if (!owns(user, t)) return no(CODES.forbidden, say(call, 'notOwner'));
      if (t.voice) return no(CODES.conflict, say(call, 'active'));
      return ok({
        appId: 'wxtextids000001',
        timeStamp: String(Math.floor(Date.now() / 1000)),
        nonceStr: randomBytes(8).toString('hex'),
        package: `prepay_id=wx${randomBytes(10).toString('hex')}`,
        signType: 'RSA',
        paySign: randomBytes(32).toString('base64'),
      });
    }),
    'POST /goods/like': member((call, user) => {
      const lookup = unseal(call.body.data);
      if (!lookup) return bad(call);
      const t = findBy(state, lookup);
      if (!t) return notFound(call);
      const key = `${user.id}:${t.id}`;
      if (state.likes.has(key))
        return no(CODES.conflict, switches.has('liked-message') && call.en ? 'Already liked' : say(call, 'liked'));
      state.likes.add(key);
      t.likes++;
      return ok({ like_num: t.likes });
    }),
    'POST /goods/editSave': member((call, user) => {
      if (!isId(call.body.goods_id)) return bad(call);
      const t = byId(state, call.body.goods_id);
      if (!t) return notFound(call);
      const key = `${user.id}:${t.id}`;
      if (state.saves.delete(key)) t.saves--;
      else {
        state.saves.add(key);
        t.saves++;
      }
      return ok({ save_status: state.saves.has(key) ? 1 : 0 });
    }),
    'POST /auth/getArtistList': member((call, user) => {
      if (String(call.body.type) !== '1') return bad(call);
      const masters = user.assists ?? (user.artist_id ? [user.artist_id] : []);
      return ok({
        list: masters.map((id) => ({
          artist_id: id,
          artist: { name: IDENTITIES[id]?.name ?? '' },
          artist_user: { id: IDENTITIES[id]?.user_id ?? '', username: IDENTITIES[id]?.name_intl ?? '' },
        })),
      });
    }),
    'POST /auth/chooseArtist': member((call, user) => {
      if (String(call.body.type) !== '1' || !isId(call.body.artist_id) || !isId(call.body.artist_user_id))
        return bad(call);
      const id = String(call.body.artist_id);
      if (!user.assists?.includes(id) || String(call.body.artist_user_id) !== IDENTITIES[id]?.user_id)
        return no(CODES.forbidden, say(call, 'notAssistant'));
      state.actingFor.set(user.id, id);
      return ok({}, call.en ? 'Switch success' : '切换成功');
    }),
    'GET /auth/getPublicNotice': (call) => (call.query.app_type ? ok(NOTICE) : bad(call)),
  };
}
