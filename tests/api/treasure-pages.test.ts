// The mock side of the treasure page (/detail/{id}): what goods/info answers for each
// treasure of the fixtures (seeds/README.md) that the page shows differently, and each of the page's actions as
// the personas of its browser tests do them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { BIG_NAME_FROM, CERTIFIED_HOLDER_STATUSES, CO_AUTHOR_NAMES_MORE_AFTER } from '../../contract/limits.ts';
import { EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, encrypt, loginAs } from '../support/session.ts';

let t: TestApp;
let visitor: string;
let collector: string;
let master: string;
beforeAll(async () => {
  t = await createTestApp();
  [visitor, collector, master] = await Promise.all([
    loginAs(t, 'demo-visitor'),
    loginAs(t, 'demo-collector'),
    loginAs(t, 'demo-master'),
  ]);
});
afterAll(() => t.close());

const info = async (goods_id: number, token?: string) =>
  t.request
    .get('/api/goods/info')
    .query({ data: await encrypt(t, { goods_id }) })
    .set(token ? auth(token) : {})
    .set(EN);
const treasure = async (goods_id: number, token?: string) => ok(calls.goodsInfo, await info(goods_id, token)).data;
const post = (path: string, token: string, body: Record<string, unknown>) =>
  t.request.post(`/api${path}`).set(auth(token)).set(EN).send(body);

describe('goods/info for the treasures of the page’s browser tests', () => {
  it('1: certificate first, rare, valuation with a certified holder, 3D, voice, 8 honors, 9 description lines', async () => {
    const one = await treasure(1);
    expect(one.certificate).not.toBe('');
    expect(one.certificate_info).toHaveLength(3);
    expect(one).toMatchObject({
      is_rare: 1,
      price: 1280000,
      transfer_count: 3,
      has_valuation: 1,
      is_can_buy: 1,
      audio_type: 1,
    });
    expect(CERTIFIED_HOLDER_STATUSES).toContain(one.collector?.status);
    expect(one.dimensional_href).not.toBe('');
    expect(one.honor.split('\n')).toHaveLength(8);
    expect(one.description.split('\n')).toHaveLength(9);
    expect(Object.keys(one.spread_info)).toHaveLength(3);
    expect(one.info).toHaveLength(5);
  });

  it("2: co-authors whose joined names need 'more', no certificate, no valuation, no holder, not for sale", async () => {
    const two = await treasure(2);
    expect([...two.link_artist.map((a) => a.name).join('、')].length).toBeGreaterThan(CO_AUTHOR_NAMES_MORE_AFTER);
    expect(two).toMatchObject({ certificate: '', price: 0, collector: null, is_can_buy: 0 });
  });

  it('3: held by collector 201 (type 2), voice not activated', async () => {
    const three = await treasure(3);
    expect(three).toMatchObject({ artist_id: 201, audio_type: 0, artist: { type: 2, is_collector_inst: 0 } });
  });

  it('5: privacy skin and a long name', async () => {
    const five = await treasure(5);
    expect(five.privacy_skin?.image_info.map((i) => i.position).sort()).toEqual(['bottom', 'middle', 'top']);
    expect(five.privacy_skin?.font_css.title_color).toMatch(/^#/);
    expect([...five.name].length).toBeGreaterThanOrEqual(BIG_NAME_FROM);
  });

  it('9: code -1 (the empty state); 785: the unit treasure', async () => {
    refused(await info(9), 200, 'Sorry, if you can not check this treasure, please re-enter', -1);
    expect((await treasure(785)).is_unit).toBe(1);
  });

  it("answers the viewer's own like, favorite and purchase request", async () => {
    const before = await treasure(1, visitor);
    expect(before).toMatchObject({ is_like: 0, is_save: 0, apply_buy_id: 0 });
  });
});

describe("the page's actions", () => {
  it('a logged-in visitor likes once, toggles the favorite, counts a share and follows', async () => {
    const like = async () => post('/goods/like', visitor, { data: await encrypt(t, { goods_id: 1, type: 1 }) });
    expect(ok(calls.like, await like()).msg).toBe('Like success');
    refused(await like(), 409, 'You have liked');
    expect(ok(calls.editSave, await post('/goods/editSave', visitor, { goods_id: 1 })).data.save_status).toBe(1);
    expect(ok(calls.editSave, await post('/goods/editSave', visitor, { goods_id: 1 })).data.save_status).toBe(0);
    const shares = (await treasure(1)).view.total_share_num;
    expect(ok(calls.share, await t.request.get('/api/goods/share/1')).data.total_share_num).toBe(shares + 1);
    expect(ok(calls.editFollow, await post('/artist/editFollow', visitor, { artist_id: 101 })).msg).toBe(
      'Follow success',
    );
    expect(
      ok(calls.followStatus, await post('/artist/getFollowStatus', visitor, { artist_id: 101 })).data.follow_status,
    ).toBe(1);
    expect(await treasure(1, visitor)).toMatchObject({ is_like: 1, is_save: 0 });
  });

  it('the master cannot follow himself; the collector cannot follow her own identity', async () => {
    refused(await post('/artist/editFollow', master, { artist_id: 101 }), 403, "Can't follow yourself");
    refused(await post('/artist/editFollow', collector, { artist_id: 201 }), 403, "Can't follow yourself");
  });

  it("purchase requests: 'Not for public sale' for 2; for 1 once, then pay_status true with its id", async () => {
    const request = { name: '张三', phone: '13812345678', price: '900000', content: '诚心求购' };
    refused(await post('/collection/applyBuy', visitor, { goods_id: 2, ...request }), 403, 'Not for public sale');
    refused(
      await post('/collection/applyBuy', visitor, { goods_id: 1, ...request, content: 'a scam' }),
      400,
      'The submitted information contains sensitive words：scam',
    );
    const sent = ok(calls.applyBuy, await post('/collection/applyBuy', visitor, { goods_id: 1, ...request }));
    expect(sent.msg).toBe('Submit succeed');
    const status = ok(calls.applyBuyStatus, await post('/collection/getApplyBuyStatus', visitor, { goods_id: 1 })).data;
    expect(status).toEqual({ pay_status: true, apply_buy_id: sent.data.apply_buy_id });
    expect((await treasure(1, visitor)).apply_buy_id).toBe(sent.data.apply_buy_id);
    const mine = ok(calls.applyBuyInfo, await t.request.get('/api/collection/applyBuyInfo/1').set(auth(visitor))).data;
    expect(mine.request?.id).toBe(sent.data.apply_buy_id);
  });

  it('AI voice: treasure 1 plays; the collector activates treasure 3 with her one activation', async () => {
    const status = async (goods_id: number) =>
      ok(calls.audioStatus, await post('/goods/getAudioStatus', visitor, { data: await encrypt(t, { goods_id }) }))
        .data;
    expect((await status(1)).audio_status).toBe(2);
    expect(await status(3)).toMatchObject({ audio_type: 0 });
    const pricing = ok(
      calls.audioPricing,
      await post('/audio/getAudioByGoods', collector, { goods_id: 3, artist_type: 2 }),
    ).data;
    expect(pricing.audio_count).toBe(1);
    const paid = ok(
      calls.audioPayByCount,
      await post('/audio/payGoodsAudioByCount', collector, { goods_id: 3, artist_type: 2 }),
    );
    expect(paid.msg).toBe('Successfully activated, audio generation in progress');
    expect(await status(3)).toMatchObject({ audio_type: 1, audio_status: 1 });
    refused(await post('/audio/getAudioByGoods', visitor, { goods_id: 3, artist_type: 2 }), 403);
  });

  it('AI voice: the master has no activations left for treasure 2, so he pays in the app', async () => {
    const pricing = ok(
      calls.audioPricing,
      await post('/audio/getAudioByGoods', master, { goods_id: 2, artist_type: 1 }),
    ).data;
    expect(pricing.audio_count).toBe(0);
    const order = ok(
      calls.payAudioLogs,
      await post('/order/payAudioLogs', master, { goods_id: 2, type_id: pricing.rule_id }),
    ).data;
    const callback = await t.request.post(`/__mock/pay/${order.order_no}`).set(EN).send({ result: 'success' });
    expect(callback.body.msg).toBe('Successfully activated, audio generation in progress');
    expect((await treasure(2)).audio_type).toBe(1);
  });

  it('the detail upload belongs to the owners: the master for 1, the collector for 3', async () => {
    ok(calls.detailUploadStatus, await t.request.get('/api/goods/detailUpload/1').set(auth(master)));
    ok(calls.detailUploadStatus, await t.request.get('/api/goods/detailUpload/3').set(auth(collector)));
    refused(await t.request.get('/api/goods/detailUpload/1').set(auth(visitor)).set(EN), 403);
  });
});
