// The contract suite: for every call of contract/calls.ts, one representative request whose
// whole answer must match `okEnvelope(call.data)`, and each documented error that can be
// produced, matched against `errorEnvelope`. It runs against the in-process mock, or against
// API_BASE_URL (see target.ts and the README): there it only reads unless CONTRACT_WRITE=1.
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { allCalls } from '../../contract/calls.ts';
import type { CallDef } from '../../contract/define-call.ts';
import { errorEnvelope, okEnvelope } from '../../contract/envelope.ts';
import { refusalHttpStatus } from '../../contract/refusal-style.ts';
import { loginStepOf } from '../../contract/rules/login-step.ts';
import { type Recording, shapeOf } from './drift.ts';
import { exampleOf, type OperationExample } from './examples.ts';
import { a, auth, code, dv, g, news, UNKNOWN_ID, work } from './fixtures.ts';
import { openApiProblems } from './openapi-check.ts';
import {
  type Answer,
  describeExchange,
  openTarget,
  type Request,
  settings,
  type Target,
  TOKEN_PERSONA,
  tokenVariable,
  waitForBase,
} from './target.ts';

type Shape = {
  path?: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  multipart?: Request['multipart'];
};
type Context = {
  encrypt(payload: Record<string, unknown>): Promise<string>;
  /** a request as the persona of the case (used by examples that look something up first) */
  send(request: Omit<Request, 'token'>): Promise<Answer>;
};
type Example = (ctx: Context) => Shape | Promise<Shape>;

type ErrorCase = {
  name: string;
  http: number;
  code: number;
  /** who calls: a persona, or null for no token (default: the entry's persona) */
  persona?: string | null;
  request: Example;
  /** a request made first (it writes): the case needs writes */
  before?: Example;
  /** sent with a forged token instead of the persona's */
  forgedToken?: boolean;
  /** why the case only makes sense on the mock (it is skipped elsewhere) */
  mockOnly?: string;
  /** what else the refusal's message must show */
  check?: (msg: string) => void;
};

type Entry = {
  /** who calls a login call (default demo-master); optional calls go without a token unless set */
  persona?: string;
  /** the success request writes (counts, toggles, creates) */
  writes?: boolean;
  ok: Example;
  /** what else the success answer must show */
  // biome-ignore lint/suspicious/noExplicitAny: each case reads the fields of its own call's answer
  check?: (data: any, answer: Answer) => void;
  /** undoes what `ok` did (toggles), where it can be undone */
  undo?: Example;
  /** why the success case only makes sense on the mock (it is skipped elsewhere) */
  mockOnly?: string;
  errors: ErrorCase[];
};

/** A check of facts only the mock's seed holds (counts, names): skipped against another server. */
type Check = NonNullable<Entry['check']>;
const onMock =
  (check: Check): Check =>
  (data, answer) => {
    if (!target.foreign) check(data, answer);
  };
const PERSONA_CODES = 'the persona codes exist only on the mock';

const noToken = (request: Example): Omit<ErrorCase, 'name' | 'http' | 'code'> => ({ persona: null, request });
/** A token signed with another key: a call that takes an optional login must refuse it. */
const FORGED_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIyIn0.forged-signature-forged-signature-xx';
const forged = (request: Example): Omit<ErrorCase, 'name' | 'http' | 'code'> => ({
  persona: null,
  forgedToken: true,
  request,
});
const data = (payload: Record<string, unknown>) => async (ctx: Context) => ({
  query: { data: await ctx.encrypt(payload) },
});
const bodyData = (payload: Record<string, unknown>) => async (ctx: Context) => ({
  body: { data: await ctx.encrypt(payload) },
});
const PURCHASE = { name: '张三', phone: '13812345678', price: '5000', content: '想收藏这件作品' };
const NOT_FOUND = { http: 200, code: -1 };
const LOGIN = { http: 401, code: 401 };
const BAD = { http: 400, code: 400 };
const FORBIDDEN = { http: 403, code: 403 };
const CONFLICT = { http: 409, code: 409 };
const TOO_LARGE = { http: 413, code: 413 };

/** One entry per call id of contract/calls.ts, naming the seed's records through fixtures.ts. */
const ENTRIES: Record<string, Entry> = {
  'goods.helpConfig': {
    ok: () => ({}),
    check: onMock((d) => expect(d.list.length).toBeGreaterThanOrEqual(5)),
    errors: [],
  },
  'common.encrypt': {
    ok: () => ({ body: { serial_number: code('WC202600001') } }),
    errors: [{ name: 'no accepted shape', ...BAD, request: () => ({ body: { colour: 'blue' } }) }],
  },
  'goods.info': {
    ok: data({ serial_number: code('WC202600001') }),
    check: (d) => expect(d).toMatchObject({ id: g(1), serial_number: code('WC202600001') }),
    errors: [
      { name: 'unknown code', ...NOT_FOUND, request: data({ serial_number: code('WC299999999') }) },
      { name: 'garbled data', ...BAD, request: () => ({ query: { data: 'garbage' } }) },
      { name: 'forged token', ...LOGIN, ...forged(data({ serial_number: code('WC202600001') })) },
    ],
  },
  'goodsder.info': {
    ok: () => ({ query: { serial_number: code('DV0001') } }),
    check: (d) => expect(d.serial_number).toBe(code('DV0001')),
    errors: [
      { name: 'unknown code', ...NOT_FOUND, request: () => ({ query: { serial_number: code('DV9999') } }) },
      { name: 'neither code nor hash', ...BAD, request: () => ({ query: {} }) },
    ],
  },
  'goods.checkType': {
    ok: data({ serial_number: code('WC202600001') }),
    check: (d, answer) => {
      expect(d).toMatchObject({ type: 'goods', id: g(1) });
      expect((answer.body as { msg: string }).msg).toBe('goods');
    },
    errors: [
      { name: 'unknown code', ...NOT_FOUND, request: data({ serial_number: code('WC299999999') }) },
      { name: 'garbled data', ...BAD, request: () => ({ query: { data: 'garbage' } }) },
    ],
  },
  'auth.wechatConfig': {
    ok: () => ({ body: { url: 'https://example.com/detail/1?status=1#top', jsApiList: ['scanQRCode'] } }),
    check: (d) => expect(JSON.parse(d.data)).toMatchObject({ jsApiList: ['scanQRCode'] }),
    errors: [{ name: 'not an http url', ...BAD, request: () => ({ body: { url: 'javascript:alert(1)' } }) }],
  },
  'auth.nt': {
    mockOnly: PERSONA_CODES,
    ok: () => ({ query: { code: 'demo-master' } }),
    check: (d, answer) => {
      expect(d.user.artist_id).toBe(a(101));
      expect((answer.body as { msg: string }).msg).toBe('success');
    },
    errors: [
      {
        name: 'a phone is needed',
        ...NOT_FOUND,
        mockOnly: PERSONA_CODES,
        request: () => ({ query: { code: 'demo-newphone' } }),
      },
      {
        name: "unknown code: 'please authorise login'",
        ...NOT_FOUND,
        request: () => ({ query: { code: 'no-such-code' } }),
        check: (msg) => expect(loginStepOf({ code: -1, msg })).toBe('authorise'),
      },
      {
        name: 'wrong phone',
        ...BAD,
        mockOnly: PERSONA_CODES,
        request: () => ({ query: { code: 'demo-newphone', phone: '123', phone_code: '123456' } }),
      },
    ],
  },
  'auth.me': {
    ok: () => ({}),
    check: (d) => expect(d.artist_id).toBe(a(101)),
    errors: [{ name: 'no token', ...LOGIN, ...noToken(() => ({})) }],
  },
  'auth.login': {
    mockOnly: 'the mock shows its persona page; the real login redirects to the messaging app',
    ok: () => ({ query: { url: '/home' } }),
    errors: [{ name: 'javascript: url', ...BAD, request: () => ({ query: { url: 'javascript:alert(1)' } }) }],
  },
  'auth.urlScheme': {
    ok: () => ({ body: {} }),
    errors: [{ name: 'overlong path', ...BAD, request: () => ({ body: { path: 'p'.repeat(300) } }) }],
  },
  'goods.share': {
    writes: true,
    ok: () => ({ path: `/api/goods/share/${g(1)}` }),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ path: `/api/goods/share/${UNKNOWN_ID}` }) },
      { name: 'not an id', ...BAD, request: () => ({ path: '/api/goods/share/abc' }) },
      { name: 'forged token', ...LOGIN, ...forged(() => ({ path: `/api/goods/share/${g(1)}` })) },
    ],
  },
  'news.list': {
    ok: () => ({ path: `/api/news/list/${a(101)}` }),
    check: onMock((d) => expect(d.list).toHaveLength(3)),
    errors: [{ name: 'not an id', ...BAD, request: () => ({ path: '/api/news/list/abc' }) }],
  },
  'goods.recommend': {
    ok: data({ artist_id: a(101), count: 4, page: 1 }),
    check: (d) => expect(d).toMatchObject({ hasMorePages: true, page: 1 }),
    errors: [{ name: 'garbled data', ...BAD, request: () => ({ query: { data: 'garbage' } }) }],
  },
  'goods.audioStatus': {
    ok: bodyData({ goods_id: g(1) }),
    check: (d) => expect(d.audio_status).toBe(2),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: bodyData({ goods_id: UNKNOWN_ID }) },
      { name: 'garbled data', ...BAD, request: () => ({ body: { data: 'garbage' } }) },
      { name: 'forged token', ...LOGIN, ...forged(bodyData({ goods_id: g(1) })) },
    ],
  },
  'artist.followStatus': {
    ok: () => ({ body: { artist_id: a(101) } }),
    check: (d) => expect(d.follow_status).toBe(0),
    errors: [
      { name: 'unknown master', ...NOT_FOUND, request: () => ({ body: { artist_id: UNKNOWN_ID } }) },
      { name: 'not an id', ...BAD, request: () => ({ body: { artist_id: 'abc' } }) },
      { name: 'forged token', ...LOGIN, ...forged(() => ({ body: { artist_id: a(101) } })) },
    ],
  },
  'artist.editFollow': {
    writes: true,
    ok: () => ({ body: { artist_id: a(104) } }),
    undo: () => ({ body: { artist_id: a(104) } }),
    errors: [
      { name: 'unknown master', ...NOT_FOUND, request: () => ({ body: { artist_id: UNKNOWN_ID } }) },
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { artist_id: a(104) } })) },
      { name: "one's own identity", ...FORBIDDEN, request: () => ({ body: { artist_id: a(101) } }) },
      { name: 'not an id', ...BAD, request: () => ({ body: { artist_id: [a(101)] } }) },
    ],
  },
  'collection.applyBuyStatus': {
    ok: () => ({ body: { goods_id: g(1) } }),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID } }) },
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { goods_id: g(1) } })) },
      { name: 'no goods_id', ...BAD, request: () => ({ body: {} }) },
    ],
  },
  'collection.applyBuy': {
    writes: true,
    ok: () => ({ body: { goods_id: g(5), ...PURCHASE } }),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID, ...PURCHASE } }) },
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { goods_id: g(5), ...PURCHASE } })) },
      // (treasure 1, by someone else than its author: the success above already sent one for
      // treasure 5, and a repeat is refused first)
      {
        name: 'name missing',
        ...BAD,
        persona: 'demo-visitor',
        request: () => ({ body: { goods_id: g(1), ...PURCHASE, name: '' } }),
      },
      { name: 'not for sale', ...FORBIDDEN, request: () => ({ body: { goods_id: g(2), ...PURCHASE } }) },
      { name: 'own treasure', ...FORBIDDEN, request: () => ({ body: { goods_id: g(1), ...PURCHASE } }) },
      {
        name: 'a second request',
        ...CONFLICT,
        before: () => ({ body: { goods_id: g(6), ...PURCHASE } }),
        request: () => ({ body: { goods_id: g(6), ...PURCHASE } }),
      },
    ],
  },
  'goods.applyBuyId': {
    ok: () => ({ query: { goods_id: '1' } }),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ query: { goods_id: String(UNKNOWN_ID) } }) },
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: { goods_id: '1' } })) },
      { name: 'not an id', ...BAD, request: () => ({ query: { goods_id: '0' } }) },
    ],
  },
  'audio.pricing': {
    ok: () => ({ body: { goods_id: g(1), artist_type: 1 } }),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID, artist_type: 1 } }) },
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { goods_id: g(1), artist_type: 1 } })) },
      { name: 'not the owner', ...FORBIDDEN, request: () => ({ body: { goods_id: g(3), artist_type: 2 } }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ body: { goods_id: g(1), artist_type: 3 } }) },
    ],
  },
  'audio.payByCount': {
    persona: 'demo-collector',
    writes: true,
    ok: () => ({ body: { goods_id: g(3), artist_type: 2 } }),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID, artist_type: 2 } }) },
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { goods_id: g(3), artist_type: 2 } })) },
      {
        name: 'not the owner',
        ...FORBIDDEN,
        persona: TOKEN_PERSONA,
        request: () => ({ body: { goods_id: g(3), artist_type: 2 } }),
      },
      // treasure 1's voice is already in effect: refused before anything is spent
      {
        name: 'already activated',
        ...CONFLICT,
        persona: TOKEN_PERSONA,
        request: () => ({ body: { goods_id: g(1), artist_type: 1 } }),
      },
      { name: 'no goods_id', ...BAD, request: () => ({ body: { artist_type: 2 } }) },
    ],
  },
  'order.payAudioLogs': {
    writes: true,
    ok: () => ({ body: { goods_id: g(2), type_id: 1 } }),
    check: (d) => expect(d.pay.package).toContain(d.order_no),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID, type_id: 1 } }) },
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { goods_id: g(2), type_id: 1 } })) },
      { name: 'not the owner', ...FORBIDDEN, request: () => ({ body: { goods_id: g(3), type_id: 1 } }) },
      { name: 'already activated', ...CONFLICT, request: () => ({ body: { goods_id: g(1), type_id: 1 } }) },
      { name: 'no type_id', ...BAD, request: () => ({ body: { goods_id: g(2) } }) },
    ],
  },
  'goods.like': {
    writes: true,
    ok: bodyData({ goods_id: g(20), type: 1 }),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: bodyData({ goods_id: UNKNOWN_ID, type: 1 }) },
      { name: 'garbled data', ...BAD, request: () => ({ body: { data: 'garbage' } }) },
      { name: 'no token', ...LOGIN, ...noToken(bodyData({ goods_id: g(21), type: 1 })) },
      {
        name: 'liked before',
        ...CONFLICT,
        before: bodyData({ goods_id: g(21), type: 1 }),
        request: bodyData({ goods_id: g(21), type: 1 }),
      },
    ],
  },
  'goods.editSave': {
    writes: true,
    ok: () => ({ body: { goods_id: g(7) } }),
    undo: () => ({ body: { goods_id: g(7) } }),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID } }) },
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { goods_id: g(7) } })) },
      { name: 'not an id', ...BAD, request: () => ({ body: { goods_id: 'seven' } }) },
    ],
  },
  'auth.artistList': {
    persona: 'demo-assistant',
    ok: () => ({ body: { type: 1 } }),
    check: (d) => expect(d.list.map((m: { artist_id: number }) => m.artist_id).sort()).toEqual([a(101), a(104)].sort()),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { type: 1 } })) },
      { name: 'unknown type', ...BAD, request: () => ({ body: { type: 2 } }) },
    ],
  },
  'auth.chooseArtist': {
    persona: 'demo-assistant',
    writes: true,
    ok: async (ctx) => ({ body: await choice(ctx, a(104)) }),
    undo: async (ctx) => ({ body: await choice(ctx, a(101)) }),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { type: 1, artist_user_id: 1, artist_id: a(104) } })) },
      // a master who is nobody's assistant
      {
        name: 'not their assistant',
        ...FORBIDDEN,
        persona: TOKEN_PERSONA,
        request: () => ({ body: { type: 1, artist_user_id: 1, artist_id: a(104) } }),
      },
      { name: 'no artist_id', ...BAD, request: () => ({ body: { type: 1, artist_user_id: 1 } }) },
    ],
  },
  'auth.publicNotice': {
    ok: () => ({ query: { app_type: '1' } }),
    check: (d) => expect(d).toHaveProperty('content'),
    errors: [{ name: 'no app_type', ...BAD, request: () => ({ query: {} }) }],
  },
  'artist.search': {
    ok: () => ({ query: { name: code('李明') } }),
    check: onMock((d) => expect(d.list.map((m: { id: number }) => m.id)).toEqual([a(101), a(106)])),
    errors: [{ name: 'name under 2 characters', ...BAD, request: () => ({ query: { name: '李' } }) }],
  },
  'artist.info': {
    ok: () => ({ path: `/api/artist/info/${a(101)}` }),
    check: (d) => expect(d).toMatchObject({ artist: { id: a(101) } }),
    errors: [
      { name: 'not an id', ...BAD, request: () => ({ path: '/api/artist/info/abc' }) },
      { name: 'unknown master', ...NOT_FOUND, request: () => ({ path: `/api/artist/info/${UNKNOWN_ID}` }) },
    ],
  },
  // treasure satellite pages (contract/calls/treasure-pages.ts)
  'goods.summary': {
    ok: () => ({ path: `/api/goods/summary/${g(1)}` }),
    check: (d) => expect(d).toMatchObject({ id: g(1), serial_number: code('WC202600001'), is_rare: 1 }),
    errors: [
      { name: 'not published', ...NOT_FOUND, request: () => ({ path: `/api/goods/summary/${g(9)}` }) },
      { name: 'not an id', ...BAD, request: () => ({ path: '/api/goods/summary/abc' }) },
    ],
  },
  'goods.transferRecords': {
    ok: () => ({ path: `/api/goods/transferRecords/${g(1)}` }),
    check: onMock((d) => expect(d.total).toBe(3)),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ path: `/api/goods/transferRecords/${UNKNOWN_ID}` }) },
      { name: 'not an id', ...BAD, request: () => ({ path: `/api/goods/transferRecords/${g(0)}` }) },
    ],
  },
  'goods.valuations': {
    ok: () => ({ path: `/api/goods/valuations/${g(1)}` }),
    check: onMock((d) => expect(d).toMatchObject({ current: 1280000 })),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ path: `/api/goods/valuations/${UNKNOWN_ID}` }) },
      { name: 'not an id', ...BAD, request: () => ({ path: '/api/goods/valuations/abc' }) },
    ],
  },
  'report.submit': {
    writes: true,
    ok: () => ({ body: { goods_id: g(1), reason: 'infringement', content: '疑似仿冒他人作品' } }),
    errors: [
      {
        name: 'unknown treasure',
        ...NOT_FOUND,
        request: () => ({ body: { goods_id: UNKNOWN_ID, reason: 'other', content: '问题' } }),
      },
      {
        name: 'no token',
        ...LOGIN,
        ...noToken(() => ({ body: { goods_id: g(5), reason: 'other', content: '问题' } })),
      },
      { name: 'no reason', ...BAD, request: () => ({ body: { goods_id: g(5), content: '问题' } }) },
      {
        name: 'a second report',
        ...CONFLICT,
        before: () => ({ body: { goods_id: g(6), reason: 'other', content: '问题' } }),
        request: () => ({ body: { goods_id: g(6), reason: 'other', content: '问题' } }),
      },
    ],
  },
  'report.violation': {
    writes: true,
    ok: () => ({ body: { goods_id: g(1), reason: 'fraud', content: '宣传内容涉嫌虚假' } }),
    errors: [
      {
        name: 'unknown treasure',
        ...NOT_FOUND,
        request: () => ({ body: { goods_id: UNKNOWN_ID, reason: 'other', content: '问题' } }),
      },
      {
        name: 'no token',
        ...LOGIN,
        ...noToken(() => ({ body: { goods_id: g(5), reason: 'other', content: '问题' } })),
      },
      {
        name: 'description over 200',
        ...BAD,
        request: () => ({ body: { goods_id: g(5), reason: 'other', content: '长'.repeat(201) } }),
      },
      {
        name: 'a second report',
        ...CONFLICT,
        before: () => ({ body: { goods_id: g(6), reason: 'other', content: '问题' } }),
        request: () => ({ body: { goods_id: g(6), reason: 'other', content: '问题' } }),
      },
    ],
  },
  'goods.detailUpload': {
    writes: true,
    ok: async (ctx) => ({ body: { goods_id: g(1), pictures: [await uploaded(ctx)], note: '底款细节' } }),
    check: (d) => expect(d.status).toBe(1),
    errors: [
      {
        name: 'unknown treasure',
        ...NOT_FOUND,
        request: async (ctx) => ({ body: { goods_id: UNKNOWN_ID, pictures: [await uploaded(ctx)] } }),
      },
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { goods_id: g(7), pictures: [] } })) },
      { name: 'no picture', ...BAD, request: () => ({ body: { goods_id: g(785), pictures: [] } }) },
      { name: 'not the owner', ...FORBIDDEN, request: () => ({ body: { goods_id: g(3), pictures: [] } }) },
      {
        name: 'one under review',
        ...CONFLICT,
        before: async (ctx) => ({ body: { goods_id: g(2), pictures: [await uploaded(ctx)] } }),
        request: async (ctx) => ({ body: { goods_id: g(2), pictures: [await uploaded(ctx)] } }),
      },
    ],
  },
  'goods.detailUploadStatus': {
    ok: () => ({ path: `/api/goods/detailUpload/${g(1)}` }),
    check: (d) => expect(d.approved.length).toBeGreaterThan(0),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ path: `/api/goods/detailUpload/${UNKNOWN_ID}` }) },
      { name: 'no token', ...LOGIN, ...noToken(() => ({ path: `/api/goods/detailUpload/${g(1)}` })) },
      { name: 'not the owner', ...FORBIDDEN, request: () => ({ path: `/api/goods/detailUpload/${g(3)}` }) },
      { name: 'not an id', ...BAD, request: () => ({ path: '/api/goods/detailUpload/abc' }) },
    ],
  },
  'collection.applyBuyInfo': {
    ok: () => ({ path: `/api/collection/applyBuyInfo/${g(1)}` }),
    errors: [
      {
        name: 'unknown treasure',
        ...NOT_FOUND,
        request: () => ({ path: `/api/collection/applyBuyInfo/${UNKNOWN_ID}` }),
      },
      { name: 'no token', ...LOGIN, ...noToken(() => ({ path: `/api/collection/applyBuyInfo/${g(1)}` })) },
      { name: 'not an id', ...BAD, request: () => ({ path: '/api/collection/applyBuyInfo/abc' }) },
    ],
  },
  'goodsder.detail': {
    ok: () => ({ path: `/api/goodsder/detail/${dv(1)}` }),
    check: (d) => expect(d).toMatchObject({ serial_number: code('DV0001'), goods_id: g(1) }),
    errors: [
      { name: 'unknown item', ...NOT_FOUND, request: () => ({ path: `/api/goodsder/detail/${UNKNOWN_ID}` }) },
      { name: 'not an id', ...BAD, request: () => ({ path: '/api/goodsder/detail/abc' }) },
    ],
  },
  'upload.image': {
    writes: true,
    ok: () => ({ multipart: picture('image', PNG) }),
    check: (d) => expect(d).toMatchObject({ kind: 'image', bytes: PNG.length }),
    errors: [
      {
        name: 'not a picture',
        ...BAD,
        request: () => ({ multipart: picture('image', Buffer.from('<svg onload=alert(1)>')) }),
      },
      { name: 'no token', ...LOGIN, ...noToken(() => ({ multipart: picture('image', PNG) })) },
      {
        name: 'seal over 3M',
        ...TOO_LARGE,
        request: () => ({ multipart: picture('seal', Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)])) }),
      },
    ],
  },
  // master, collector and institution tools (contract/calls/master-*.ts)
  'owner.profile': {
    ok: () => ({ query: { artist_type: '1' } }),
    check: (d) => expect(d).toMatchObject({ id: a(101), artist_type: 1 }),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: { artist_type: '1' } })) },
      {
        name: 'not an author',
        ...FORBIDDEN,
        persona: 'demo-visitor',
        request: () => ({ query: { artist_type: '1' } }),
      },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'owner.editProfile': {
    writes: true,
    // sends the profile back as it is
    ok: async (ctx) => {
      const p = (
        (await ctx.send({ method: 'GET', path: '/api/artist/profile', query: { artist_type: '1' } })).body as {
          // biome-ignore lint/suspicious/noExplicitAny: the profile is sent back as it came
          data: any;
        }
      ).data;
      return {
        body: {
          ...p,
          artist_type: 1,
          gender: p.gender === null ? '' : String(p.gender),
          birthday: p.birthday ?? '',
          certificates: p.certificate_info,
        },
      };
    },
    check: (d) => expect(d.id).toBe(a(101)),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { artist_type: 1, name: '李明远' } })) },
      {
        name: 'not an author',
        ...FORBIDDEN,
        persona: 'demo-visitor',
        request: () => ({ body: { artist_type: 1, name: '周小舟' } }),
      },
      { name: 'no name', ...BAD, request: () => ({ body: { artist_type: 1, name: '' } }) },
    ],
  },
  'owner.signature': {
    ok: () => ({ query: { artist_type: '1' } }),
    check: (d) => expect(d.sign_password).toBe(true),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'an assistant', ...FORBIDDEN, persona: 'demo-assistant', request: () => ({ query: {} }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'owner.saveSignature': {
    writes: true,
    // sends the master's own seal back, so that even a run with CONTRACT_WRITE=1 changes nothing real
    ok: async (ctx) => {
      const state = (await ctx.send({ method: 'GET', path: '/api/artist/signature', query: { artist_type: '1' } }))
        .body as { data: { sign: string | null } };
      return { body: { artist_type: 1, sign: state.data.sign ?? '' } };
    },
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { sign: '/media/seals/a101.svg' } })) },
      {
        name: 'an assistant',
        ...FORBIDDEN,
        persona: 'demo-assistant',
        request: () => ({ body: { sign: '/media/seals/a101.svg' } }),
      },
      {
        name: 'password under 6',
        ...BAD,
        request: () => ({ body: { password: '123', password_confirm: '123', old_password: '123456' } }),
      },
    ],
  },
  'owner.authorisations': {
    ok: () => ({ query: { artist_type: '1' } }),
    check: onMock((d) => expect(d.list.length).toBeGreaterThanOrEqual(3)),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'an assistant', ...FORBIDDEN, persona: 'demo-assistant', request: () => ({ query: {} }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'owner.authorisation': {
    ok: () => ({ path: `/api/artist/authorisation/${auth(1)}` }),
    check: (d) => expect(d).toMatchObject({ id: auth(1), status: 1 }),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ path: `/api/artist/authorisation/${auth(1)}` })) },
      {
        name: 'an assistant',
        ...FORBIDDEN,
        persona: 'demo-assistant',
        request: () => ({ path: `/api/artist/authorisation/${auth(1)}` }),
      },
      { name: 'another master’s', ...NOT_FOUND, request: () => ({ path: `/api/artist/authorisation/${auth(4)}` }) },
      { name: 'not an id', ...BAD, request: () => ({ path: '/api/artist/authorisation/abc' }) },
    ],
  },
  'owner.authorise': {
    writes: true,
    ok: () => ({ body: { artist_type: 1, name: '合同测试', phone: '13500001234' } }),
    check: (d) => expect(d.status).toBe(0),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { name: '张三', phone: '13500004321' } })) },
      {
        name: 'an assistant',
        ...FORBIDDEN,
        persona: 'demo-assistant',
        request: () => ({ body: { name: '张三', phone: '13500004321' } }),
      },
      { name: 'bad phone', ...BAD, request: () => ({ body: { name: '张三', phone: '123' } }) },
      {
        name: 'phone already authorised',
        ...CONFLICT,
        before: () => ({ body: { name: '李四', phone: '13500005678' } }),
        request: () => ({ body: { name: '李四', phone: '13500005678' } }),
      },
    ],
  },
  'owner.revokeAuthorisation': {
    writes: true,
    ok: () => ({ body: { artist_type: 1, id: auth(2) } }),
    check: (d) => expect(d.status).toBe(2),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { id: auth(2) } })) },
      { name: 'an assistant', ...FORBIDDEN, persona: 'demo-assistant', request: () => ({ body: { id: auth(2) } }) },
      { name: 'unknown authorisation', ...NOT_FOUND, request: () => ({ body: { id: UNKNOWN_ID } }) },
      { name: 'already revoked', ...CONFLICT, request: () => ({ body: { id: auth(3) } }) },
      { name: 'not an id', ...BAD, request: () => ({ body: { id: 'x' } }) },
    ],
  },
  'works.list': {
    ok: () => ({ query: { artist_type: '1' } }),
    check: (d) => expect(d.can_compete).toBe(true),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ query: {} }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'works.save': {
    writes: true,
    ok: () => ({ body: { artist_type: 1, name: '合同测试作品' } }),
    check: (d) => expect(d.status).toBe(0),
    undo: async (ctx) => {
      const list = (
        (await ctx.send({ method: 'GET', path: '/api/works/list', query: {} })).body as {
          data: { list: { id: number; name: string }[] };
        }
      ).data.list;
      return { path: '/api/works/delete', body: { id: list.find((w) => w.name === '合同测试作品')?.id } };
    },
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { name: '作品' } })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ body: { name: '作品' } }) },
      { name: 'no name', ...BAD, request: () => ({ body: { name: '' } }) },
      { name: 'unknown work', ...NOT_FOUND, request: () => ({ body: { id: UNKNOWN_ID, name: '作品' } }) },
      { name: 'under review', ...CONFLICT, request: () => ({ body: { id: work(2), name: '作品' } }) },
    ],
  },
  'works.delete': {
    writes: true,
    ok: async (ctx) => {
      const saved = (await ctx.send({ method: 'POST', path: '/api/works/save', body: { name: '待删除的草稿' } }))
        .body as { data: { id: number } };
      return { body: { artist_type: 1, id: saved.data.id } };
    },
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { id: work(1) } })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ body: { id: work(1) } }) },
      { name: 'unknown work', ...NOT_FOUND, request: () => ({ body: { id: UNKNOWN_ID } }) },
      { name: 'under review', ...CONFLICT, request: () => ({ body: { id: work(2) } }) },
      { name: 'not an id', ...BAD, request: () => ({ body: { id: 'x' } }) },
    ],
  },
  'owner.treasures': {
    ok: () => ({ query: { artist_type: '1' } }),
    check: (d) => expect(d).toMatchObject({ artist_id: a(101), recommended_max: 4 }),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ query: {} }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'owner.setRecommended': {
    writes: true,
    // treasure 7 is in 101's collection already: it stays
    ok: () => ({ body: { artist_type: 1, goods_id: g(7), recommended: 1 } }),
    check: (d) => expect(d.recommended).toContain(g(7)),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { goods_id: g(7), recommended: 1 } })) },
      { name: 'not the owner', ...FORBIDDEN, request: () => ({ body: { goods_id: g(3), recommended: 1 } }) },
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID, recommended: 1 } }) },
      {
        name: 'a fifth one',
        ...CONFLICT,
        before: () => ({ body: { goods_id: g(8), recommended: 1 } }),
        request: () => ({ body: { goods_id: g(10), recommended: 1 } }),
      },
      { name: 'not a flag', ...BAD, request: () => ({ body: { goods_id: g(7), recommended: 'yes' } }) },
    ],
  },
  'owner.setForSale': {
    writes: true,
    ok: () => ({ body: { artist_type: 1, goods_id: g(12), is_can_buy: 1 } }),
    check: (d) => expect(d).toEqual({ goods_id: g(12), is_can_buy: 1 }),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { goods_id: g(12), is_can_buy: 1 } })) },
      { name: 'not the owner', ...FORBIDDEN, request: () => ({ body: { goods_id: g(3), is_can_buy: 1 } }) },
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID, is_can_buy: 1 } }) },
      { name: 'not a flag', ...BAD, request: () => ({ body: { goods_id: g(12), is_can_buy: 'yes' } }) },
    ],
  },
  'news.mine': {
    ok: () => ({ query: { artist_type: '1' } }),
    check: (d) => expect(d.artist_id).toBe(a(101)),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ query: {} }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'news.save': {
    writes: true,
    ok: () => ({
      body: {
        artist_type: 1,
        title: '合同测试新闻',
        title_intl: 'Contract test news',
        url: 'https://news.example.cn/contract',
      },
    }),
    check: (d) => expect(d.title).toBe('合同测试新闻'),
    undo: async (ctx) => {
      const list = (
        (await ctx.send({ method: 'GET', path: '/api/news/mine', query: {} })).body as {
          data: { list: { id: number; title: string }[] };
        }
      ).data.list;
      return { path: '/api/news/delete', body: { id: list.find((n) => n.title === '合同测试新闻')?.id } };
    },
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { title: '新闻', url: 'https://a.example.cn/' } })) },
      {
        name: 'not an author',
        ...FORBIDDEN,
        persona: 'demo-visitor',
        request: () => ({ body: { title: '新闻', url: 'https://a.example.cn/' } }),
      },
      { name: 'not a web link', ...BAD, request: () => ({ body: { title: '新闻', url: 'javascript:alert(1)' } }) },
      {
        name: 'unknown news item',
        ...NOT_FOUND,
        request: () => ({ body: { id: UNKNOWN_ID, title: '新闻', url: 'https://a.example.cn/' } }),
      },
    ],
  },
  'news.delete': {
    writes: true,
    ok: async (ctx) => {
      const saved = (
        await ctx.send({
          method: 'POST',
          path: '/api/news/save',
          body: { title: '待删除', url: 'https://news.example.cn/x' },
        })
      ).body as { data: { id: number } };
      return { body: { artist_type: 1, id: saved.data.id } };
    },
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { id: news(1) } })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ body: { id: news(1) } }) },
      { name: 'another master’s item', ...NOT_FOUND, request: () => ({ body: { id: news(4) } }) },
      { name: 'not an id', ...BAD, request: () => ({ body: { id: 'x' } }) },
    ],
  },
  'threeD.list': {
    ok: () => ({ query: { artist_type: '1' } }),
    check: onMock((d) => expect(d.list.length).toBeGreaterThanOrEqual(3)),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ query: {} }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'threeD.apply': {
    writes: true,
    ok: () => ({ body: { artist_type: 1, goods_id: g(12), contact: '13907980101', note: '合同测试' } }),
    check: (d) => expect(d).toMatchObject({ goods_id: g(12), status: 1 }),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { goods_id: g(11), contact: '13907980101' } })) },
      { name: 'not the owner', ...FORBIDDEN, request: () => ({ body: { goods_id: g(3), contact: '13907980101' } }) },
      {
        name: 'unknown treasure',
        ...NOT_FOUND,
        request: () => ({ body: { goods_id: UNKNOWN_ID, contact: '13907980101' } }),
      },
      { name: 'bad contact', ...BAD, request: () => ({ body: { goods_id: g(11), contact: '123' } }) },
      { name: 'already 3D', ...CONFLICT, request: () => ({ body: { goods_id: g(1), contact: '13907980101' } }) },
    ],
  },
  'stats.overview': {
    persona: 'demo-salesman',
    ok: () => ({ query: { scope: 'mine', days: '30' } }),
    check: (d) => expect(d.series).toHaveLength(30),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'not bound to a salesman', ...FORBIDDEN, persona: TOKEN_PERSONA, request: () => ({ query: {} }) },
      { name: 'an unknown period', ...BAD, request: () => ({ query: { days: '12' } }) },
    ],
  },
  'role.application': {
    ok: () => ({ query: { role: 'institution' } }),
    check: (d) => expect(d.refusal).toBeTruthy(),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: { role: 'master' } })) },
      { name: 'unknown role', ...BAD, request: () => ({ query: { role: 'king' } }) },
    ],
  },
  'role.apply': {
    persona: 'demo-visitor',
    writes: true,
    ok: () => ({ body: { role: 'collector', name: '周小舟', phone: '13812340001', intro: '青瓷爱好者' } }),
    check: (d) => expect(d).toMatchObject({ role: 'collector', status: 1 }),
    errors: [
      {
        name: 'no token',
        ...LOGIN,
        ...noToken(() => ({ body: { role: 'master', name: '张三', phone: '13812345678' } })),
      },
      { name: 'bad phone', ...BAD, request: () => ({ body: { role: 'institution', name: '张三', phone: '1' } }) },
      {
        name: 'a master as an institution',
        ...FORBIDDEN,
        persona: TOKEN_PERSONA,
        request: () => ({ body: { role: 'institution', name: '李明远', phone: '13907980101' } }),
      },
      {
        name: 'already a master',
        ...CONFLICT,
        persona: TOKEN_PERSONA,
        request: () => ({ body: { role: 'master', name: '李明远', phone: '13907980101' } }),
      },
    ],
  },
  'salesman.bind': {
    persona: 'demo-visitor',
    writes: true,
    ok: () => ({ body: { code: code('ZB9FN6VJ3C') } }),
    check: onMock((d) => expect(d.bindsalesman.name).toBe('王志强')),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { code: code('ZB9FN6VJ3C') } })) },
      { name: 'no code', ...BAD, request: () => ({ body: { code: '' } }) },
      { name: 'unknown code', ...NOT_FOUND, persona: TOKEN_PERSONA, request: () => ({ body: { code: 'NOPE01' } }) },
      {
        name: 'already bound',
        ...CONFLICT,
        persona: 'demo-salesman',
        request: () => ({ body: { code: code('ZB7K3QM9XD') } }),
      },
    ],
  },
};

/** The smallest PNG (a 1x1 transparent pixel). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
function picture(kind: string, content: Buffer): Request['multipart'] {
  return { fields: { kind }, file: { field: 'file', name: 'picture.png', type: 'image/png', content } };
}

/** A picture stored by upload/image, for the calls that take uploaded pictures. */
async function uploaded(ctx: Context): Promise<string> {
  const answer = await ctx.send({ method: 'POST', path: '/api/upload/image', multipart: picture('image', PNG) });
  const url = (answer.body as { data?: { url?: string } } | undefined)?.data?.url;
  if (!url) throw new Error(`upload/image refused the picture: ${answer.text}`);
  return url;
}

/** chooseArtist's body for one of the masters getArtistList lists. */
async function choice(ctx: Context, artistId: number) {
  const answer = await ctx.send({ method: 'POST', path: '/api/auth/getArtistList', body: { type: 1 } });
  const list = (answer.body as { data: { list: { artist_id: number; artist_user: { id: number } }[] } }).data.list;
  const master = list.find((m) => m.artist_id === artistId);
  if (!master) throw new Error(`getArtistList does not list master ${artistId}`);
  return { type: 1, artist_user_id: master.artist_user.id, artist_id: artistId };
}

let target: Target;
beforeAll(
  async () => {
    if (settings.base && settings.waitSeconds > 0) await waitForBase(settings.base, settings.waitSeconds);
    target = await openTarget();
  },
  (settings.waitSeconds + 30) * 1000,
);
afterAll(() => target?.close());

// `UPDATE_OPENAPI_EXAMPLES=1 npx vitest run tests/contract/contract.test.ts` rewrites the
// document's examples (contract/openapi-examples.json) from the success cases' answers of the
// seed; tests/contract/openapi.test.ts checks that each still fits the document.
const recordExamples = process.env.UPDATE_OPENAPI_EXAMPLES === '1' && !settings.base;
const examples: Record<string, OperationExample> = {};
afterAll(() => {
  if (!recordExamples) return;
  const sorted = Object.fromEntries(Object.entries(examples).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync('contract/openapi-examples.json', `${JSON.stringify(sorted, null, 2)}\n`);
});

// CONTRACT_RECORD=<file> keeps what each case got back, for the drift report (drift.ts).
const recording: Recording = { base: settings.base ?? 'in-process mock', cases: [] };
afterAll(() => {
  if (process.env.CONTRACT_RECORD)
    writeFileSync(process.env.CONTRACT_RECORD, `${JSON.stringify(recording, null, 1)}\n`);
});
function record(call: CallDef, name: string, answer: Answer) {
  const body = answer.body as { code?: number } | undefined;
  recording.cases.push({
    call: call.id,
    case: name,
    method: call.method,
    path: `/api${call.path}`,
    status: answer.status,
    code: body?.code,
    shape: shapeOf(answer.body ?? null),
  });
}

/** The success case's request and answer, kept as the operation's example. */
function keepExample(call: CallDef) {
  const sent = target.journal.at(-1);
  if (!recordExamples || !sent?.answer || call.produces) return;
  const encrypted = target.journal.findLast((e) => e.request.path === '/api/common/encrypt');
  examples[call.id] = exampleOf(sent.request, sent.answer, call.encrypted ? encrypted?.request.body : undefined);
}

const urlPath = (call: CallDef, shape: Shape) => shape.path ?? `/api${call.path}`;

/** Why a case cannot run against this target, or null (the in-process mock runs every case). */
function skipReason(
  call: CallDef,
  options: { writes: boolean; persona: string | null; mockOnly?: string },
): string | null {
  if (!settings.base) return null;
  if (options.mockOnly) return `only on the mock: ${options.mockOnly}`;
  if (call.provisional && !settings.provisional) return 'provisional call (set CONTRACT_PROVISIONAL=1 to include it)';
  if ((options.writes || call.writes) && !settings.write) {
    return 'can write (a success, or a refusal that fails, changes data); set CONTRACT_WRITE=1 to include it';
  }
  if (options.persona !== null && !settings.tokens[options.persona]) {
    return `runs as ${options.persona}: set ${tokenVariable(options.persona)} (or CONTRACT_TOKENS)`;
  }
  return null;
}

async function run(call: CallDef, example: Example, persona: string | null, forgedToken = false): Promise<Answer> {
  const token = forgedToken ? FORGED_TOKEN : persona ? await target.token(persona) : undefined;
  const as = forgedToken ? 'a forged token' : (persona ?? 'no token');
  const ctx: Context = {
    async encrypt(payload) {
      const answer = await target.send({ method: 'POST', path: '/api/common/encrypt', body: payload }, as);
      const encrypted = (answer.body as { data?: { data_encrypted?: string } } | undefined)?.data?.data_encrypted;
      if (!encrypted) throw new Error(`common/encrypt refused ${JSON.stringify(payload)}: ${answer.text}`);
      return encrypted;
    },
    send: (request) => target.send({ ...request, token }, as),
  };
  const shape = await example(ctx);
  return target.send(
    {
      method: call.method,
      path: urlPath(call, shape),
      query: shape.query,
      body: shape.body,
      multipart: shape.multipart,
      token,
    },
    as,
  );
}

const describeAnswer = (answer: Answer) => `HTTP ${answer.status} ${answer.contentType}: ${answer.text.slice(0, 500)}`;

/** Every JSON answer of the case conforms to the OpenAPI document too, not only to zod. */
function expectAnswersMatchTheDocument() {
  const problems = target.journal.flatMap(({ request, answer }) =>
    answer?.contentType.includes('json')
      ? openApiProblems(request.method, request.path, answer.status, answer.body).map(
          (problem) => `${request.method} ${request.path} → HTTP ${answer.status}: ${problem}`,
        )
      : [],
  );
  expect(problems, 'answers that the OpenAPI document does not allow').toEqual([]);
}

/** Each test prints the requests it sent (as curl commands) when it fails. */
function printRequestsOnFailure() {
  target.journal.length = 0;
  onTestFailed(() => {
    console.error(`requests of this case (${target.name}):\n${target.journal.map(describeExchange).join('\n')}`);
  });
}

describe(`contract (${settings.base ?? 'in-process mock'})`, () => {
  it('has a request for every call of contract/calls.ts, and none for calls that do not exist', () => {
    const ids = allCalls.map((call) => call.id);
    expect(
      ids.filter((id) => !ENTRIES[id]),
      'calls without an entry in tests/contract/contract.test.ts',
    ).toEqual([]);
    expect(
      Object.keys(ENTRIES).filter((id) => !ids.includes(id)),
      'entries for calls that do not exist',
    ).toEqual([]);
  });

  it('has a case for every documented error of every call', () => {
    const missing = allCalls.flatMap((call) =>
      call.errors
        .filter((error) => !ENTRIES[call.id]?.errors.some((c) => c.http === error.http && c.code === error.code))
        .map((error) => `${call.id}: HTTP ${error.http} code ${error.code} (${error.when})`),
    );
    expect(missing).toEqual([]);
  });

  for (const call of allCalls) {
    const entry = ENTRIES[call.id];
    describe(call.id, () => {
      if (!entry) {
        it('has an entry', () => {
          throw new Error(`contract call ${call.id} has no entry in ENTRIES of tests/contract/contract.test.ts`);
        });
        return;
      }
      const persona = entry.persona ?? (call.auth === 'required' ? TOKEN_PERSONA : null);
      const okSkip = skipReason(call, { writes: Boolean(entry.writes), persona, mockOnly: entry.mockOnly });
      if (okSkip) it.skip(`success: skipped, ${okSkip}`, () => {});
      else
        it(`success: ${call.method} ${call.path} answers the contract`, async () => {
          printRequestsOnFailure();
          const answer = await run(call, entry.ok, persona);
          record(call, 'success', answer);
          if (call.produces) {
            expect(answer.status, describeAnswer(answer)).toBe(200);
            expect(answer.contentType).toContain(call.produces);
            expect(answer.text).toMatch(/<html/i);
          } else {
            const checked = okEnvelope(call.data).safeParse(answer.body);
            if (!checked.success) throw new Error(`${describeAnswer(answer)}\n${checked.error.message}`);
            expect(answer.status).toBe(200);
            entry.check?.(checked.data.data, answer);
          }
          keepExample(call);
          if (entry.undo) expect((await run(call, entry.undo, persona)).status).toBe(200);
          expectAnswersMatchTheDocument();
        });

      for (const error of entry.errors) {
        const casePersona = error.persona === undefined ? persona : error.persona;
        const reason = skipReason(call, {
          writes: Boolean(error.before),
          persona: casePersona,
          mockOnly: error.mockOnly,
        });
        const title = `${error.name}: HTTP ${refusalHttpStatus(error.http, settings.refusalStyle)}, code ${error.code}`;
        if (reason) {
          it.skip(`${title}: skipped, ${reason}`, () => {});
          continue;
        }
        it(title, async () => {
          printRequestsOnFailure();
          expect(call.errors, 'the case is one of the call’s documented errors').toContainEqual(
            expect.objectContaining({ http: error.http, code: error.code }),
          );
          if (error.before) await run(call, error.before, casePersona);
          const answer = await run(call, error.request, casePersona, error.forgedToken);
          record(call, error.name, answer);
          const checked = errorEnvelope.safeParse(answer.body);
          if (!checked.success) throw new Error(`${describeAnswer(answer)}\n${checked.error.message}`);
          expect({ http: answer.status, code: checked.data.code }, describeAnswer(answer)).toEqual({
            http: refusalHttpStatus(error.http, settings.refusalStyle),
            code: error.code,
          });
          error.check?.(checked.data.msg);
          expectAnswersMatchTheDocument();
        });
      }
    });
  }
});
