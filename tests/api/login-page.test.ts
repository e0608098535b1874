import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '#contract/present.ts';
import { EN, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (query: Record<string, string>, headers: Record<string, string> = EN) =>
  t.request.get('/api/auth/login').query(query).set(headers).redirects(0);
const personaCodes = () =>
  (t.db.$client.prepare("select code from users where code like 'demo-%'").all() as { code: string }[]).map(
    (r) => r.code,
  );

describe('GET auth/login (the imitated messaging-app OAuth page)', () => {
  it('answers an HTML page listing every demo persona code, with links back to the return url', async () => {
    const res = await login({ url: '/home' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const codes = personaCodes();
    expect(codes).toHaveLength(11);
    for (const code of codes) {
      expect(res.text).toContain(`data-code="${code}"`);
      expect(res.text).toContain(`persona=${code}`);
    }
    expect(res.text).not.toContain('user-chenyu');
    expect(res.text).toContain('Authorise login');
    expect((await login({ url: '/home' }, {})).text).toContain('授权登录');
  });

  it('names the personas in the page’s language', async () => {
    const english = (await login({ url: '/home' })).text;
    expect(english).toContain('<b>Lin Xiaoya</b>');
    expect(english).toContain('<b>Wang Fang</b>');
    const chinese = (await login({ url: '/home' }, {})).text;
    expect(chinese).toContain('<b>林小雅</b>');
    expect(chinese).toContain('<b>王芳</b>');
  });

  it('escapes the return url it shows', async () => {
    const res = await login({ url: '/home?x="><script>alert(1)</script>' });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });

  it('redirects (302) to the return url with the persona code added', async () => {
    const res = await login({ url: '/home', persona: 'demo-master' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/home?code=demo-master');
    const refused = await login({ url: '/home', persona: 'refused-by-user' });
    expect(refused.headers.location).toBe('/home?code=refused-by-user');
  });

  it('keeps the own query of an absolute http url on its own host', async () => {
    const res = await login(
      { url: 'http://localhost:8080/detail/1?status=1', persona: 'demo-visitor' },
      { ...EN, host: 'localhost:8080' },
    );
    expect(res.status).toBe(302);
    const target = new URL(present(res.headers.location, 'the Location header'));
    expect(target.origin + target.pathname).toBe('http://localhost:8080/detail/1');
    expect(Object.fromEntries(target.searchParams)).toEqual({ status: '1', code: 'demo-visitor' });
  });

  it('sends people back only to its own host or to LOGIN_RETURN_HOSTS', async () => {
    refused(await login({ url: 'https://evil.example/home', persona: 'demo-master' }), 400, 'Invalid url');
    const other = await createTestApp({ LOGIN_RETURN_HOSTS: 'localhost:5173' });
    try {
      const res = await other.request
        .get('/api/auth/login')
        .query({ url: 'http://localhost:5173/home', persona: 'demo-master' })
        .redirects(0);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('http://localhost:5173/home?code=demo-master');
    } finally {
      await other.close();
    }
  });

  it('refuses site paths that the URL parser turns into another host', async () => {
    for (const url of ['/.//evil.com/steal', '/..//evil.com/steal', '/%2e//evil.com/steal', '/./\\evil.com/steal']) {
      const res = await login({ url, persona: 'demo-master' });
      refused(res, 400, 'Invalid url');
      expect(res.headers.location).toBeUndefined();
    }
    const dotted = await login({ url: '/a/./b/../home?x=1', persona: 'demo-master' });
    expect(dotted.headers.location).toBe('/a/home?x=1&code=demo-master');
  });

  it('refuses a javascript: url, a protocol-relative url, an unknown persona and a missing url with 400', async () => {
    refused(await login({ url: 'javascript:alert(1)' }), 400, 'Invalid url');
    refused(await login({ url: 'javascript:alert(1)', persona: 'demo-master' }), 400, 'Invalid url');
    refused(await login({ url: '//evil.example/home', persona: 'demo-master' }), 400);
    refused(await login({ url: 'data:text/html,hi' }), 400);
    refused(await login({ url: '/home', persona: 'no-such-persona' }), 400, /persona/);
    refused(await login({ url: '/home', persona: 'user-chenyu' }), 400, /persona/);
    refused(await login({}), 400, /url/);
    refused(await login({ url: 'javascript:alert(1)' }, {}), 400, '无效的地址');
  });
});
