// Small helpers the API tests share: log in as a persona, sign a token, encrypt a payload.
import jwt from 'jsonwebtoken';
import type { TestApp } from './app.ts';

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A token signed with `t`'s own key for user 2, however `options` make it (expired, too long-lived…). */
export const signedBy = (t: TestApp, options: jwt.SignOptions) =>
  jwt.sign({}, t.config.jwtSecret, { algorithm: 'HS256', subject: '2', ...options });

export async function loginAs(t: TestApp, code: string): Promise<string> {
  const res = await t.request.get('/api/auth/nt').query({ code });
  if (res.body.code !== 0) throw new Error(`login as ${code} failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

export async function encrypt(t: TestApp, payload: Record<string, unknown>): Promise<string> {
  const res = await t.request.post('/api/common/encrypt').send(payload);
  if (res.body.code !== 0) throw new Error(`encrypt failed: ${JSON.stringify(res.body)}`);
  return res.body.data.data_encrypted as string;
}
