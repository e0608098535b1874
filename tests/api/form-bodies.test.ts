// Every POST of the contract works with a form-encoded body (where every value is a string),
// answering the same as with JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../contract/calls.ts';
import { ok } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, encrypt, loginAs } from '../support/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type FormCase = { persona?: string; body: () => Promise<Record<string, string>> };
const data = (payload: Record<string, unknown>) => async () => ({ data: await encrypt(t, payload) });
/** A picture stored by upload/image (the detail-upload form sends their urls, comma-separated). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
async function uploadedPicture(): Promise<string> {
  const res = await t.request
    .post('/api/upload/image')
    .set(auth(await loginAs(t, 'demo-master')))
    .field('kind', 'image')
    .attach('file', PNG, 'p.png');
  return res.body.data.url as string;
}

/** One form body per POST call id; a new POST call without one fails below. */
const FORMS: Record<string, FormCase> = {
  'goods.helpConfig': { body: async () => ({}) },
  'common.encrypt': { body: async () => ({ goods_id: '1', id_code: 'WC202600001' }) },
  'auth.wechatConfig': { body: async () => ({ url: 'https://example.com/home', jsApiList: 'scanQRCode' }) },
  'auth.urlScheme': { body: async () => ({ path: '/pages/index/index' }) },
  'goods.audioStatus': { body: data({ goods_id: 1 }) },
  'artist.followStatus': { body: async () => ({ artist_id: '101' }) },
  'artist.editFollow': { persona: 'demo-visitor', body: async () => ({ artist_id: '101' }) },
  'collection.applyBuyStatus': { persona: 'demo-visitor', body: async () => ({ goods_id: '1' }) },
  'collection.applyBuy': {
    persona: 'demo-visitor',
    body: async () => ({ goods_id: '1', name: '张三', phone: '13812345678', price: '5000', content: '想收藏' }),
  },
  'audio.pricing': { persona: 'demo-collector', body: async () => ({ goods_id: '3', artist_type: '2' }) },
  'audio.payByCount': { persona: 'demo-collector', body: async () => ({ goods_id: '3', artist_type: '2' }) },
  'order.payAudioLogs': { persona: 'demo-master', body: async () => ({ goods_id: '2', type_id: '1' }) },
  'goods.like': { persona: 'demo-visitor', body: data({ goods_id: 1, type: 1 }) },
  'goods.editSave': { persona: 'demo-visitor', body: async () => ({ goods_id: '1' }) },
  'auth.artistList': { persona: 'demo-assistant', body: async () => ({ type: '1' }) },
  'auth.chooseArtist': {
    persona: 'demo-assistant',
    body: async () => ({ type: '1', artist_user_id: '12', artist_id: '104' }),
  },
  'report.submit': {
    persona: 'demo-visitor',
    body: async () => ({ goods_id: '1', accuse_pattern: '1', reason: 'false_info', content: '作者信息不实' }),
  },
  'report.violation': {
    persona: 'demo-visitor',
    body: async () => ({ goods_id: '1', reason: 'vulgar', content: '图片不当', contact: '13812345678' }),
  },
  'goods.detailUpload': {
    persona: 'demo-master',
    body: async () => ({
      goods_id: '1',
      pictures: `${await uploadedPicture()},${await uploadedPicture()}`,
      note: '细节',
    }),
  },
  // master, collector and institution tools
  'owner.editProfile': {
    persona: 'demo-master-noinfo',
    body: async () => ({
      artist_type: '1',
      name: '孙伟',
      birthday: '1970-03-03',
      gender: '0',
      honor: '2023 天工奖金奖\n2019 江苏省工艺美术大师',
      certificates: JSON.stringify([
        { pic: '/media/certificates/a101-c1.svg', content: '天工奖证书', content_intl: 'Tiangong Award' },
      ]),
    }),
  },
  'owner.saveSignature': {
    persona: 'demo-master-nosign',
    body: async () => ({ password: '1234567', password_confirm: '1234567' }),
  },
  'owner.authorise': { persona: 'demo-master', body: async () => ({ name: '表单助理', phone: '13500009999' }) },
  'owner.revokeAuthorisation': { persona: 'demo-master', body: async () => ({ id: '2' }) },
  'works.save': {
    persona: 'demo-master',
    body: async () => ({
      name: '表单作品',
      pictures: '/media/treasures/t001-1.svg,/media/treasures/t001-2.svg',
      description: '一件用表单提交的作品。',
      data_lines: JSON.stringify([{ label: '材质', value: '瓷' }]),
      submit: '1',
    }),
  },
  'works.delete': { persona: 'demo-master', body: async () => ({ id: '1' }) },
  'owner.setRecommended': { persona: 'demo-master', body: async () => ({ goods_id: '8', recommended: '1' }) },
  'owner.setForSale': { persona: 'demo-master', body: async () => ({ goods_id: '7', is_can_buy: '1' }) },
  'news.save': {
    persona: 'demo-master',
    body: async () => ({ title: '表单新闻', url: 'https://news.example.cn/form' }),
  },
  'news.delete': { persona: 'demo-master', body: async () => ({ id: '1' }) },
  'threeD.apply': {
    persona: 'demo-master',
    body: async () => ({ goods_id: '11', contact: '13907980101', note: '表单申请' }),
  },
  'role.apply': {
    persona: 'demo-salesman-basic',
    body: async () => ({ role: 'master', name: '孙小满', phone: '13812340010' }),
  },
  'salesman.bind': { persona: 'demo-master', body: async () => ({ code: 'ZB9FN6VJ3C' }) },
};

// Uploads are multipart forms by nature (tests/api/upload.test.ts).
const posts = allCalls.filter((call) => call.method === 'POST' && !call.consumes);

describe('every POST takes a form-encoded body', () => {
  it('has a form case for every POST call of the contract', () => {
    expect(posts.map((call) => call.id).filter((id) => !FORMS[id])).toEqual([]);
  });

  it.each(posts.map((call) => [call.id, call] as const))('%s', async (id, call) => {
    const form = FORMS[id];
    if (!form) throw new Error(`no form case for ${id}`);
    const token = form.persona ? await loginAs(t, form.persona) : undefined;
    const res = await t.request
      .post(`/api${call.path}`)
      .set(token ? auth(token) : {})
      .type('form')
      .send(await form.body());
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    ok(call, res);
  });
});
