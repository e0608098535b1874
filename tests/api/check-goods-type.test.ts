import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { CHINESE, EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { encrypt } from '../support/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = async (serial_number: string, headers: Record<string, string> = {}) =>
  t.request
    .get('/api/goods/checkGoodsType')
    .query({ data: await encrypt(t, { serial_number }) })
    .set(headers);

describe('GET goods/checkGoodsType', () => {
  it("answers msg 'goods' for a treasure code", async () => {
    const body = ok(calls.checkGoodsType, await check('WC202600001'));
    expect(body).toMatchObject({ msg: 'goods', data: { type: 'goods', id: 1 } });
  });

  it("answers msg 'goodsder' for a derivative-item code, also in English", async () => {
    const body = ok(calls.checkGoodsType, await check('DV0001', EN));
    expect(body.msg).toBe('goodsder');
    expect(body.data.type).toBe('goodsder');
  });

  it('answers code -1 for a code that matches nothing and for an unpublished treasure', async () => {
    refused(await check('WC299999999', EN), 200, 'Sorry, if you can not check this treasure, please re-enter', -1);
    refused(await check('WC202600009', EN), 200, 'Sorry, if you can not check this treasure, please re-enter', -1);
    refused(await check('WC299999999'), 200, '抱歉，查不到该珍宝，请重新输入', -1);
  });

  it("answers code -1 for a derivative item's code while its treasure is not published, as goodsder/info does", async () => {
    const item = t.db.$client.prepare('select goods_id from derivatives where serial_number = ?').get('DV0001');
    const parent = (item as { goods_id: number }).goods_id;
    t.db.$client.prepare('update goods set published = 0 where id = ?').run(parent);
    try {
      refused(await check('DV0001', EN), 200, 'Sorry, if you can not check this treasure, please re-enter', -1);
      refused(
        await t.request.get('/api/goodsder/info').query({ serial_number: 'DV0001' }).set(EN),
        200,
        'Sorry, if you can not check this treasure, please re-enter',
        -1,
      );
    } finally {
      t.db.$client.prepare('update goods set published = 1 where id = ?').run(parent);
    }
    ok(calls.checkGoodsType, await check('DV0001'));
  });

  it('treats SQL-looking codes as data', async () => {
    for (const code of ["' OR 1=1 --", "WC202600001' --", '1; DROP TABLE goods']) {
      refused(await check(code), 200, CHINESE, -1);
    }
    ok(calls.checkGoodsType, await check('WC202600001'));
  });

  it('refuses missing, garbled and wrongly shaped data with 400', async () => {
    refused(await t.request.get('/api/goods/checkGoodsType').set(EN), 400, /data/);
    refused(
      await t.request.get('/api/goods/checkGoodsType').query({ data: 'not-encrypted' }).set(EN),
      400,
      /encrypted data is invalid/,
    );
    // a valid token, but of a payload this call does not take
    const other = await encrypt(t, { goods_id: 1 });
    refused(await t.request.get('/api/goods/checkGoodsType').query({ data: other }).set(EN), 400, /serial_number/);
  });
});
