import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, encrypt, loginAs } from '../support/session.ts';

let t: TestApp;
let valid: string;
let badTokens: Record<'forged' | 'garbage' | 'expired' | 'unsigned (alg none)' | 'unknown user', string>;
beforeAll(async () => {
  t = await createTestApp();
  valid = await loginAs(t, 'demo-visitor');
  const userId = String(jwt.decode(valid)?.sub);
  badTokens = {
    forged: jwt.sign({}, 'another-secret-of-at-least-16-characters', { subject: userId, expiresIn: '1h' }),
    garbage: 'garbage.token.value',
    expired: jwt.sign({}, t.config.jwtSecret, { subject: userId, expiresIn: -10 }),
    'unsigned (alg none)': jwt.sign({}, '', { subject: userId, algorithm: 'none' }),
    'unknown user': jwt.sign({}, t.config.jwtSecret, { subject: '999999', expiresIn: '1h' }),
  };
});
afterAll(() => t.close());

const UNAUTHORIZED = 'Your login has expired, please log in again';

describe('bearer tokens', () => {
  it('the valid token works on a login-only call', async () => {
    expect(ok(calls.me, await t.request.get('/api/auth/me').set(auth(valid))).data.nickname).toBeTruthy();
  });

  it('a login-only call without a token answers code 401 in the caller language', async () => {
    refused(await t.request.get('/api/auth/me').set(EN), 401, UNAUTHORIZED);
    refused(await t.request.get('/api/auth/me'), 401, '登录已失效，请重新登录');
    refused(await t.request.get('/api/auth/me').set({ authorization: 'Bearer null' }).set(EN), 401, UNAUTHORIZED);
  });

  it('forged, garbage, expired, unsigned and unknown-user tokens answer 401 on a login-only call', async () => {
    for (const token of Object.values(badTokens)) {
      refused(await t.request.get('/api/auth/me').set(auth(token)).set(EN), 401, UNAUTHORIZED);
    }
  });

  it('an optional call (goods/info) succeeds without a token, refuses a bad one with code 401', async () => {
    const data = await encrypt(t, { goods_id: 1 });
    ok(calls.goodsInfo, await t.request.get('/api/goods/info').query({ data }));
    ok(calls.goodsInfo, await t.request.get('/api/goods/info').query({ data }).set(auth(valid)));
    for (const token of Object.values(badTokens)) {
      refused(await t.request.get('/api/goods/info').query({ data }).set(auth(token)).set(EN), 401, UNAUTHORIZED);
    }
  });

  it('a call without login (common/encrypt) ignores even a bad token', async () => {
    ok(calls.encrypt, await t.request.post('/api/common/encrypt').set(auth(badTokens.forged)).send({ goods_id: 1 }));
  });
});
