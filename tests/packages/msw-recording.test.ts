// The MSW package serves a recording of the real backend (handlersFromRecording): a front-end
// test runs on what that backend said, matched as the mock's replay matches, and what the
// recording lacks falls through to the next handler.
import { mkdtempSync } from 'node:fs';
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
