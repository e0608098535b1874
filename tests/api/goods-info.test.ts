import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { errorEnvelope, okEnvelope } from '../../contract/envelope.ts';
import { refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, encrypt, loginAs } from '../support/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const info = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request
    .get('/api/goods/info')
    .query({ data: await encrypt(t, payload) })
    .set(headers);

describe('GET goods/info (encrypted lookup)', () => {
  it('finds the showcase treasure by its code, answering the contract', async () => {
    const res = await info({ serial_number: 'WC202600001' });
    expect(res.status).toBe(200);
    const body = okEnvelope(calls.goodsInfo.data).parse(res.body);
    expect(body.data).toMatchObject({ id: 1, uuid: '2f411ecfb0588f7fc5749070f8238caf', is_rare: 1, is_can_buy: 1 });
    expect(body.data.level.name_intl).toBe('rare');
    expect(body.data.certificate_info).toHaveLength(3);
    expect(body.data.transfer_count).toBe(3);
    expect(body.data.honor.split('\n')).toHaveLength(8);
    expect(body.data.description_intl.split('\n')).toHaveLength(9);
  });

  it('finds a code typed in small letters (phone keyboards change case), as the hash search does', async () => {
    expect((await info({ serial_number: 'wc202600001' })).body.data.id).toBe(1);
    expect((await info({ serial_number: 'Wc202600002' })).body.data.id).toBe(2);
    expect((await info({ goods_id: 3, id_code: 'wc202600003' })).body.data.id).toBe(3);
  });

  it('finds by hash, by derivative pair and by id with its code', async () => {
    expect((await info({ uuid: '89641F5460A42031D02C0A995C107F96' })).body.data.id).toBe(2);
    expect((await info({ goods_id: 3, id_code: 'WC202600003' })).body.data.id).toBe(3);
    expect((await info({ goods_id: 3, id_code: 'WC202600004' })).body.code).toBe(-1);
  });

  it('shows what the seed’s fixtures say of treasures 2, 3, 4, 5, 6 and 785', async () => {
    const get = async (goods_id: number) =>
      okEnvelope(calls.goodsInfo.data).parse((await info({ goods_id })).body).data;
    const coAuthored = await get(2);
    expect(coAuthored).toMatchObject({ certificate: '', price: 0, collector: null, is_can_buy: 0 });
    expect(coAuthored.link_artist).toHaveLength(3);
    expect(coAuthored.link_artist.map((a) => a.name).join('').length).toBeGreaterThan(14);
    expect(await get(3)).toMatchObject({ artist_id: 201, audio_type: 0, artist: { type: 2 } });
    expect(await get(4)).toMatchObject({ artist_id: 301, artist: { is_collector_inst: 1 } });
    const skinned = await get(5);
    expect(skinned.privacy_skin?.image_info.length).toBeGreaterThan(0);
    expect([...skinned.name].length).toBeGreaterThanOrEqual(13);
    expect(await get(6)).toMatchObject({ artist_id: 104, collector: { status: 3 } });
    expect(await get(785)).toMatchObject({ is_unit: 1, serial_number: 'WC202600785' });
  });

  it('counts a read each time', async () => {
    const first = (await info({ goods_id: 4 })).body.data.view.total_browse_num;
    const second = (await info({ goods_id: 4 })).body.data.view.total_browse_num;
    expect(second).toBe(first + 1);
  });

  it('answers code -1 for an unknown code and for an unpublished treasure, in the caller language', async () => {
    for (const payload of [{ serial_number: 'WC299999999' }, { goods_id: 9 }]) {
      const res = await info(payload, { lang: 'en' });
      expect(errorEnvelope.parse(res.body)).toEqual({
        code: -1,
        msg: 'Sorry, if you can not check this treasure, please re-enter',
        data: null,
      });
    }
  });

  it('with both data and goods_id, answers the encrypted lookup (the treasure), not the purchase request id', async () => {
    const res = await t.request.get('/api/goods/info').query({ data: await encrypt(t, { goods_id: 2 }), goods_id: 1 });
    expect(okEnvelope(calls.goodsInfo.data).parse(res.body).data.id).toBe(2);
  });

  it('refuses garbage and tampered data with a clear 400', async () => {
    const good = await encrypt(t, { goods_id: 1 });
    const tampered = good.slice(0, -2) + (good.endsWith('A') ? 'BB' : 'AA');
    for (const data of ['garbage', tampered, '', 'x'.repeat(5000)]) {
      const res = await t.request.get('/api/goods/info').query({ data }).set('accept-language', 'en-US,en;q=0.9');
      refused(res, 400, /invalid|tampered/i);
    }
  });

  it("shows the viewer's own like and save", async () => {
    const token = await loginAs(t, 'demo-visitor');
    await t.request
      .post('/api/goods/like')
      .set(auth(token))
      .send({ data: await encrypt(t, { goods_id: 5, type: 1 }) });
    const res = await info({ goods_id: 5 }, auth(token));
    expect(res.body.data.is_like).toBe(1);
    expect((await info({ goods_id: 5 })).body.data.is_like).toBe(0);
  });
});
