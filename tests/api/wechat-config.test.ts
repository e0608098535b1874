import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechatConfigJson } from '../../contract/calls/auth.ts';
import { calls } from '../../contract/calls.ts';
import { EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const config = async (body: Record<string, unknown>, form = false) => {
  const req = t.request.post('/api/auth/wechatConfig').set(EN);
  const res = await (form ? req.type('form').send(body as Record<string, string>) : req.send(body));
  return wechatConfigJson.parse(JSON.parse(ok(calls.wechatConfig, res).data.data));
};
const sign = (nonceStr: string, timestamp: number, url: string) =>
  createHash('sha1')
    .update(`jsapi_ticket=${t.config.wechat.jsapiTicket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');

describe('POST auth/wechatConfig', () => {
  it('answers data.data as a JSON string whose signature is the sha1 of the ticket, nonce, time and url', async () => {
    const url = 'https://treasure.example.com/detail/1?status=1';
    const json = await config({ url, jsApiList: ['scanQRCode', 'updateAppMessageShareData'] });
    expect(json.appId).toBe(t.config.wechat.appId);
    expect(json.jsApiList).toEqual(['scanQRCode', 'updateAppMessageShareData']);
    expect(Math.abs(json.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(json.signature).toBe(sign(json.nonceStr, json.timestamp, url));
  });

  it('signs the url without its #fragment', async () => {
    const page = 'http://localhost:3000/home?a=1';
    const json = await config({ url: `${page}#/section` });
    expect(json.signature).toBe(sign(json.nonceStr, json.timestamp, page));
    expect(json.signature).not.toBe(sign(json.nonceStr, json.timestamp, `${page}#/section`));
    expect(json.jsApiList).toEqual([]);
  });

  it('takes a form body with a comma-separated jsApiList', async () => {
    const url = 'https://treasure.example.com/home';
    const json = await config({ url, jsApiList: 'scanQRCode,chooseWXPay' }, true);
    expect(json.jsApiList).toEqual(['scanQRCode', 'chooseWXPay']);
    expect(json.signature).toBe(sign(json.nonceStr, json.timestamp, url));
  });

  it('takes a form body with jsApiList[] keys, as jQuery and qs send a list', async () => {
    const url = 'https://treasure.example.com/home';
    const res = await t.request
      .post('/api/auth/wechatConfig')
      .set(EN)
      .type('form')
      .send(`url=${encodeURIComponent(url)}&jsApiList%5B%5D=scanQRCode&jsApiList%5B%5D=chooseWXPay`);
    const json = wechatConfigJson.parse(JSON.parse(ok(calls.wechatConfig, res).data.data));
    expect(json.jsApiList).toEqual(['scanQRCode', 'chooseWXPay']);
  });

  it('refuses a url that is not http(s), a missing url and a wrongly typed list with 400', async () => {
    for (const body of [
      { url: 'javascript:alert(1)' },
      { url: 'ftp://example.com/file' },
      { url: 'not a url' },
      {},
      { url: 'https://example.com/', jsApiList: [{ name: 'x' }] },
      { url: `https://example.com/${'a'.repeat(3000)}` },
    ]) {
      refused(await t.request.post('/api/auth/wechatConfig').set(EN).send(body), 400, /url|jsApiList/);
    }
  });
});
