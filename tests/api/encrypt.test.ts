import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { createCipher } from '../../server/services/cipher.ts';
import { CHINESE, EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const encryptCall = (body: unknown, form = false) => {
  const req = t.request.post('/api/common/encrypt').set(EN);
  return form ? req.type('form').send(body as Record<string, string>) : req.send(body as object);
};
const lookup = (data: string) => t.request.get('/api/goods/info').query({ data }).set(EN);

describe('POST common/encrypt', () => {
  it('encrypts every shape of product §7, each usable by the call it is made for', async () => {
    const shapes = [
      { serial_number: 'WC202600001' },
      { uuid: '2f411ecfb0588f7fc5749070f8238caf' },
      { goods_uuid: '2f411ecfb0588f7fc5749070f8238caf', goods_derivative_uuid: '49b9133d1d85b9785d39072bf36e9892' },
      { goods_id: 1, id_code: 'WC202600001' },
      { goods_id: 1 },
    ];
    for (const shape of shapes) {
      const { data } = ok(calls.encrypt, await encryptCall(shape));
      expect(ok(calls.goodsInfo, await lookup(data.data_encrypted)).data.id, JSON.stringify(shape)).toBe(1);
    }
    ok(calls.encrypt, await encryptCall({ goods_id: 1, type: 1 }));
    ok(calls.encrypt, await encryptCall({ artist_id: 101, more: 0, count: 4, page: 1 }));
  });

  it('takes form-encoded bodies too', async () => {
    const { data } = ok(calls.encrypt, await encryptCall({ serial_number: 'WC202600002' }, true));
    expect(ok(calls.goodsInfo, await lookup(data.data_encrypted)).data.id).toBe(2);
    ok(calls.encrypt, await encryptCall({ artist_id: '101', count: '4', page: '2' }, true));
  });

  it('gives a different token each time (random IV), each one valid', async () => {
    const a = ok(calls.encrypt, await encryptCall({ goods_id: 1 })).data.data_encrypted;
    const b = ok(calls.encrypt, await encryptCall({ goods_id: 1 })).data.data_encrypted;
    expect(a).not.toBe(b);
    expect(ok(calls.goodsInfo, await lookup(b)).data.id).toBe(1);
  });

  it('refuses fields that are not one of the accepted shapes', async () => {
    for (const body of [
      {},
      { serial_number: 'WC202600001', extra: 1 },
      { goods_id: 'abc' },
      { goods_id: -1 },
      { uuid: 'zz' },
      { serial_number: 'W'.repeat(65) },
      { serial_number: ['WC202600001'] },
      { serial_number: { $ne: null } },
      { artist_id: 101, count: 21 },
    ]) {
      refused(await encryptCall(body), 400, /\S/);
    }
    refused(await t.request.post('/api/common/encrypt').send({}), 400, CHINESE);
  });

  it('refuses a token made with another key, or tampered with', async () => {
    const foreign = createCipher('another-key-of-at-least-16-chars').encrypt({ goods_id: 1 });
    refused(await lookup(foreign), 400, 'The encrypted data is invalid or has been tampered with');
    const good = ok(calls.encrypt, await encryptCall({ goods_id: 1 })).data.data_encrypted;
    const flipped = good.slice(0, 20) + (good[20] === 'A' ? 'B' : 'A') + good.slice(21);
    refused(await lookup(flipped), 400, 'The encrypted data is invalid or has been tampered with');
  });
});
