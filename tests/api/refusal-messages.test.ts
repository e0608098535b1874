// A refused request reads as a sentence in the caller's language with the real reason: no
// parser wording ("数值过小：期望 string"), no English inside a Chinese answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, loginAs } from '../support/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ZN = { lang: 'zn' };
const EN = { lang: 'en' };
const PARSER_WORDING = /数值过小|数值过大|期望|expected|Too small|Too big|Invalid input/;

describe('refusals of bad input', () => {
  it('goodsder/info without a code or a hash', async () => {
    const zn = await t.request.get('/api/goodsder/info').set(ZN);
    expect(zn.body).toMatchObject({ code: 400, msg: '参数错误：请提供珍宝编码或区块链哈希其中之一' });
    const en = await t.request.get('/api/goodsder/info').set(EN);
    expect(en.body.msg).toBe(
      'Invalid request: one of the code (serial_number) and the hash (uuid) is needed, not both',
    );
  });

  it('a master name of one character', async () => {
    const zn = await t.request.get('/api/artist/search').query({ name: 'a' }).set(ZN);
    expect(zn.body.msg).toBe('参数错误：名字（name）至少 2 个字符');
    const en = await t.request.get('/api/artist/search').query({ name: 'a' }).set(EN);
    expect(en.body.msg).toBe('Invalid request: the name (name) needs at least 2 characters');
  });

  it('a wrong type, a missing field, a value out of range', async () => {
    const token = await loginAs(t, 'demo-master');
    const editSave = (body: object, lang: Record<string, string>) =>
      t.request.post('/api/goods/editSave').set(auth(token)).set(lang).send(body);
    expect((await editSave({ goods_id: 'abc' }, EN)).body.msg).toBe(
      'Invalid request: the treasure id (goods_id) must be a number',
    );
    expect((await editSave({}, EN)).body.msg).toBe('Invalid request: the treasure id (goods_id) is missing');
    expect((await editSave({}, ZN)).body.msg).toBe('参数错误：缺少珍宝编号（goods_id）');
    for (const res of [await editSave({ goods_id: 'abc' }, ZN), await editSave({ goods_id: -3 }, ZN)]) {
      expect(res.body.msg).not.toMatch(PARSER_WORDING);
      expect(res.body.msg).toMatch(/^参数错误：/);
    }
  });
});
