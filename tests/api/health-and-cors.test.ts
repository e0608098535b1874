// GET /healthz for health checks, and CORS for front ends served from another origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

describe('GET /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t.close());

  it('answers outside the journal, the rate limit and the scenarios', async () => {
    await t.request.put('/__mock/scenario').send({ maintenance: true, rateLimited: true });
    for (let i = 0; i < 5; i++) {
      const res = await t.request.get('/healthz');
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { status: 'ok' } });
    }
    const journal = (await t.request.get('/__mock/requests/count')).body.data.count;
    expect(journal).toBe(0);
  });
});

describe('CORS_ORIGINS', () => {
  let open: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    [open, closed] = await Promise.all([
      createTestApp({ CORS_ORIGINS: 'http://localhost:5173, https://fe.example.com/' }),
      createTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([open.close(), closed.close()]);
  });

  const preflight = (t: TestApp, origin: string) =>
    t.request
      .options('/api/auth/me')
      .set('origin', origin)
      .set('access-control-request-method', 'GET')
      .set('access-control-request-headers', 'authorization,lang');

  it('answers the preflight of a listed origin and marks its answers', async () => {
    const res = await preflight(open, 'http://localhost:5173');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-headers']).toMatch(/authorization/);
    const answer = await open.request.post('/api/goods/getHelpInfoConfig').set('origin', 'https://fe.example.com');
    expect(answer.headers['access-control-allow-origin']).toBe('https://fe.example.com');
  });

  it('gives nothing to other origins, and nothing at all when unset', async () => {
    expect((await preflight(open, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const unset = await preflight(closed, 'http://localhost:5173');
    expect(unset.headers['access-control-allow-origin']).toBeUndefined();
  });
});
