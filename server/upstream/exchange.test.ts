import { describe, expect, it } from 'vitest';
import { exchangeOf, matchKey, type RequestParts, recordedRequest as recorded, recordedAnswer } from './exchange.ts';
import { checkExchange } from './exchange-file.ts';
import { Identities } from './identity.ts';
import type { Redaction } from './redaction.ts';

const redaction = (found = new Set<string>()): Redaction => {
  const identities = new Identities();
  return { found, label: (secret) => identities.of(secret) };
};
const recordedRequest = (parts: RequestParts, found = new Set<string>()) =>
  recorded(parts, { redaction: redaction(found) });

const TOKEN = 'si-tok-master-4f1c';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('a recorded request, which is its own key', () => {
  it('is the same for the same request and user, whatever timestamp, trace or field order it came with', () => {
    const one = recordedRequest({
      method: 'post',
      url: '/api/goods/getAudioStatus?t=1700000000&lang=en',
      contentType: 'application/json',
      bodyText: '{"data":"abc","timestamp":1700000000,"nonceStr":"x1"}',
      langHeader: 'en',
      authorization: `Bearer ${TOKEN}`,
    });
    const two = recordedRequest({
      method: 'POST',
      url: '/api/goods/getAudioStatus?lang=en&_t=99&trace_id=abc123',
      contentType: 'application/json; charset=utf-8',
      bodyText: '{"nonceStr":"y2","data":"abc"}',
      acceptLanguage: 'en-US,en;q=0.9',
      authorization: `Bearer ${TOKEN}`,
    });
    expect(matchKey(one)).toBe(matchKey(two));
    expect(one).toEqual({
      method: 'POST',
      path: '/api/goods/getAudioStatus',
      query: { lang: 'en' },
      body: { data: 'abc' },
      lang: 'en',
      login: true,
      // who made it, never the token
      identity: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
    expect(JSON.stringify(one)).not.toContain(TOKEN);
  });

  it('differs by what the request means: path, fields, language, whether logged in, and who made it', () => {
    const base = { method: 'GET', url: '/api/goods/info?data=abc' };
    const key = (parts: Partial<Parameters<typeof recordedRequest>[0]>) =>
      matchKey(recordedRequest({ ...base, ...parts }));
    const keys = [
      key({}),
      key({ url: '/api/goods/info?data=abd' }),
      key({ url: '/api/goodsder/info?data=abc' }),
      key({ langHeader: 'en' }),
      key({ authorization: `Bearer ${TOKEN}` }),
      key({ authorization: `Bearer ${JWT}` }),
      key({ url: '/api/goods/info?data=abc&code=login-code-of-one' }),
      key({ url: '/api/goods/info?data=abc&code=login-code-of-two' }),
      key({ method: 'POST' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads form bodies, lists and uploads as the mock does, an upload by its kind only', () => {
    const form = recordedRequest({
      method: 'POST',
      url: '/api/auth/wechatConfig',
      contentType: 'application/x-www-form-urlencoded',
      bodyText: 'url=https%3A%2F%2Fa.example%2Fdetail%2F1&jsApiList[]=scan&jsApiList[]=share',
    });
    expect(form.body).toEqual({ url: 'https://a.example/detail/1', jsApiList: ['scan', 'share'] });
    const upload = recordedRequest({
      method: 'POST',
      url: '/api/upload/image',
      contentType: 'multipart/form-data; boundary=x',
      bodyText: 'ignored',
    });
    expect(upload).toMatchObject({ upload: true });
    expect(upload.body).toBeUndefined();
  });

  it('never holds a secret: tokens, login codes, passwords, phones, bank fields, cookies', () => {
    const secrets = new Set<string>();
    const request = recordedRequest(
      {
        method: 'POST',
        url: `/api/collection/applyBuy?code=login-code-123&access_token=${JWT}`,
        contentType: 'application/json',
        bodyText: JSON.stringify({
          name: '张三',
          phone: '13812345678',
          content: `call me on 13912345678 or with Bearer ${TOKEN}`,
          password: 'Secret-one',
          bank_account: '6222020200112233445',
          bank_name: 'ICBC',
          cookie: 'sid=abc',
          price: 5000,
        }),
        authorization: `Bearer ${TOKEN}`,
      },
      secrets,
    );
    const text = JSON.stringify(request);
    for (const secret of [
      TOKEN,
      JWT,
      'login-code-123',
      '13812345678',
      '13912345678',
      'Secret-one',
      '6222020200112233445',
      'ICBC',
      'sid=abc',
    ])
      expect(text, secret).not.toContain(secret);
    // a name beside a phone is the person's
    expect(request.body).toMatchObject({ name: '[redacted]', price: 5000, phone: '[redacted]' });
    expect(secrets.has(TOKEN)).toBe(true);
  });
});

describe('a recorded answer', () => {
  it("keeps the envelope, redacts the token it gives and every copy of it, and the caller's own token", () => {
    const secrets = new Set<string>([TOKEN]);
    const answer = recordedAnswer(
      {
        status: 200,
        contentType: 'application/json',
        text: JSON.stringify({
          code: 0,
          msg: 'success',
          data: {
            token: 'fresh-token-998877',
            user: { artist_id: 9101, phone: 13812345678, sign_password: false },
            next: 'https://backend.example/home?t=fresh-token-998877',
            echo: `you sent ${TOKEN}`,
          },
        }),
      },
      redaction(secrets),
    );
    expect(answer?.body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        token: expect.stringMatching(/^\[redacted:[0-9a-f]{8}\]$/),
        user: { artist_id: 9101, phone: '[redacted]', sign_password: false },
        next: 'https://backend.example/home?t=[redacted]',
        echo: 'you sent [redacted]',
      },
    });
    const exchange = exchangeOf(
      {
        request: {
          method: 'GET',
          path: '/api/auth/nt',
          query: { echo: 'fresh-token-998877' },
          lang: 'en',
          login: false,
        },
        answer: answer as NonNullable<typeof answer>,
      },
      secrets,
      new Date('2026-11-27T00:00:00Z'),
    );
    expect(JSON.stringify(exchange)).not.toMatch(/fresh-token-998877|si-tok/);
    expect(checkExchange(exchange)).toEqual({ exchange });
  });

  it('keeps a redirect and a page as text, and leaves out a body too long to read', () => {
    expect(
      recordedAnswer(
        { status: 302, contentType: 'text/html', location: '/home?from=1', text: '<p>moved</p>' },
        redaction(),
      ),
    ).toEqual({ status: 302, type: 'text/html', location: '/home?from=1', text: '<p>moved</p>' });
    expect(
      recordedAnswer({ status: 200, contentType: 'text/plain', text: 'x'.repeat(300 * 1024) }, redaction()),
    ).toBeNull();
  });
});
