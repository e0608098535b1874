// Bad input of every kind gets a clear 4xx: HTTP status = envelope code, a message in the
// caller's language, data null, and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { createCipher } from '../../server/services/cipher.ts';
import { CHINESE, EN, ok, refused, rows, writes } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, encrypt, loginAs } from '../support/session.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t, 'demo-visitor');
});
afterAll(() => t.close());

const VALID_PURCHASE = { goods_id: 1, name: '张三', phone: '13812345678', price: '5000', content: '想收藏' };
/** The write calls, with a valid body each (that must not be written when broken). */
const WRITES: [string, () => Promise<Record<string, unknown>>][] = [
  ['/api/goods/like', async () => ({ data: await encrypt(t, { goods_id: 1, type: 1 }) })],
  ['/api/goods/editSave', async () => ({ goods_id: 1 })],
  ['/api/artist/editFollow', async () => ({ artist_id: 101 })],
  ['/api/collection/applyBuy', async () => VALID_PURCHASE],
];

describe('broken JSON, empty and unsupported bodies', () => {
  it.each(WRITES)('%s: broken JSON → 400 in the caller language, nothing written', async (path) => {
    const before = writes(t);
    const res = await t.request
      .post(path)
      .set(auth(token))
      .set(EN)
      .set('content-type', 'application/json')
      .send('{bad');
    refused(res, 400, 'The request body is not valid JSON');
    const zh = await t.request
      .post(path)
      .set(auth(token))
      .set('content-type', 'application/json')
      .send('{"goods_id": 1,');
    refused(zh, 400, '请求内容不是有效的 JSON');
    expect(writes(t)).toEqual(before);
  });

  it('a JSON call with no body is a call without fields: an optional body answers, a missing field is named', async () => {
    // what a generated client sends for an optional body left out (orval's goodsHelpConfig())
    const help = await t.request.post('/api/goods/getHelpInfoConfig').set(EN).set('content-type', 'application/json');
    expect(ok(calls.helpConfig, help).data.list.length).toBeGreaterThan(0);
    const before = writes(t);
    refused(
      await t.request
        .post('/api/goods/editSave')
        .set(auth(token))
        .set(EN)
        .set('content-type', 'application/json')
        .send(''),
      400,
      /goods_id/,
    );
    expect(writes(t)).toEqual(before);
  });

  it('a plain-text body → 400; a body of an unsupported type → 415', async () => {
    const before = writes(t);
    refused(
      await t.request
        .post('/api/goods/editSave')
        .set(auth(token))
        .set(EN)
        .set('content-type', 'text/plain')
        .send('goods_id=1'),
      400,
      /object/,
    );
    refused(
      await t.request
        .post('/api/goods/editSave')
        .set(auth(token))
        .set(EN)
        .set('content-type', 'application/xml')
        .send('<goods_id>1</goods_id>'),
      415,
      'Unsupported request format',
    );
    refused(
      await t.request.post('/api/common/encrypt').set('content-type', 'application/octet-stream').send('\u0000\u0001'),
      415,
      '不支持的请求格式',
    );
    expect(writes(t)).toEqual(before);
  });

  it('a JSON body with a __proto__ key (prototype poisoning) → 400, nothing written', async () => {
    const before = writes(t);
    const res = await t.request
      .post('/api/goods/editSave')
      .set(auth(token))
      .set(EN)
      .set('content-type', 'application/json')
      .send('{"goods_id": 1, "__proto__": {"isAdmin": true}}');
    refused(res, 400, /\S/);
    expect(writes(t)).toEqual(before);
  });

  it('a JSON body that is not an object → 400', async () => {
    for (const body of ['[1,2]', '"text"', '42', 'null']) {
      const res = await t.request
        .post('/api/goods/editSave')
        .set(auth(token))
        .set(EN)
        .set('content-type', 'application/json')
        .send(body);
      refused(res, 400, /\S/);
    }
  });
});

describe('a 5 MB body', () => {
  const big = 'x'.repeat(5 * 1024 * 1024);
  it.each(WRITES)('%s: 413 as JSON and as a form, nothing written', async (path, valid) => {
    const before = writes(t);
    refused(
      await t.request
        .post(path)
        .set(auth(token))
        .set(EN)
        .send({ ...(await valid()), content: big }),
      413,
      'The request body is too large',
    );
    refused(await t.request.post(path).set(auth(token)).type('form').send({ content: big }), 413, '请求内容过大');
    expect(writes(t)).toEqual(before);
  });

  it('413 on a call without login too', async () => {
    refused(await t.request.post('/api/common/encrypt').set(EN).send({ serial_number: big }), 413);
  });
});

describe('wrong types, missing and overlong fields', () => {
  const cases: [string, string, () => Promise<Record<string, unknown>>, RegExp][] = [
    ['editSave', '/api/goods/editSave', async () => ({ goods_id: 'abc' }), /goods_id/],
    ['editSave', '/api/goods/editSave', async () => ({ goods_id: [1] }), /goods_id/],
    ['editSave', '/api/goods/editSave', async () => ({ goods_id: { $gt: 0 } }), /goods_id/],
    ['editSave', '/api/goods/editSave', async () => ({ goods_id: true }), /goods_id/],
    ['editSave', '/api/goods/editSave', async () => ({}), /goods_id/],
    ['editFollow', '/api/artist/editFollow', async () => ({ artist_id: '101abc' }), /artist_id/],
    ['editFollow', '/api/artist/editFollow', async () => ({ artist_id: 1e300 }), /artist_id/],
    ['like', '/api/goods/like', async () => ({ data: ['x'] }), /data/],
    ['like', '/api/goods/like', async () => ({ data: 'x'.repeat(5000) }), /data/],
    // a genuine token (made with the server's key) of a payload common/encrypt would refuse
    [
      'like',
      '/api/goods/like',
      async () => ({ data: createCipher(t.config.encryptionKey).encrypt({ goods_id: 1, type: 'one' }) }),
      /type/,
    ],
    ['applyBuy', '/api/collection/applyBuy', async () => ({ ...VALID_PURCHASE, goods_id: [1, 2] }), /goods_id/],
    ['applyBuy', '/api/collection/applyBuy', async () => ({ ...VALID_PURCHASE, phone: ['13812345678'] }), /phone/],
    [
      'applyBuy',
      '/api/collection/applyBuy',
      async () => ({ ...VALID_PURCHASE, content: 'x'.repeat(10_001) }),
      /content/,
    ],
    ['applyBuy', '/api/collection/applyBuy', async () => ({ ...VALID_PURCHASE, name: true }), /name/],
    [
      'payByCount',
      '/api/audio/payGoodsAudioByCount',
      async () => ({ goods_id: 3, artist_type: 'collector' }),
      /artist_type/,
    ],
    ['payAudioLogs', '/api/order/payAudioLogs', async () => ({ goods_id: 3, type_id: -1 }), /type_id/],
    [
      'chooseArtist',
      '/api/auth/chooseArtist',
      async () => ({ type: 1, artist_user_id: 'me', artist_id: 104 }),
      /artist_user_id/,
    ],
  ];
  it.each(cases)('%s %s: 400 naming the field, nothing written', async (_name, path, body, field) => {
    const before = writes(t);
    const res = await t.request
      .post(path)
      .set(auth(token))
      .set(EN)
      .send(await body());
    const refusal = refused(res, 400, field);
    expect(refusal.msg).toMatch(/^Invalid request: /);
    const zh = await t.request
      .post(path)
      .set(auth(token))
      .send(await body());
    expect(refused(zh, 400).msg).toMatch(CHINESE);
    expect(writes(t)).toEqual(before);
  });

  it('GET calls: wrong types and overlong query parameters → 400', async () => {
    refused(
      await t.request
        .get('/api/goods/info')
        .query({ data: 'x'.repeat(4097) })
        .set(EN),
      400,
      /data/,
    );
    refused(await t.request.get('/api/goods/info').query('data=a&data=b').set(EN), 400, /data/);
    refused(
      await t.request.get('/api/goods/info').query('goods_id=1&goods_id=2').set(auth(token)).set(EN),
      400,
      /goods_id/,
    );
    refused(await t.request.get('/api/goodsder/info').query('serial_number=DV0001&serial_number=DV0002').set(EN), 400);
    refused(
      await t.request
        .get('/api/auth/nt')
        .query({ code: 'c'.repeat(200) })
        .set(EN),
      400,
      /code/,
    );
    refused(await t.request.get('/api/news/list/1.5').set(EN), 400, /artist_id/);
  });
});

describe('SQL-looking strings are data', () => {
  const SQL = ["' OR 1=1 --", '1; DROP TABLE goods', "x'); DELETE FROM users; --"];
  const tables = () => ({ goods: rows(t, 'goods'), users: rows(t, 'users'), artists: rows(t, 'artists') });

  it('as codes, hashes and ids: not found (-1) or 400, and every table intact', async () => {
    const before = tables();
    for (const text of SQL) {
      refused(await t.request.get('/api/auth/nt').query({ code: text }).set(EN), 200, 'Please authorise login', -1);
      const data = await encrypt(t, { serial_number: text });
      refused(await t.request.get('/api/goods/info').query({ data }).set(EN), 200, /treasure/, -1);
      refused(await t.request.get('/api/goods/checkGoodsType').query({ data }).set(EN), 200, /treasure/, -1);
      refused(await t.request.get('/api/goodsder/info').query({ serial_number: text }).set(EN), 200, /treasure/, -1);
      refused(
        await t.request.post('/api/goods/editSave').set(auth(token)).set(EN).send({ goods_id: text }),
        400,
        /goods_id/,
      );
      refused(await t.request.get(`/api/goods/share/${encodeURIComponent(text)}`).set(EN), 400, /id/);
      refused(await t.request.post('/api/artist/getFollowStatus').set(EN).send({ artist_id: text }), 400, /artist_id/);
      refused(await t.request.get('/api/auth/login').query({ url: '/home', persona: text }).set(EN).redirects(0), 400);
    }
    expect(tables()).toEqual(before);
    ok(
      calls.checkGoodsType,
      await t.request
        .get('/api/goods/checkGoodsType')
        .query({ data: await encrypt(t, { serial_number: 'WC202600001' }) }),
    );
  });

  it('as names and messages: stored literally', async () => {
    const before = tables();
    const res = await t.request
      .post('/api/collection/applyBuy')
      .set(auth(token))
      .send({ ...VALID_PURCHASE, goods_id: 5, name: "'--", content: SQL.join(' ') });
    const { data } = ok(calls.applyBuy, res);
    const row = t.db.$client.prepare('select name, content from purchase_requests where id = ?').get(data.apply_buy_id);
    expect(row).toEqual({ name: "'--", content: SQL.join(' ') });
    expect(tables()).toEqual(before);
  });
});

describe('unknown calls', () => {
  it('an unknown /api path → 404 envelope naming it, in the caller language', async () => {
    refused(await t.request.get('/api/nope').set(EN), 404, 'No such call: /api/nope');
    refused(await t.request.post('/api/goods/nope').send({}), 404, '接口不存在：/api/goods/nope');
    refused(await t.request.get('/api').set(EN), 404);
  });

  it('a wrong method → 404 envelope', async () => {
    refused(await t.request.get('/api/goods/like').set(EN), 404, 'No such call: /api/goods/like');
    refused(await t.request.post('/api/auth/me').set(auth(token)).set(EN).send({}), 404);
    refused(await t.request.delete('/api/goods/editSave').set(EN), 404);
    refused(await t.request.put('/api/collection/applyBuy').set(EN).send(VALID_PURCHASE), 404);
  });
});
