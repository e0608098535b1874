import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

describe('rate limit (RATE_LIMIT_MAX=5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '5' });
  });
  afterAll(() => t.close());

  it('answers the 6th call within the window HTTP 429 with the envelope and the spec message', async () => {
    for (let i = 0; i < 5; i += 1) ok(calls.helpConfig, await t.request.post('/api/goods/getHelpInfoConfig'));
    refused(
      await t.request.post('/api/goods/getHelpInfoConfig').set(EN),
      429,
      'Operating too frequently. Please try again later',
    );
    const zh = await t.request.get('/api/news/list/101');
    refused(zh, 429, '操作太频繁，请稍后再试');
    // as the document declares: when to try again, and the limit's state
    expect(Number(zh.headers['retry-after'])).toBeGreaterThan(0);
    expect(zh.headers).toMatchObject({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '0' });
  });

  it('limits /api only', async () => {
    expect((await t.request.get('/api-docs/openapi.json')).status).toBe(200);
    expect((await t.request.get('/__mock/scenario')).status).toBe(200);
  });
});

describe('rate limit by default (600 a minute)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not get in the way of 60 quick calls', async () => {
    expect(t.config.rateLimit).toEqual({ max: 600, windowMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 60 }, () => t.request.get('/api/news/list/101')));
    expect(answers.map((res) => res.status)).toEqual(Array(60).fill(200));
  });

  it('says when to try again on every 429, the scenario’s and a call’s override too', async () => {
    await t.request.put('/__mock/scenario').send({ rateLimited: true });
    try {
      const res = await t.request.get('/api/news/list/101').set(EN);
      refused(res, 429, 'Operating too frequently. Please try again later');
      expect(res.headers['retry-after']).toBe('60');
    } finally {
      await t.request.delete('/__mock/scenario');
    }
    const overridden = await t.request.get('/api/news/list/101').set('x-mock-scenario', 'status=429');
    expect([overridden.status, overridden.headers['retry-after']]).toEqual([429, '60']);
  });
});
