import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { EN, ok, refused, rows } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, encrypt, loginAs } from '../support/session.ts';

let t: TestApp;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await loginAs(t, 'demo-visitor');
});
afterAll(() => t.close());

const VALID = { name: '张三', phone: '13812345678', price: '5000', content: '非常喜欢这件作品，希望能够收藏。' };
const apply = (body: Record<string, unknown>, token = visitor, headers: Record<string, string> = EN) =>
  t.request.post('/api/collection/applyBuy').set(auth(token)).set(headers).send(body);
const requests = () => rows(t, 'purchase_requests');

describe('POST collection/applyBuy: the rules of product §5, in order', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['name missing', { name: undefined }, 'Please fill in your name'],
    ['name blank', { name: '   ' }, 'Please fill in your name'],
    ['name null', { name: null }, 'Please fill in your name'],
    ['name over 4 characters', { name: '欧阳娜娜娜' }, 'The name can have at most 4 characters'],
    ['name over 4 latin characters', { name: 'Alice' }, 'The name can have at most 4 characters'],
    ['phone missing', { phone: undefined }, 'Please enter your mobile phone number'],
    ['phone blank', { phone: '' }, 'Please enter your mobile phone number'],
    ['phone too short', { phone: '1381234567' }, 'Phone number wrong'],
    ['phone over 11 digits', { phone: '138123456789' }, 'Phone number wrong'],
    ['phone second digit 2', { phone: '12812345678' }, 'Phone number wrong'],
    ['phone with a letter', { phone: '1381234567a' }, 'Phone number wrong'],
    ['price missing', { price: undefined }, 'Please enter the estimated price'],
    ['price blank', { price: ' ' }, 'Please enter the estimated price'],
    ['price over 9 digits', { price: '1234567890' }, 'The price can have at most 9 digits'],
    ['price not numeric', { price: 'abc' }, 'Please enter the price in whole yuan, digits only'],
    ['price with a thousands separator', { price: '12,000' }, 'Please enter the price in whole yuan, digits only'],
    ['price with decimals', { price: '1.5' }, 'Please enter the price in whole yuan, digits only'],
    ['price negative', { price: '-5' }, 'Please enter the price in whole yuan, digits only'],
    ['message missing', { content: undefined }, 'Please enter a purchase message'],
    ['message null', { content: null }, 'Please enter a purchase message'],
    ['message over 150 characters', { content: '好'.repeat(151) }, 'The message can have at most 150 characters'],
  ];
  it.each(cases)('%s → %s, writing nothing', async (_name, change, msg) => {
    refused(await apply({ goods_id: 1, ...VALID, ...change }), 400, msg);
    expect(requests()).toBe(0);
  });

  it('reports the FIRST broken rule when several fields are wrong', async () => {
    const allBad = { goods_id: 1, name: 'TooLong', phone: '123', price: 'x', content: '' };
    refused(await apply({ goods_id: 1 }), 400, 'Please fill in your name');
    refused(await apply(allBad), 400, 'The name can have at most 4 characters');
    refused(await apply({ ...allBad, name: '张三' }), 400, 'Phone number wrong');
    refused(await apply({ ...allBad, name: '张三', phone: '' }), 400, 'Please enter your mobile phone number');
    refused(
      await apply({ ...allBad, name: '张三', phone: VALID.phone }),
      400,
      'Please enter the price in whole yuan, digits only',
    );
    refused(
      await apply({ ...allBad, name: '张三', phone: VALID.phone, price: '1' }),
      400,
      'Please enter a purchase message',
    );
    expect(requests()).toBe(0);
  });

  it('answers the rules in Chinese by default', async () => {
    refused(await apply({ goods_id: 1 }, visitor, {}), 400, '请填写您的姓名');
    refused(await apply({ goods_id: 1, ...VALID, phone: '123' }, visitor, {}), 400, '手机号格式错误');
  });

  it('refuses sensitive words, naming them after a full-width colon', async () => {
    const body = refused(await apply({ goods_id: 1, ...VALID, content: '这不是赌博，也不是 scam。' }), 400);
    expect(body.msg.startsWith('The submitted information contains sensitive words：')).toBe(true);
    expect(body.msg).toContain('赌博');
    expect(body.msg).toContain('scam');
    const chinese = refused(await apply({ goods_id: 1, ...VALID, content: 'a SCAM offer' }, visitor, {}), 400);
    expect(chinese.msg).toBe('提交的信息包含敏感词：scam');
    refused(
      await apply({ goods_id: 1, ...VALID, name: 'scam' }),
      400,
      'The submitted information contains sensitive words：scam',
    );
    expect(requests()).toBe(0);
  });

  it("refuses a treasure that is not for sale (is_can_buy 0) with 403 'Not for public sale'", async () => {
    refused(await apply({ goods_id: 2, ...VALID }), 403, 'Not for public sale');
    refused(await apply({ goods_id: 2, ...VALID }, visitor, {}), 403, '非公开出售');
    expect(requests()).toBe(0);
  });

  it('refuses a request for one own treasure, as its author or as its holder, in both languages', async () => {
    const master = await loginAs(t, 'demo-master');
    refused(
      await apply({ goods_id: 1, ...VALID }, master),
      403,
      'You cannot send a purchase request for your own treasure',
    );
    refused(await apply({ goods_id: 1, ...VALID }, master, {}), 403, '不能求购自己的珍宝');
    // treasure 3 is held by collector 201; open it to purchase requests for this test
    t.db.$client.prepare('update goods set is_can_buy = 1 where id = 3').run();
    refused(await apply({ goods_id: 3, ...VALID }, await loginAs(t, 'demo-collector')), 403, /your own treasure/);
    expect(requests()).toBe(0);
  });

  it('refuses an unknown treasure, no token, and wrongly typed fields', async () => {
    refused(await apply({ goods_id: 999999, ...VALID }), 200, /treasure/, -1);
    refused(await apply({ goods_id: 9, ...VALID }), 200, /treasure/, -1);
    refused(
      await t.request
        .post('/api/collection/applyBuy')
        .set(EN)
        .send({ goods_id: 1, ...VALID }),
      401,
    );
    refused(await apply({ ...VALID }), 400, /goods_id/);
    refused(await apply({ goods_id: 'abc', ...VALID }), 400, /goods_id/);
    refused(await apply({ goods_id: 1, ...VALID, name: ['张三'] }), 400, /name/);
    refused(await apply({ goods_id: 1, ...VALID, content: { text: 'hello' } }), 400, /content/);
    refused(await apply({ goods_id: 1, ...VALID, content: 'x'.repeat(20_000) }), 400, /content/);
    refused(await apply({ goods_id: 1, ...VALID, name: "' OR 1=1 --" }), 400, 'The name can have at most 4 characters');
    expect(requests()).toBe(0);
  });

  it('accepts a valid request once; then pay_status is true and goods/info answers its id', async () => {
    const status = () => t.request.post('/api/collection/getApplyBuyStatus').set(auth(visitor)).send({ goods_id: 1 });
    expect(ok(calls.applyBuyStatus, await status()).data).toEqual({ pay_status: false, apply_buy_id: 0 });

    const sent = ok(calls.applyBuy, await apply({ goods_id: 1, ...VALID, name: ' 张三 ', price: 5000 }));
    expect(sent.msg).toBe('Submit succeed');
    const row = t.db.$client.prepare('select * from purchase_requests where id = ?').get(sent.data.apply_buy_id);
    expect(row).toMatchObject({ goods_id: 1, name: '张三', phone: VALID.phone, price: 5000, content: VALID.content });

    refused(await apply({ goods_id: 1, ...VALID }), 409, /\S/);
    expect(requests()).toBe(1);
    expect(ok(calls.applyBuyStatus, await status()).data).toEqual({
      pay_status: true,
      apply_buy_id: sent.data.apply_buy_id,
    });

    const byId = await t.request.get('/api/goods/info').query({ goods_id: 1 }).set(auth(visitor));
    expect(ok(calls.applyBuyId, byId).data.apply_buy_id).toBe(sent.data.apply_buy_id);
    const page = await t.request
      .get('/api/goods/info')
      .query({ data: await encrypt(t, { goods_id: 1 }) })
      .set(auth(visitor));
    expect(ok(calls.goodsInfo, page).data.apply_buy_id).toBe(sent.data.apply_buy_id);
    // another user has not sent one
    const other = await t.request
      .get('/api/goods/info')
      .query({ goods_id: 1 })
      .set(auth(await loginAs(t, 'demo-salesman')));
    expect(ok(calls.applyBuyId, other).data.apply_buy_id).toBe(0);
  });

  it('accepts the limits exactly (4 characters, 9 digits, 150 characters) from a form body', async () => {
    const res = await t.request
      .post('/api/collection/applyBuy')
      .set(auth(visitor))
      .type('form')
      .send({ goods_id: '3', name: '欧阳娜娜', phone: '19912345678', price: '999999999', content: '好'.repeat(150) });
    expect(ok(calls.applyBuy, res).msg).toBe('提交成功');
  });

  it('getApplyBuyStatus and goods/info?goods_id= need a token and a known treasure', async () => {
    refused(await t.request.post('/api/collection/getApplyBuyStatus').set(EN).send({ goods_id: 1 }), 401);
    refused(
      await t.request.post('/api/collection/getApplyBuyStatus').set(auth(visitor)).set(EN).send({ goods_id: 999999 }),
      200,
      /treasure/,
      -1,
    );
    refused(
      await t.request.post('/api/collection/getApplyBuyStatus').set(auth(visitor)).set(EN).send({ goods_id: 'x' }),
      400,
      /goods_id/,
    );
    refused(await t.request.get('/api/goods/info').query({ goods_id: 1 }).set(EN), 401);
    refused(
      await t.request.get('/api/goods/info').query({ goods_id: 999999 }).set(auth(visitor)).set(EN),
      200,
      /treasure/,
      -1,
    );
    refused(
      await t.request.get('/api/goods/info').query({ goods_id: 'abc' }).set(auth(visitor)).set(EN),
      400,
      /goods_id/,
    );
  });
});
