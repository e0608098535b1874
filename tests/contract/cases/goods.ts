// The treasure lookups and actions (contract/calls/goods.ts, common.ts, goodsder.ts).
import { a, code, dv, g, UNKNOWN_ID } from '../fixtures.ts';
import {
  alike,
  BAD,
  bodyData,
  CONFLICT,
  data,
  type Entry,
  expect,
  FOUND_NOTHING,
  forged,
  LOGIN,
  LOGIN_NEEDED,
  NOT_FOUND,
  noToken,
  onMock,
} from './kit.ts';

export const goodsCases: Record<string, Entry> = {
  'goods.helpConfig': {
    ok: () => ({}),
    mock: onMock((d) => expect(d.list.length).toBeGreaterThanOrEqual(5)),
    errors: [],
  },
  'common.encrypt': {
    ok: () => ({ body: { serial_number: code('WC202600001') } }),
    errors: [{ name: 'no accepted shape', ...BAD, request: () => ({ body: { colour: 'blue' } }) }],
  },
  'goods.info': {
    ok: data(() => ({ serial_number: code('WC202600001') })),
    spec: (d) => expect(d).toMatchObject({ id: alike(g(1)), serial_number: code('WC202600001') }),
    alsoOk: [
      {
        name: 'by blockchain hash',
        request: data(() => ({ uuid: code('2f411ecfb0588f7fc5749070f8238caf') })),
        spec: (d) => expect(d).toMatchObject({ id: alike(g(1)), uuid: code('2f411ecfb0588f7fc5749070f8238caf') }),
      },
      {
        name: 'treasure 2',
        request: data(() => ({ serial_number: code('WC202600002') })),
        spec: (d) => expect(d).toMatchObject({ id: alike(g(2)), serial_number: code('WC202600002') }),
      },
    ],
    errors: [
      { name: 'unknown code', ...FOUND_NOTHING, request: data(() => ({ serial_number: code('WC299999999') })) },
      { name: 'garbled data', ...BAD, request: () => ({ query: { data: 'garbage' } }) },
      { name: 'forged token', ...LOGIN, ...forged(data(() => ({ serial_number: code('WC202600001') }))) },
    ],
  },
  'goodsder.info': {
    ok: () => ({ query: { serial_number: code('DV0001') } }),
    spec: (d) => expect(d.id, 'data.id').toEqual(alike(dv(1))),
    mock: (d) => expect(d.serial_number).toBe(code('DV0001')),
    alsoOk: [
      {
        name: 'by blockchain hash',
        request: () => ({ query: { uuid: code('49b9133d1d85b9785d39072bf36e9892') } }),
        spec: (d) => expect(d.id, 'data.id').toEqual(alike(dv(1))),
      },
    ],
    errors: [
      { name: 'unknown code', ...FOUND_NOTHING, request: () => ({ query: { serial_number: code('DV9999') } }) },
      { name: 'neither code nor hash', ...BAD, request: () => ({ query: {} }) },
    ],
  },
  'goods.checkType': {
    ok: data(() => ({ serial_number: code('WC202600001') })),
    situation: 'mainTreasure',
    mock: (d) => expect(d).toMatchObject({ type: 'goods', id: g(1) }),
    errors: [
      { name: 'unknown code', ...FOUND_NOTHING, request: data(() => ({ serial_number: code('WC299999999') })) },
      { name: 'garbled data', ...BAD, request: () => ({ query: { data: 'garbage' } }) },
    ],
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
  'goods.recommend': {
    ok: data(() => ({ artist_id: a(101), count: 4, page: 1 })),
    spec: (d) => expect(d.hasMorePages, 'data.hasMorePages').toEqual(alike(true)),
    mock: (d) => expect(d.page).toBe(1),
    errors: [{ name: 'garbled data', ...BAD, request: () => ({ query: { data: 'garbage' } }) }],
  },
  'goods.audioStatus': {
    ok: bodyData(() => ({ goods_id: g(1) })),
    spec: (d) => expect(d.audio_status, 'data.audio_status').toEqual(alike(2)),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: bodyData(() => ({ goods_id: UNKNOWN_ID })) },
      { name: 'garbled data', ...BAD, request: () => ({ body: { data: 'garbage' } }) },
      { name: 'forged token', ...LOGIN, ...forged(bodyData(() => ({ goods_id: g(1) }))) },
    ],
  },
  'goods.applyBuyId': {
    ok: () => ({ query: { goods_id: String(g(1)) } }),
    errors: [
      { name: 'unknown treasure', ...FOUND_NOTHING, request: () => ({ query: { goods_id: String(UNKNOWN_ID) } }) },
      // the spec says nothing of a login here: the mock asks one (the answer is the caller's own request)
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: { goods_id: String(g(1)) } })) },
      { name: 'not an id', ...BAD, request: () => ({ query: { goods_id: '0' } }) },
    ],
  },
  'goods.like': {
    writes: true,
    ok: bodyData(() => ({ goods_id: g(20), type: 1 })),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: bodyData(() => ({ goods_id: UNKNOWN_ID, type: 1 })) },
      { name: 'garbled data', ...BAD, request: () => ({ body: { data: 'garbage' } }) },
      { name: 'no token', ...LOGIN_NEEDED, ...noToken(bodyData(() => ({ goods_id: g(21), type: 1 }))) },
      {
        name: 'liked before',
        ...CONFLICT,
        before: bodyData(() => ({ goods_id: g(21), type: 1 })),
        request: bodyData(() => ({ goods_id: g(21), type: 1 })),
        situation: 'likedAgain',
      },
    ],
  },
  'goods.editSave': {
    writes: true,
    ok: () => ({ body: { goods_id: g(7) } }),
    undo: () => ({ body: { goods_id: g(7) } }),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID } }) },
      { name: 'no token', ...LOGIN_NEEDED, ...noToken(() => ({ body: { goods_id: g(7) } })) },
      { name: 'not an id', ...BAD, request: () => ({ body: { goods_id: 'seven' } }) },
    ],
  },
};
