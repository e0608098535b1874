import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { controlRefused, EN, ok, refused, rows } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, encrypt, loginAs } from '../support/session.ts';

let t: TestApp;
let collector: string;
let master: string;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  [collector, master, visitor] = await Promise.all([
    loginAs(t, 'demo-collector'),
    loginAs(t, 'demo-master'),
    loginAs(t, 'demo-visitor'),
  ]);
});
afterAll(() => t.close());

const post = (path: string, token: string | null, body: Record<string, unknown>, form = false) => {
  const req = t.request
    .post(`/api${path}`)
    .set(EN)
    .set(token ? auth(token) : {});
  return form ? req.type('form').send(body as Record<string, string>) : req.send(body);
};
const pricing = (token: string | null, goods_id: unknown, artist_type: unknown) =>
  post('/audio/getAudioByGoods', token, { goods_id, artist_type });
const payByCount = (token: string | null, goods_id: unknown, artist_type: unknown) =>
  post('/audio/payGoodsAudioByCount', token, { goods_id, artist_type });
const audioStatus = async (goods_id: number) =>
  ok(calls.audioStatus, await post('/goods/getAudioStatus', null, { data: await encrypt(t, { goods_id }) })).data;
const orderStatus = (orderNo: string) =>
  (t.db.$client.prepare('select status from orders where order_no = ?').get(orderNo) as { status: number }).status;

describe('AI voice: pricing and activation by count (owner only)', () => {
  it('treasure 1 plays (audio_status 2); treasure 3 is not activated', async () => {
    expect(await audioStatus(1)).toMatchObject({ audio_status: 2, audio_type: 1 });
    expect((await audioStatus(1)).audio).toMatch(/^\/media\//);
    expect(await audioStatus(3)).toMatchObject({ audio_status: 0, audio_type: 0, audio: '' });
  });

  it('getAudioStatus: -1 for an unknown treasure, 400 for bad data, works with a form body', async () => {
    const post = async (body: Record<string, string>, form = false) => {
      const req = t.request.post('/api/goods/getAudioStatus').set(EN);
      return form ? req.type('form').send(body) : req.send(body);
    };
    refused(await post({ data: await encrypt(t, { goods_id: 999999 }) }), 200, /treasure/, -1);
    refused(await post({ data: await encrypt(t, { goods_id: 9 }) }), 200, /treasure/, -1);
    refused(await post({ data: 'garbage' }), 400, /encrypted/);
    refused(await post({}), 400, /data/);
    refused(await post({ data: await encrypt(t, { serial_number: 'WC202600001' }) }), 400, /goods_id/);
    const form = ok(
      calls.audioStatus,
      await post({ data: await encrypt(t, { goods_id: 1, id_code: 'WC202600001' }) }, true),
    );
    expect(form.data.audio_status).toBe(2);
  });

  it('answers the owner (collector 201 on treasure 3, artist_type 2) the pricing', async () => {
    const { data } = ok(calls.audioPricing, await pricing(collector, 3, 2));
    expect(data).toEqual({ audio_count: 1, rule_money: 9.9, rule_id: 1 });
    // form bodies too
    expect(
      ok(calls.audioPricing, await post('/audio/getAudioByGoods', collector, { goods_id: '3', artist_type: '2' }, true))
        .data.audio_count,
    ).toBe(1);
  });

  it('refuses anyone who does not own the treasure with 403, writing nothing', async () => {
    refused(await pricing(visitor, 3, 2), 403, 'Only the owner can activate AI voice');
    refused(await pricing(master, 3, 2), 403, 'Only the owner can activate AI voice');
    refused(await pricing(master, 3, 1), 403, 'Only the owner can activate AI voice');
    refused(await pricing(collector, 3, 1), 403, 'Only the owner can activate AI voice');
    refused(await payByCount(visitor, 3, 2), 403);
    refused(await payByCount(master, 3, 2), 403);
    refused(await post('/order/payAudioLogs', visitor, { goods_id: 3, type_id: 1 }), 403);
    expect(await audioStatus(3)).toMatchObject({ audio_type: 0 });
    expect(rows(t, 'orders')).toBe(0);
  });

  it('refuses no token, an unknown treasure and bad fields', async () => {
    refused(await pricing(null, 3, 2), 401);
    refused(await payByCount(null, 3, 2), 401);
    refused(await pricing(collector, 999999, 2), 200, /treasure/, -1);
    refused(await payByCount(collector, 999999, 2), 200, /treasure/, -1);
    refused(await pricing(collector, 3, 3), 400, /artist_type/);
    refused(await pricing(collector, 3, 'two'), 400, /artist_type/);
    refused(await pricing(collector, 3, [2]), 400, /artist_type/);
    refused(await pricing(collector, 'abc', 2), 400, /goods_id/);
    refused(await post('/audio/getAudioByGoods', collector, {}), 400, /goods_id/);
  });

  it('activates with a remaining activation: message, count down, status 1; a second time is 409', async () => {
    const paid = ok(calls.audioPayByCount, await payByCount(collector, 3, 2));
    expect(paid.msg).toBe('Successfully activated, audio generation in progress');
    expect(paid.data).toEqual({ audio_type: 1, audio_status: 1, audio_count: 0 });
    expect(ok(calls.audioPricing, await pricing(collector, 3, 2)).data.audio_count).toBe(0);
    expect(await audioStatus(3)).toMatchObject({ audio_type: 1, audio_status: 1 });
    refused(await payByCount(collector, 3, 2), 409, 'AI voice is already activated');
    expect(ok(calls.audioPricing, await pricing(collector, 3, 2)).data.audio_count).toBe(0);
  });

  it('refuses activation by count with none left (409), leaving the treasure as it was', async () => {
    // master 101 owns treasure 2 (audio_type 0) but has no activations left
    expect(ok(calls.audioPricing, await pricing(master, 2, 1)).data.audio_count).toBe(0);
    refused(await payByCount(master, 2, 1), 409, 'No activations left, please pay to activate');
    expect(await audioStatus(2)).toMatchObject({ audio_type: 0 });
  });
});

describe('AI voice: in-app payment (order/payAudioLogs and the provider callback)', () => {
  const order = async (goods_id: number) => {
    const body = ok(calls.payAudioLogs, await post('/order/payAudioLogs', master, { goods_id, type_id: 1 }));
    return body.data;
  };

  it('creates an order with the in-app payment parameters', async () => {
    const data = await order(2);
    expect(data.money).toBe(9.9);
    expect(data.pay).toMatchObject({
      appId: t.config.wechat.appId,
      signType: 'RSA',
      package: `prepay_id=mock_${data.order_no}`,
    });
    expect(data.pay.timeStamp).toMatch(/^\d{10}$/);
    expect(orderStatus(data.order_no)).toBe(0);
  });

  it("a failed payment answers 'Payment failed' and activates nothing", async () => {
    const { order_no } = await order(2);
    const res = await t.request.post(`/__mock/pay/${order_no}`).set(EN).send({ result: 'fail' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Payment failed');
    expect(orderStatus(order_no)).toBe(2);
    expect(await audioStatus(2)).toMatchObject({ audio_type: 0 });
    // a settled order cannot be paid again
    expect((await t.request.post(`/__mock/pay/${order_no}`).send({ result: 'success' })).status).toBe(409);
    expect(await audioStatus(2)).toMatchObject({ audio_type: 0 });
  });

  it('a successful payment activates the voice; then new orders are refused (409)', async () => {
    const { order_no } = await order(2);
    const res = await t.request.post(`/__mock/pay/${order_no}`).set(EN).send({ result: 'success' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, msg: 'Successfully activated, audio generation in progress' });
    expect(orderStatus(order_no)).toBe(1);
    expect(await audioStatus(2)).toMatchObject({ audio_type: 1, audio_status: 1 });
    const before = rows(t, 'orders');
    refused(
      await post('/order/payAudioLogs', master, { goods_id: 2, type_id: 1 }),
      409,
      'AI voice is already activated',
    );
    expect(rows(t, 'orders')).toBe(before);
  });

  it('refuses no token, an unknown treasure or price rule, and bad callback bodies', async () => {
    const before = rows(t, 'orders');
    refused(await post('/order/payAudioLogs', null, { goods_id: 7, type_id: 1 }), 401);
    refused(await post('/order/payAudioLogs', master, { goods_id: 999999, type_id: 1 }), 200, /treasure/, -1);
    refused(await post('/order/payAudioLogs', master, { goods_id: 7, type_id: 99 }), 200, 'Not found', -1);
    refused(await post('/order/payAudioLogs', master, { goods_id: 7 }), 400, /type_id/);
    expect(rows(t, 'orders')).toBe(before);
    refused(
      await t.request.post('/__mock/pay/NO-SUCH-ORDER').set(EN).send({ result: 'success' }),
      200,
      'Not found',
      -1,
    );
    controlRefused(await t.request.post('/__mock/pay/NO-SUCH-ORDER').set(EN).send({ result: 'maybe' }), 400, /result/);
  });
});
