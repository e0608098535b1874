import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { CHINESE, EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (query: Record<string, string>, headers: Record<string, string> = EN) =>
  t.request.get('/api/goodsder/info').query(query).set(headers);

describe('GET goodsder/info', () => {
  it('finds DV0001 by its code, with the treasure it derives from', async () => {
    const { data } = ok(calls.goodsderInfo, await get({ serial_number: 'DV0001' }));
    expect(data).toMatchObject({
      serial_number: 'DV0001',
      goods_id: 1,
      goods: { id: 1, serial_number: 'WC202600001' },
    });
    expect(data.name).toMatch(CHINESE);
    expect(data.name_intl).not.toBe(data.name);
  });

  it('finds a derivative code typed in small letters', async () => {
    expect(ok(calls.goodsderInfo, await get({ serial_number: 'dv0001' })).data.serial_number).toBe('DV0001');
  });

  it('finds the same item by its hash, in either case', async () => {
    const { data } = ok(calls.goodsderInfo, await get({ serial_number: 'DV0001' }));
    expect(ok(calls.goodsderInfo, await get({ uuid: data.uuid })).data.id).toBe(data.id);
    expect(ok(calls.goodsderInfo, await get({ uuid: data.uuid.toUpperCase() })).data.id).toBe(data.id);
  });

  it('answers code -1 for an unknown code or hash', async () => {
    refused(
      await get({ serial_number: 'DV9999' }),
      200,
      'Sorry, if you can not check this treasure, please re-enter',
      -1,
    );
    refused(await get({ uuid: 'f'.repeat(32) }), 200, /treasure/, -1);
    refused(await get({ serial_number: "DV0001' OR 1=1 --" }, {}), 200, CHINESE, -1);
  });

  it('refuses neither or both parameters, and a malformed hash, with 400', async () => {
    refused(await get({}), 400, /serial_number/);
    refused(
      await get({ serial_number: 'DV0001', uuid: '49b9133d1d85b9785d39072bf36e9892' }),
      400,
      /one of the code \(serial_number\) and the hash \(uuid\)/,
    );
    refused(await get({ uuid: 'not-a-hash' }), 400, /uuid/);
    refused(await get({ serial_number: 'D'.repeat(65) }), 400, /serial_number/);
    refused(await get({}, {}), 400, CHINESE);
  });
});
