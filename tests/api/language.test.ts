// Messages follow the `lang` header (zn or en), else Accept-Language's first language, else Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { encrypt } from '../support/session.ts';

let t: TestApp;
let unknownCode: string;
beforeAll(async () => {
  t = await createTestApp();
  unknownCode = await encrypt(t, { serial_number: 'WC299999999' });
});
afterAll(() => t.close());

const EN_TEXT = 'Sorry, if you can not check this treasure, please re-enter';
const ZN_TEXT = '抱歉，查不到该珍宝，请重新输入';
const msgWith = async (headers: Record<string, string>) =>
  refused(await t.request.get('/api/goods/info').query({ data: unknownCode }).set(headers), 200, undefined, -1).msg;

describe('the language of messages', () => {
  it.each([
    ['no header', {}, ZN_TEXT],
    ['lang: en', { lang: 'en' }, EN_TEXT],
    ['lang: EN', { lang: 'EN' }, EN_TEXT],
    ['lang: zn', { lang: 'zn' }, ZN_TEXT],
    ['Accept-Language: en-US', { 'accept-language': 'en-US' }, EN_TEXT],
    ['Accept-Language: en-GB,en;q=0.9', { 'accept-language': 'en-GB,en;q=0.9' }, EN_TEXT],
    ['Accept-Language: zh-CN,zh;q=0.9,en;q=0.8', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }, ZN_TEXT],
    // the browser's language is the first it names, as navigator.language (contract/language.ts)
    ['Accept-Language: zh;q=0.5,en;q=0.9', { 'accept-language': 'zh;q=0.5,en;q=0.9' }, ZN_TEXT],
    ['Accept-Language: fr-FR', { 'accept-language': 'fr-FR' }, ZN_TEXT],
    ['lang: zn wins over Accept-Language: en', { lang: 'zn', 'accept-language': 'en-US' }, ZN_TEXT],
    ['lang: en wins over Accept-Language: zh', { lang: 'en', 'accept-language': 'zh-CN' }, EN_TEXT],
    ['lang: fr is no choice: Accept-Language: en decides', { lang: 'fr', 'accept-language': 'en' }, EN_TEXT],
  ])('%s', async (_name, headers, expected) => {
    expect(await msgWith(headers)).toBe(expected);
  });

  it('applies to refusals made before the call runs (401, 404, 400 of a bad body)', async () => {
    refused(
      await t.request.get('/api/auth/me').set('accept-language', 'en-US'),
      401,
      'Your login has expired, please log in again',
    );
    refused(await t.request.get('/api/nope').set('accept-language', 'en-US'), 404, 'No such call: /api/nope');
    const broken = await t.request
      .post('/api/common/encrypt')
      .set('accept-language', 'en-US')
      .set('content-type', 'application/json')
      .send('{');
    refused(broken, 400, 'The request body is not valid JSON');
  });
});
