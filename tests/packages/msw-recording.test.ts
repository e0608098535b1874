// The MSW package serves a recording of the real backend (handlersFromRecording): a front-end
// test runs on what that backend said, matched as the mock's replay matches, and what the
// recording lacks falls through to the next handler.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlersFromRecording } from '../../packages/msw/src/from-recording.ts';
import { createTestApp } from '../support/app.ts';
import { lookUp, SHOWCASE, standIn } from '../support/pass-through.ts';

const BASE = 'http://frontend.test/api';
const dir = mkdtempSync(join(tmpdir(), 'msw-recording-'));
const server = setupServer();
let recorded: unknown;

beforeAll(async () => {
  const backend = await standIn();
  const recorder = await createTestApp({ MOCK_UPSTREAM: `${backend.origin}/clean`, MOCK_RECORD: dir });
  try {
    recorded = (await lookUp(recorder, { goods_id: SHOWCASE }, { lang: 'en' })).body;
  } finally {
    await recorder.close();
    await backend.close();
  }
  server.use(
    ...(await handlersFromRecording(dir, { baseUrl: BASE })),
    http.all(`${BASE}/*`, () => HttpResponse.json({ code: 0, msg: 'next handler', data: null })),
  );
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => server.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${BASE}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('MSW handlers from a recording', () => {
  it("answer the recorded lookup with the backend's treasure, whatever token comes with it", async () => {
    const encrypted = (await (await post('common/encrypt', { goods_id: SHOWCASE }, { lang: 'en' })).json()) as {
      data: { data_encrypted: string };
    };
    const answer = await fetch(`${BASE}/goods/info?data=${encrypted.data.data_encrypted}&_t=${Date.now()}`, {
      headers: { lang: 'en' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(recorded);
    expect(recorded).toMatchObject({ data: { id: SHOWCASE, name: 'Treasure 7001' } });
  });

  it('let what the recording lacks fall through to the next handler', async () => {
    const other = await post('common/encrypt', { goods_id: 1 }, { lang: 'en' });
    expect(await other.json()).toEqual({ code: 0, msg: 'next handler', data: null });
    const chinese = await post('common/encrypt', { goods_id: SHOWCASE });
    expect(((await chinese.json()) as { msg: string }).msg, 'the recording is in English').toBe('next handler');
  });

  it('refuse a folder that is not a recording', async () => {
    await expect(handlersFromRecording(join(dir, 'none'))).rejects.toThrow(/is not a folder/);
  });
});

describe('MSW handlers from a recording of several users and repeated calls', () => {
  const folder = mkdtempSync(join(tmpdir(), 'msw-recording-users-'));
  const USERS = ['1a2b3c4d', '5e6f7a8b'];
  const file = (call: string, name: string, request: object, answers: object[]) => {
    mkdirSync(join(folder, call), { recursive: true });
    const exchange = { format: 2, request, answers, recordedAt: '2026-11-28T00:00:00.000Z' };
    writeFileSync(join(folder, call, name), JSON.stringify(exchange, null, 2));
  };
  const answer = (code: number | string, msg: string, data: unknown = null) => ({
    status: 200,
    body: { code, msg, data },
  });
  const me = { method: 'GET', path: '/api/auth/me', lang: 'en', login: true };

  beforeAll(async () => {
    for (const [at, identity] of USERS.entries())
      file('auth/me', `GET-00000000000${at}.json`, { ...me, identity }, [answer(0, 'success', { id: at + 1 })]);
    const like = { method: 'POST', path: '/api/goods/like', body: { data: 'abc' }, lang: 'en', login: true };
    file('goods/like', 'POST-000000000001.json', { ...like, identity: USERS[0] }, [
      answer(0, 'Like success', { like_num: 13 }),
      answer('10004', 'You have liked'),
    ]);
    // the same server, these handlers in place of the first recording's
    server.resetHandlers(...(await handlersFromRecording(folder, { baseUrl: BASE })));
  });

  const as = (user: string) => ({ lang: 'en', authorization: `Bearer [redacted:${user}]` });

  it("answer each user's own request, and refuse a token none of them had, saying so", async () => {
    for (const [at, user] of USERS.entries())
      expect(await (await fetch(`${BASE}/auth/me`, { headers: as(user) })).json()).toMatchObject({
        data: { id: at + 1 },
      });
    const unknown = await fetch(`${BASE}/auth/me`, { headers: { lang: 'en', authorization: 'Bearer nobody' } });
    expect(unknown.status).toBe(409);
    expect(((await unknown.json()) as { msg: string }).msg).toMatch(/as several users \(1a2b3c4d, 5e6f7a8b\)/);
  });

  it('answer the n-th identical call with the n-th answer, the last repeating', async () => {
    const like = async () =>
      ((await (await post('goods/like', { data: 'abc' }, as(USERS[0] as string))).json()) as { msg: string }).msg;
    expect([await like(), await like(), await like()]).toEqual(['Like success', 'You have liked', 'You have liked']);
  });
});
