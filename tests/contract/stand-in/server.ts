// The first backend written from the spec (product §3, §7, §8) alone to prove the contract
// suite against, sharing no code with the mock, with its own ids, codes, tokens and encryption.
// Where the spec is silent it chooses differently from the mock (refusals carry `data: []`,
// unknown encrypt keys are taken, a bad request is a plain -1...). It answers under any path
// prefix (`/<prefix>/api/...`), which proves that API_BASE_URL may carry one. Under the prefix
// `/no-audio-status` it breaks one thing the spec states, for the mock's live contract check
// (tests/api/upstream-contract-check.test.ts): getAudioStatus leaves out audio_status.
// tests/contract/outside-backend/ is the second, written afresh with more of the spec's freedoms.
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { valueAt } from '#contract/present.ts';
import { ARTISTS, DERIVATIVES, MASTER, NT_CODE, OTHER_MASTER, TOKENS, TREASURES, USERS } from './records.ts';

// its own encryption: AES-128-CBC under a key of its own, as hex
const KEY = createHash('sha256').update('stand-in key').digest().subarray(0, 16);
const IV = Buffer.alloc(16, 7);
const encrypt = (payload: unknown) => {
  const cipher = createCipheriv('aes-128-cbc', KEY, IV);
  return Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()]).toString('hex');
};
function decrypt(text: string): Record<string, unknown> | undefined {
  try {
    const decipher = createDecipheriv('aes-128-cbc', KEY, IV);
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(text, 'hex')), decipher.final()]).toString('utf8'));
  } catch {
    return undefined;
  }
}

type Reply = { status?: number; code: number; msg: string; data: unknown };
const ok = (data: unknown, msg = 'ok'): Reply => ({ code: 0, msg, data });
/** A refusal, as this backend sends them: `data` is an empty list. */
const no = (code: number, msg: string, status = 200): Reply => ({ status, code, msg, data: [] });
const NOT_FOUND = no(-1, 'Sorry, if you can not check this treasure, please re-enter');
const LOGIN = no(401, 'please log in');

type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  user?: number;
  /** the path prefix the call came under */
  prefix?: string;
};

function treasureBy(lookup: Record<string, unknown> | undefined) {
  if (!lookup) return undefined;
  const code = String(lookup.serial_number ?? '').toUpperCase();
  const hash = String(lookup.uuid ?? '').toLowerCase();
  const id = Number(lookup.goods_id);
  return TREASURES.find((t) => t.serial_number === code || t.uuid === hash || t.id === id);
}

function answer(call: Call): Reply {
  const { method, path, query, body, user } = call;
  const route = `${method} ${path.replace(/\/\d+$/, '/{id}')}`;
  const idInPath = Number(path.match(/\/(\d+)$/)?.[1]);
  switch (route) {
    case 'POST /goods/getHelpInfoConfig':
      return ok({ list: [{ key: 'search_tip', content: '提示', content_intl: 'Tip' }] });
    case 'POST /common/encrypt':
      return ok({ data_encrypted: encrypt(body) });
    case 'GET /goods/info': {
      if (query.has('goods_id') && !query.has('data')) {
        return treasureBy({ goods_id: query.get('goods_id') }) ? ok({ apply_buy_id: 0 }) : NOT_FOUND;
      }
      const found = treasureBy(decrypt(query.get('data') ?? ''));
      if (!found) return NOT_FOUND;
      return ok(found);
    }
    case 'GET /goods/checkGoodsType': {
      const lookup = decrypt(query.get('data') ?? '');
      if (treasureBy(lookup)) return { code: 0, msg: 'goods', data: [] };
      if (DERIVATIVES.some((d) => d.serial_number === lookup?.serial_number))
        return { code: 0, msg: 'goodsder', data: [] };
      return NOT_FOUND;
    }
    case 'GET /goodsder/info': {
      const item = DERIVATIVES.find(
        (d) => d.serial_number === query.get('serial_number') || d.uuid === query.get('uuid')?.toLowerCase(),
      );
      return item ? ok(item) : NOT_FOUND;
    }
    case 'POST /auth/wechatConfig': {
      const config = { appId: 'wx-stand-in', timestamp: 1700000000, nonceStr: 'n0nce', signature: 'sig' };
      return ok({ data: JSON.stringify({ ...config, jsApiList: body.jsApiList ?? [] }) });
    }
    case 'GET /auth/nt': {
      if (query.get('code') !== NT_CODE) return no(-1, 'please authorise login');
      const master = valueAt(TOKENS, 'demo-master');
      return ok({ token: master.token, user: { artist_id: MASTER, collector_id: null } }, 'success');
    }
    case 'GET /auth/me': {
      if (!user) return LOGIN;
      const u = USERS[user];
      if (!u) return LOGIN;
      return ok({
        artist_user_id: u.assistant ? 1 : null,
        bind_salesman_id: null,
        is_artist: u.artist_id && !u.assistant ? 1 : 0,
        compete_status: 0,
        artist_id: u.artist_id,
        can_more_help: u.assistant ? 1 : 0,
        infoStatus: 0,
        artist: {
          id: u.artist_id,
          name: u.artist_id ? valueAt(ARTISTS, u.artist_id).name : '',
          status: u.artist_id ? 0 : -1,
          birthday: null,
          gender: null,
          signs: { sign: null },
          sign_password: false,
        },
        bindsalesman: null,
      });
    }
    case 'POST /auth/getUrlScheme':
      return ok({ data: { openlink: 'weixin://dl/business/?t=standin' } });
    case 'GET /news/list/{id}':
      return ok({
        list: ARTISTS[idInPath] ? [{ title: '新闻', title_intl: 'News', url: 'https://news.example/1' }] : [],
      });
    case 'GET /goods/recommend': {
      const p = decrypt(query.get('data') ?? '') ?? {};
      const own = TREASURES.filter((t) => t.artist_id === Number(p.artist_id));
      const size = Number(p.count ?? 4);
      const page = Number(p.page ?? 1);
      const items = own.slice((page - 1) * size, page * size).map((t) => ({
        id: t.id,
        name: t.name,
        description: t.description,
        price: t.price,
        pictures: t.pictures,
        level: { name: t.level.name },
      }));
      return ok({ items, hasMorePages: own.length > page * size });
    }
    case 'POST /goods/getAudioStatus': {
      const found = treasureBy(decrypt(String(body.data ?? '')));
      if (!found) return NOT_FOUND;
      const status = { audio: '/audio/zh.mp3', audio_intl: '/audio/en.mp3', audio_status: 2, audio_status_intl: 2 };
      if (call.prefix === 'no-audio-status') return ok({ ...status, audio_status: undefined });
      return ok(status);
    }
    case 'POST /artist/getFollowStatus': {
      // the spec: following needs a login (§6); this backend asks one for the state too
      if (!user) return LOGIN;
      if (!ARTISTS[Number(body.artist_id)]) return no(-1, 'no such master');
      return ok({ follow_status: 0 });
    }
    case 'POST /collection/getApplyBuyStatus':
      if (!user) return LOGIN;
      return treasureBy({ goods_id: body.goods_id }) ? ok({ pay_status: false }) : NOT_FOUND;
    case 'POST /audio/getAudioByGoods':
      if (!user) return LOGIN;
      return treasureBy({ goods_id: body.goods_id }) ? ok({ audio_count: 1, rule_money: 9.9, rule_id: 3 }) : NOT_FOUND;
    case 'POST /auth/getArtistList':
      if (!user) return LOGIN;
      return ok({
        list: [MASTER, OTHER_MASTER].map((id, i) => ({
          artist_id: id,
          artist: { name: valueAt(ARTISTS, id).name },
          artist_user: { id: 50 + i, username: valueAt(ARTISTS, id).name },
        })),
      });
    case 'GET /auth/getPublicNotice':
      return ok({});
    default:
      return no(404, `no such call: ${method} ${path}`, 404);
  }
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return (req.headers['content-type'] ?? '').includes('json')
      ? JSON.parse(text)
      : Object.fromEntries(new URLSearchParams(text));
  } catch {
    return {};
  }
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const [, prefix, api, ...rest] = url.pathname.split('/');
  let reply: Reply;
  if (api !== 'api') reply = no(404, 'not found', 404);
  else {
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    const user = Object.values(TOKENS).find((t) => t.token === token)?.user;
    const call = { method: req.method ?? 'GET', path: `/${rest.join('/')}`, query: url.searchParams, user, prefix };
    reply = answer({ ...call, body: await bodyOf(req) });
  }
  const { status = 200, ...envelope } = reply;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(envelope));
}

/** Starts the stand-in on a free port of 127.0.0.1; resolves with its origin. */
export function startStandIn(): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 500, msg: 'stand-in failed', data: [] }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server });
    }),
  );
}
