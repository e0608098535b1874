// Clients behind one gateway (docker compose publishes the port through its network's gateway,
// so every client on the host arrives from one address): TRUST_PROXY names the proxy in front
// (an address or range), whose X-Forwarded-For then tells the clients apart, for the rate limit
// and for the sandboxes each may make.
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const GATEWAY = '172.28.0.1';

/** A call to a new sandbox from `client`, through the gateway. */
const newSandbox = (app: TestApp, name: string, client: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/goods/getHelpInfoConfig',
    remoteAddress: GATEWAY,
    headers: { 'x-mock-session': name, 'x-forwarded-for': client, lang: 'en' },
  });
const codeOf = async (answer: ReturnType<typeof newSandbox>) => {
  const res = await answer;
  return res.statusCode === 200 ? (res.json() as { code: number }).code : res.statusCode;
};

describe('TRUST_PROXY', () => {
  it('is off, on (any proxy), or the addresses and ranges of the proxies to trust', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '172.28.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      '172.28.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(() => readConfig({ TRUST_PROXY: 'gateway' })).toThrow(/TRUST_PROXY.*not an address or CIDR range: gateway/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
  });

  it('without it, every client behind the gateway shares its allowance of new sandboxes', async () => {
    t = await createTestApp({ MOCK_SESSIONS_NEW_PER_MINUTE: '2' });
    expect(await codeOf(newSandbox(t, 'a1', '198.51.100.1'))).toBe(0);
    expect(await codeOf(newSandbox(t, 'a2', '198.51.100.1'))).toBe(0);
    expect(await codeOf(newSandbox(t, 'b1', '198.51.100.2'))).toBe(429);
  });

  it("naming the gateway, its clients each have their own allowance and rate limit (the gateway's X-Forwarded-For)", async () => {
    t = await createTestApp({ TRUST_PROXY: GATEWAY, MOCK_SESSIONS_NEW_PER_MINUTE: '2', RATE_LIMIT_MAX: '3' });
    expect(await codeOf(newSandbox(t, 'a1', '198.51.100.1'))).toBe(0);
    expect(await codeOf(newSandbox(t, 'a2', '198.51.100.1'))).toBe(0);
    expect(await codeOf(newSandbox(t, 'b1', '198.51.100.2'))).toBe(0);
    expect(await codeOf(newSandbox(t, 'a3', '198.51.100.1'))).toBe(429);
    // the rate limit (3 a minute; the refused a3 never reached it): the first client's fourth call
    // is one too many, the second's second is fine
    expect(await codeOf(newSandbox(t, 'a1', '198.51.100.1'))).toBe(0);
    expect(await codeOf(newSandbox(t, 'a1', '198.51.100.1'))).toBe(429);
    expect(await codeOf(newSandbox(t, 'b1', '198.51.100.2'))).toBe(0);
  });

  it('a proxy it does not name cannot forge a client', async () => {
    t = await createTestApp({ TRUST_PROXY: '10.9.9.9', MOCK_SESSIONS_NEW_PER_MINUTE: '1' });
    expect(await codeOf(newSandbox(t, 'a1', '198.51.100.1'))).toBe(0);
    expect(await codeOf(newSandbox(t, 'b1', '198.51.100.2'))).toBe(429);
  });
});
