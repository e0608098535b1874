// The read-only provisional calls of the treasure's satellite pages: the summary, the transfer
// history (/record), the valuation curve (/grap), the derivative item by id (/detail_pr) and
// the caller's purchase request (/buy_info).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '#contract/present.ts';
import { calls } from '../../contract/calls.ts';
import { EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, loginAs } from '../support/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET goods/summary/:id', () => {
  it("answers the showcase's facts without counting a read", async () => {
    const before = (t.db.$client.prepare('select browse_num from goods where id = 1').get() as { browse_num: number })
      .browse_num;
    const { data } = ok(calls.treasureSummary, await t.request.get('/api/goods/summary/1'));
    expect(data).toMatchObject({
      id: 1,
      serial_number: 'WC202600001',
      uuid: '2f411ecfb0588f7fc5749070f8238caf',
      price: 1280000,
      is_rare: 1,
      is_can_buy: 1,
      artist: { id: 101, name: '李明远', name_intl: 'Li Mingyuan', type: 1 },
      collector: { status: 1 },
    });
    expect(data.cover).toMatch(/^\/media\//);
    const after = (t.db.$client.prepare('select browse_num from goods where id = 1').get() as { browse_num: number })
      .browse_num;
    expect(after).toBe(before);
  });

  it('lists the co-authors of treasure 2 and no holder', async () => {
    const { data } = ok(calls.treasureSummary, await t.request.get('/api/goods/summary/2'));
    expect(data.link_artist.map((a) => a.name)).toEqual(['李明远', '欧阳雪松', '景德镇御窑青花工坊']);
    expect(data.collector).toBeNull();
  });

  it('answers code -1 for an unpublished or unknown treasure', async () => {
    refused(
      await t.request.get('/api/goods/summary/9').set(EN),
      200,
      'Sorry, if you can not check this treasure, please re-enter',
      -1,
    );
    refused(await t.request.get('/api/goods/summary/424242'), 200, undefined, -1);
    refused(await t.request.get('/api/goods/summary/nope').set(EN), 400, /Invalid request: the id/);
  });
});

describe('GET goods/transferRecords/:id', () => {
  it('lists the 3 transfers of treasure 1, oldest first, with both languages', async () => {
    const { data } = ok(calls.transferRecords, await t.request.get('/api/goods/transferRecords/1'));
    expect(data.total).toBe(3);
    expect(data.list.map((r) => r.transferred_at)).toEqual(['2023-06-18', '2024-05-20', '2025-09-12']);
    expect(data.list.map((r) => r.price)).toEqual([380000, 760000, 1080000]);
    expect(data.list[0]).toMatchObject({ id: 101, from_name: '李明远', from_name_intl: 'Li Mingyuan' });
    expect(itemAt(data.list, 2).to_name_intl).not.toBe('');
  });

  it('answers an empty list for a treasure never transferred, and -1 for one not published', async () => {
    const { data } = ok(calls.transferRecords, await t.request.get('/api/goods/transferRecords/2'));
    expect(data).toEqual({ list: [], total: 0 });
    refused(await t.request.get('/api/goods/transferRecords/9'), 200, undefined, -1);
  });
});

describe('GET goods/valuations/:id', () => {
  it('answers the 12 valuations of treasure 1 in date order and the current valuation', async () => {
    const { data } = ok(calls.valuations, await t.request.get('/api/goods/valuations/1'));
    expect(data.list).toHaveLength(12);
    expect(data.list[0]).toEqual({ valued_at: '2023-03-18', price: 320000 });
    expect(data.list.at(-1)).toEqual({ valued_at: '2026-01-10', price: 1280000 });
    const dates = data.list.map((p) => p.valued_at);
    expect([...dates].sort()).toEqual(dates);
    expect(data.current).toBe(1280000);
  });

  it('answers -1 for an unknown treasure', async () => {
    refused(await t.request.get('/api/goods/valuations/999999'), 200, undefined, -1);
  });
});

describe('GET goodsder/detail/:id', () => {
  it('answers the derivative item as goodsder/info does by code', async () => {
    const byId = ok(calls.derivativeDetail, await t.request.get('/api/goodsder/detail/1')).data;
    const byCode = ok(
      calls.goodsderInfo,
      await t.request.get('/api/goodsder/info').query({ serial_number: 'DV0001' }),
    ).data;
    expect(byId).toEqual(byCode);
    expect(byId.goods).toMatchObject({ id: 1, serial_number: 'WC202600001' });
  });

  it('answers -1 for an unknown item', async () => {
    refused(await t.request.get('/api/goodsder/detail/77').set(EN), 200, undefined, -1);
  });
});

describe('GET collection/applyBuyInfo/:goods_id', () => {
  it('answers null before a request, then the request the caller sent', async () => {
    const token = await loginAs(t, 'demo-visitor');
    const none = ok(calls.applyBuyInfo, await t.request.get('/api/collection/applyBuyInfo/1').set(auth(token)));
    expect(none.data.request).toBeNull();
    const sent = await t.request
      .post('/api/collection/applyBuy')
      .set(auth(token))
      .send({ goods_id: 1, name: '张三', phone: '13812345678', price: '900000', content: '诚心求购' });
    ok(calls.applyBuy, sent);
    const { data } = ok(calls.applyBuyInfo, await t.request.get('/api/collection/applyBuyInfo/1').set(auth(token)));
    expect(data.request).toMatchObject({
      id: sent.body.data.apply_buy_id,
      name: '张三',
      phone: '13812345678',
      price: 900000,
      content: '诚心求购',
    });
  });

  it("never shows another user's request", async () => {
    const other = await loginAs(t, 'demo-collector');
    const { data } = ok(calls.applyBuyInfo, await t.request.get('/api/collection/applyBuyInfo/1').set(auth(other)));
    expect(data.request).toBeNull();
  });

  it('needs a login, and answers -1 for an unknown treasure', async () => {
    refused(await t.request.get('/api/collection/applyBuyInfo/1'), 401);
    const token = await loginAs(t, 'demo-visitor');
    refused(await t.request.get('/api/collection/applyBuyInfo/999999').set(auth(token)), 200, undefined, -1);
  });
});
