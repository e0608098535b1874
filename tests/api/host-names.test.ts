// DNS rebinding: a web page whose own name an attacker's DNS points at this machine reaches the
// server from the machine itself, but with that name in its Host header. The mock's controls
// and the imitated login answer only to this machine's names and to ALLOWED_HOSTS.
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlRefused, EN, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALLOWED_HOSTS: 'demo.example.com, Shop.Example:8080' });
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const maintenance = async () => (await t.request.get('/__mock/scenario')).body.data.maintenance as boolean;
const putMaintenance = (host: string) =>
  t.request
    .put('/__mock/scenario')
    .set({ ...EN, ...json, host })
    .send({ maintenance: true });

describe('the mock controls under a Host name', () => {
  it('of somebody else: 403 in the envelope, naming the host, and nothing changes', async () => {
    for (const host of ['rebind.attacker.example', 'rebind.attacker.example:3000', '1.2.3.4.nip.io']) {
      controlRefused(await putMaintenance(host), 403, /does not answer to the host name .*ALLOWED_HOSTS/);
    }
    const zn = await t.request.get('/__mock/requests').set({ host: 'rebind.attacker.example', lang: 'zn' });
    expect(zn.status).toBe(403);
    expect(zn.body.msg).toMatch(/不接受主机名 rebind\.attacker\.example/);
    controlRefused(
      await t.request
        .post('/__mock/reset')
        .set({ ...EN, ...json, host: 'evil.example' })
        .send({}),
      403,
    );
    expect(await maintenance()).toBe(false);
  });

  it('of somebody else is refused even with the controls token', async () => {
    const res = await t.request
      .get('/__mock/sessions')
      .set({ ...EN, host: 'evil.example', 'x-mock-token': t.config.mockControlsToken });
    controlRefused(res, 403, /host name evil\.example/);
  });

  it('of this machine works with the token', async () => {
    const hosts = [
      'localhost',
      'localhost:5173',
      '127.0.0.1:3000',
      '[::1]:3000',
      'app.localhost',
      hostname(),
      `${hostname()}:3000`,
    ];
    for (const host of hosts) {
      const res = await t.request.get('/__mock/scenario').set({ host });
      expect({ host, status: res.status, code: res.body.code }).toEqual({ host, status: 200, code: 0 });
    }
  });

  it('configured (ALLOWED_HOSTS) works with the token, and without it is refused like any other', async () => {
    for (const host of ['demo.example.com', 'DEMO.example.com.:80', 'shop.example']) {
      controlRefused(
        await t.request
          .get('/__mock/scenario')
          .unset('x-mock-token')
          .set({ ...EN, host }),
        403,
        /open the link with mock_token/,
      );
      controlRefused(await putMaintenance(host).unset('x-mock-token'), 403);
      const res = await t.request.get('/__mock/scenario').set({ host, 'x-mock-token': t.config.mockControlsToken });
      expect({ host, status: res.status, code: res.body.code }).toEqual({ host, status: 200, code: 0 });
    }
    // under such a name no sandbox is made either
    await t.request
      .get('/__mock/requests')
      .unset('x-mock-token')
      .query({ mock_session: 'through-a-tunnel' })
      .set({ host: 'demo.example.com' });
    const names = (await t.request.get('/__mock/sessions')).body.data.list.map((s: { name: string }) => s.name);
    expect(names).not.toContain('through-a-tunnel');
    expect(await maintenance()).toBe(false);
  });
});

describe('the imitated login under a Host name', () => {
  const login = (host: string, query: Record<string, string>) =>
    t.request
      .get('/api/auth/login')
      .query(query)
      .set({ ...EN, host })
      .redirects(0);

  it('of somebody else: refused (403), and never sends the code back to that host', async () => {
    refused(await login('rebind.attacker.example', { url: '/home' }), 403, /host name rebind\.attacker\.example/);
    const res = await login('rebind.attacker.example', {
      url: 'http://rebind.attacker.example/steal',
      persona: 'demo-master',
    });
    refused(res, 403);
    expect(res.headers.location).toBeUndefined();
  });

  it('of this machine or configured: works as before', async () => {
    expect((await login('localhost:3000', { url: '/home' })).status).toBe(200);
    const res = await login('demo.example.com', { url: 'http://demo.example.com/home', persona: 'demo-master' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('http://demo.example.com/home?code=demo-master');
  });
});

describe('the address of PUBLIC_URL', () => {
  it('is one of the names the controls answer to (the start-up link a phone opens names it)', async () => {
    const own = await createTestApp({ PUBLIC_URL: 'http://192.168.1.20:3000' });
    try {
      const res = await own.request
        .get('/__mock/sessions')
        .set({ ...EN, host: '192.168.1.20:3000', 'x-mock-token': own.config.mockControlsToken });
      expect(res.status).toBe(200);
      const other = await own.request
        .get('/__mock/sessions')
        .set({ ...EN, host: '192.168.1.21:3000', 'x-mock-token': own.config.mockControlsToken });
      controlRefused(other, 403);
    } finally {
      await own.close();
    }
  });
});
