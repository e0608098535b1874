// The treasure's satellite pages and uploads (contract/calls/treasure-pages.ts, upload.ts).
import { code, dv, g, UNKNOWN_ID } from '../fixtures.ts';
import {
  BAD,
  CONFLICT,
  type Entry,
  expect,
  FORBIDDEN,
  LOGIN,
  NOT_FOUND,
  noToken,
  onMock,
  PNG,
  picture,
  TOO_LARGE,
  uploaded,
} from './kit.ts';

export const treasurePageCases: Record<string, Entry> = {
  'goods.summary': {
    ok: () => ({ path: `/api/goods/summary/${g(1)}` }),
    mock: (d) => expect(d).toMatchObject({ id: g(1), serial_number: code('WC202600001'), is_rare: 1 }),
    // another record, so that the document's examples do not answer treasure 1 for every id
    alsoOk: [
      {
        name: 'treasure 2',
        request: () => ({ path: `/api/goods/summary/${g(2)}` }),
        mock: (d) => expect(d).toMatchObject({ id: g(2) }),
      },
    ],
    errors: [
      { name: 'not published', ...NOT_FOUND, request: () => ({ path: `/api/goods/summary/${g(9)}` }) },
      { name: 'not an id', ...BAD, request: () => ({ path: '/api/goods/summary/abc' }) },
    ],
  },
  'goods.transferRecords': {
    ok: () => ({ path: `/api/goods/transferRecords/${g(1)}` }),
    mock: onMock((d) => expect(d.total).toBe(3)),
    alsoOk: [{ name: 'treasure 2', request: () => ({ path: `/api/goods/transferRecords/${g(2)}` }) }],
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ path: `/api/goods/transferRecords/${UNKNOWN_ID}` }) },
      { name: 'not an id', ...BAD, request: () => ({ path: '/api/goods/transferRecords/0' }) },
    ],
  },
  'goods.valuations': {
    ok: () => ({ path: `/api/goods/valuations/${g(1)}` }),
    mock: onMock((d) => expect(d).toMatchObject({ current: 1280000 })),
    alsoOk: [{ name: 'treasure 2', request: () => ({ path: `/api/goods/valuations/${g(2)}` }) }],
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
    mock: (d) => expect(d.status).toBe(1),
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
    mock: (d) => expect(d.approved.length).toBeGreaterThan(0),
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
    mock: (d) => expect(d).toMatchObject({ serial_number: code('DV0001'), goods_id: g(1) }),
    errors: [
      { name: 'unknown item', ...NOT_FOUND, request: () => ({ path: `/api/goodsder/detail/${UNKNOWN_ID}` }) },
      { name: 'not an id', ...BAD, request: () => ({ path: '/api/goodsder/detail/abc' }) },
    ],
  },
  'upload.image': {
    writes: true,
    ok: () => ({ multipart: picture('image', PNG) }),
    mock: (d) => expect(d).toMatchObject({ kind: 'image', bytes: PNG.length }),
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
};
