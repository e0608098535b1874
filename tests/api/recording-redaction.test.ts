// What a recording never holds, proven by grepping the files of a recorded session that holds
// each: phone numbers however they are written, login codes in a redirect and in any address's
// query, tokens, and every field the contract describes as contact data (phones, a way to reach
// someone, the name a person gave beside them, a salesman's bank details). The backend's own
// codes and messages stay as it sent them.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.ts';
import { recordingUpstream } from '../support/recording-upstream.ts';
import { auth } from '../support/session.ts';

const PHONES = ['+8613712345678', '138-1234-5679', '+86 136 1234 5678', '(+86) 135 1234 5670', '13912345601'];
const LOGIN_CODES = ['code-in-redirect-7b1f', 'code-in-page-url-9c2e', 'code-in-answer-4d3a'];
const TOKENS = ['backend-token-0f9e8d7c6b5a', 'given-token-1a2b3c4d5e6f'];
const PEOPLE = ['李四光', '王小二', '赵助理', '钱申请'];
const BANK = ['6222020200112233445', '91330106MA2H3K7X5Q', '中国工商银行西湖支行'];

const dir = mkdtempSync(join(tmpdir(), 'recording-redaction-'));
const everything = () =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');

const json = (data: unknown, code: unknown = 0, msg = 'success') => JSON.stringify({ code, msg, data });

/** What the backend answers, by path: each answer holds personal data or a secret. */
const ANSWERS: Record<string, () => [number, Record<string, string>, string]> = {
  '/api/auth/login': () => [302, { location: `/home?code=${LOGIN_CODES[0]}&state=visit` }, ''],
  '/api/auth/nt': () => [200, {}, json({ token: TOKENS[1], user: { artist_id: null } })],
  '/api/auth/me': () => [
    200,
    {},
    json({
      phone: PHONES[4],
      bindsalesman: { name: PEOPLE[0], auth: 1, bank_account: BANK[0], bank_duty_number: BANK[1], bank_name: BANK[2] },
      next: `https://app.example/detail/1?code=${LOGIN_CODES[2]}&from=me`,
    }),
  ],
  '/api/collection/applyBuyInfo/7': () => [
    200,
    {},
    json({ request: { name: PEOPLE[1], phone: PHONES[1], content: `Or call ${PHONES[2]}` } }),
  ],
  '/api/artist/authorisations': () => [
    200,
    {},
    json({ list: [{ id: 1, assistant_name: PEOPLE[2], assistant_phone: PHONES[0], status: 1 }] }),
  ],
  '/api/user/roleApplication': () => [
    200,
    {},
    json({ application: { role: 'master', name: PEOPLE[3], phone: PHONES[3], status: 1 } }),
  ],
  '/api/collection/applyBuy': () => [200, {}, JSON.stringify({ code: '10002', msg: 'Please fill in your name' })],
};

let backend: Awaited<ReturnType<typeof recordingUpstream>>;
beforeAll(async () => {
  backend = await recordingUpstream((request, res) => {
    const [status, headers, body] = ANSWERS[request.url.split('?')[0] as string]?.() ?? [200, {}, json(null)];
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(body);
  });
  const recorder = await createTestApp({ MOCK_UPSTREAM: backend.url, MOCK_RECORD: dir });
  const token = auth(TOKENS[0] as string);
  try {
    await recorder.request.get('/api/auth/login').query({ url: '/home' });
    await recorder.request.get('/api/auth/nt').query({ code: LOGIN_CODES[0] });
    await recorder.request.get('/api/auth/me').set(token);
    await recorder.request
      .post('/api/auth/wechatConfig')
      .type('form')
      .send({ url: `https://app.example/detail/1?code=${LOGIN_CODES[1]}&share=1` });
    await recorder.request
      .post('/api/collection/applyBuy')
      .set(token)
      .send({ goods_id: 7, name: '', phone: PHONES[0], price: '100', content: `Call ${PHONES[1]} or ${PHONES[2]}` });
    await recorder.request.get('/api/collection/applyBuyInfo/7').set(token);
    await recorder.request
      .post('/api/report/submit')
      .set(token)
      .send({ goods_id: 7, accuse_pattern: 0, reason: 'other', content: 'Copied', contact: PHONES[3] });
    await recorder.request.post('/api/goods/apply3D').set(token).send({ goods_id: 7, contact: PHONES[2], note: 'hi' });
    await recorder.request
      .post('/api/user/applyRole')
      .set(token)
      .send({ role: 'master', name: PEOPLE[3], phone: PHONES[4] });
    await recorder.request.post('/api/artist/authorise').set(token).send({ name: PEOPLE[2], phone: PHONES[0] });
    await recorder.request.get('/api/artist/authorisations').set(token);
    await recorder.request.get('/api/user/roleApplication').set(token).query({ role: 'master' });
  } finally {
    await recorder.close();
  }
});
afterAll(() => backend?.close());

describe('a recorded session', () => {
  it('holds no phone number, in any of the ways people write one', () => {
    const all = everything();
    expect(backend.received.length).toBe(12);
    for (const phone of PHONES) {
      expect(all, phone).not.toContain(phone);
      expect(all, phone).not.toContain(phone.replace(/\D/g, '').slice(-11));
    }
  });

  it('holds no login code, in a redirect, in a page address it was sent or in an answer, and no token', () => {
    const all = everything();
    for (const secret of [...LOGIN_CODES, ...TOKENS]) expect(all, secret).not.toContain(secret);
    // a login code handed on names the user it stands for, so that a replay can log in with it
    expect(all).toMatch(/"location": "\/home\?code=\[redacted:[0-9a-f]{8}\]&state=visit"/);
  });

  it("holds none of the contract's contact data: names given beside a phone, bank details", () => {
    const all = everything();
    for (const secret of [...PEOPLE, ...BANK]) expect(all, secret).not.toContain(secret);
  });

  it("keeps the backend's codes and messages", () => {
    expect(everything()).toMatch(/"code": "10002",\s+"msg": "Please fill in your name"/);
  });
});
