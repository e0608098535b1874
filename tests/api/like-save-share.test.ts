import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { EN, ok, refused, rows, writes } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, encrypt, loginAs } from '../support/session.ts';

let t: TestApp;
let visitor: string;
let collector: string;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await loginAs(t, 'demo-visitor');
  collector = await loginAs(t, 'demo-collector');
});
afterAll(() => t.close());

const view = async (goods_id: number, token?: string) =>
  ok(
    calls.goodsInfo,
    await t.request
      .get('/api/goods/info')
      .query({ data: await encrypt(t, { goods_id }) })
      .set(token ? auth(token) : {}),
  ).data;
const like = async (goods_id: number, token: string, headers: Record<string, string> = EN) =>
  t.request
    .post('/api/goods/like')
    .set(auth(token))
    .set(headers)
    .send({ data: await encrypt(t, { goods_id, type: 1 }) });
const save = (goods_id: unknown, token: string, form = false) => {
  const req = t.request.post('/api/goods/editSave').set(auth(token)).set(EN);
  return form ? req.type('form').send({ goods_id: String(goods_id) }) : req.send({ goods_id });
};
const likesOf = (userCode: string, goodsId: number) =>
  (
    t.db.$client
      .prepare(
        'select count(*) as n from likes join users on users.id = likes.user_id where users.code = ? and goods_id = ?',
      )
      .get(userCode, goodsId) as { n: number }
  ).n;

describe('POST goods/like', () => {
  it('likes once; a repeat answers 409 "You have liked" and counts nothing', async () => {
    const before = (await view(7)).view.total_like_num;
    const first = ok(calls.like, await like(7, visitor));
    expect(first).toMatchObject({ msg: 'Like success', data: { is_like: 1, total_like_num: before + 1 } });
    refused(await like(7, visitor), 409, 'You have liked');
    refused(await like(7, visitor, {}), 409, '您已点过赞');
    const after = await view(7, visitor);
    expect(after.view.total_like_num).toBe(before + 1);
    expect(after.is_like).toBe(1);
  });

  it('20 parallel likes by one user count once', async () => {
    const before = (await view(10)).view.total_like_num;
    const data = await encrypt(t, { goods_id: 10, type: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.request.post('/api/goods/like').set(auth(collector)).set(EN).send({ data })),
    );
    const successes = answers.filter((res) => res.status === 200 && res.body.code === 0);
    expect(successes).toHaveLength(1);
    for (const res of answers.filter((r) => !successes.includes(r))) refused(res, 409, 'You have liked');
    expect((await view(10)).view.total_like_num).toBe(before + 1);
    expect(likesOf('demo-collector', 10)).toBe(1);
  });

  it('takes a form-encoded body', async () => {
    const data = await encrypt(t, { goods_id: 11, type: 1 });
    const res = await t.request.post('/api/goods/like').set(auth(visitor)).type('form').send({ data });
    expect(ok(calls.like, res).data.is_like).toBe(1);
  });

  it('refuses without a token, for an unknown treasure and for bad data, writing nothing', async () => {
    const before = writes(t);
    const data = await encrypt(t, { goods_id: 12, type: 1 });
    refused(
      await t.request.post('/api/goods/like').set(EN).send({ data }),
      401,
      'Your login has expired, please log in again',
    );
    refused(await like(999999, visitor), 200, /treasure/, -1);
    refused(await like(9, visitor), 200, /treasure/, -1);
    refused(
      await t.request.post('/api/goods/like').set(auth(visitor)).set(EN).send({ data: 'garbage' }),
      400,
      /encrypted/,
    );
    refused(await t.request.post('/api/goods/like').set(auth(visitor)).set(EN).send({}), 400, /data/);
    const wrongShape = await encrypt(t, { serial_number: 'WC202600012' });
    refused(
      await t.request.post('/api/goods/like').set(auth(visitor)).set(EN).send({ data: wrongShape }),
      400,
      /goods_id/,
    );
    expect(writes(t)).toEqual(before);
  });
});

describe('POST goods/editSave', () => {
  it('toggles the favorite and moves total_save_num up, then down', async () => {
    const before = (await view(12)).view.total_save_num;
    const saved = ok(calls.editSave, await save(12, visitor));
    expect(saved).toMatchObject({ msg: 'Collection success', data: { save_status: 1, total_save_num: before + 1 } });
    expect((await view(12, visitor)).is_save).toBe(1);
    const unsaved = ok(calls.editSave, await save(12, visitor, true));
    expect(unsaved).toMatchObject({ msg: 'Cancel success', data: { save_status: 0, total_save_num: before } });
    expect((await view(12, visitor)).is_save).toBe(0);
    expect(rows(t, 'saves')).toBe(0);
  });

  it('answers in Chinese by default', async () => {
    const res = await t.request.post('/api/goods/editSave').set(auth(visitor)).send({ goods_id: 13 });
    expect(ok(calls.editSave, res).msg).toBe('收藏成功');
  });

  it('refuses without a token, an unknown treasure and a bad goods_id, writing nothing', async () => {
    const before = writes(t);
    refused(await t.request.post('/api/goods/editSave').set(EN).send({ goods_id: 14 }), 401);
    refused(await save(999999, visitor), 200, /treasure/, -1);
    for (const bad of ['abc', '', null, true, [14], [14, 15], { id: 14 }, 1.5, -3, '0x10', '1e1']) {
      refused(await save(bad, visitor), 400, /goods_id/);
    }
    refused(await t.request.post('/api/goods/editSave').set(auth(visitor)).set(EN).send({}), 400, /goods_id/);
    expect(writes(t)).toEqual(before);
  });
});

describe('GET goods/share/{id}', () => {
  it('counts a share each time, with or without a token', async () => {
    const before = (await view(15)).view.total_share_num;
    const first = ok(calls.share, await t.request.get('/api/goods/share/15'));
    expect(first.data.total_share_num).toBe(before + 1);
    const second = ok(calls.share, await t.request.get('/api/goods/share/15').set(auth(visitor)));
    expect(second.data.total_share_num).toBe(before + 2);
    expect((await view(15)).view.total_share_num).toBe(before + 2);
  });

  it('answers -1 for an unknown or unpublished treasure and 400 for a bad id', async () => {
    const before = writes(t);
    refused(await t.request.get('/api/goods/share/999999').set(EN), 200, /treasure/, -1);
    refused(await t.request.get('/api/goods/share/9').set(EN), 200, /treasure/, -1);
    refused(await t.request.get('/api/goods/share/abc').set(EN), 400, /id/);
    refused(await t.request.get(`/api/goods/share/${encodeURIComponent('1 OR 1=1')}`).set(EN), 400, /id/);
    expect(writes(t)).toEqual(before);
  });
});
