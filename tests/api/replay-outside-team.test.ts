// Recording and replaying a backend that makes an outside team's choices (the text-ids backend,
// tests/contract/text-ids-backend/: ids and money as numeric strings, `time` and `trace_id` on
// every answer, no `data` in a refusal, HTTP 401 for a missing login, its own codes as text,
// AES-CBC with a random IV):
// - the recording keeps every code and message it sent (a refusal's "10002" stays);
// - replay is sequence-aware: the first like succeeds, the second and any after say "You have liked";
// - a miss says why (another language, no login) instead of the mock's encryption error;
// - recording the same session again changes no file, and the files name their volatile fields.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTextIdsBackend } from '../contract/text-ids-backend/server.ts';
import { EN } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth } from '../support/session.ts';

const TREASURE = '50001';
const VISITOR = auth('880002');
const root = mkdtempSync(join(tmpdir(), 'recordings-'));
const dir = join(root, 'outside-team');

const files = () =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort();
const fileOf = (call: string) => {
  const found = files().filter((file) => file.startsWith(`${call}/`));
  if (found.length !== 1) throw new Error(`${call}: ${found.length} files`);
  return JSON.parse(readFileSync(join(dir, found[0] as string), 'utf8'));
};
const contents = () => files().map((file) => [file, readFileSync(join(dir, file), 'utf8')]);

/** The ciphertext common/encrypt gives for `fields`, in English. */
async function encrypted(t: TestApp, fields: Record<string, unknown>) {
  const answer = await t.request.post('/api/common/encrypt').set(EN).send(fields);
  return answer.body.data?.data_encrypted as string;
}

/** The session, as the team's app runs it in English for a visitor. */
async function session(t: TestApp) {
  const help = await t.request.post('/api/goods/getHelpInfoConfig').set(EN);
  const anonymous = await t.request.get('/api/auth/me').set(EN);
  const treasure = await t.request
    .get('/api/goods/info')
    .set(EN)
    .set(VISITOR)
    .query({ data: await encrypted(t, { goods_id: TREASURE }) });
  const likes = [];
  for (let time = 0; time < 2; time++) {
    // the app asks common/encrypt before each like: a new IV each time
    const data = await encrypted(t, { goods_id: TREASURE, type: 1 });
    likes.push((await t.request.post('/api/goods/like').set(EN).set(VISITOR).send({ data })).body);
  }
  const purchase = await t.request
    .post('/api/collection/applyBuy')
    .set(EN)
    .set(VISITOR)
    .send({ goods_id: TREASURE, name: '', phone: '+86 136 1234 5678', price: '100', content: 'Call 138-1234-5679' });
  return { help, anonymous, treasure, likes, purchase: purchase.body };
}

let backend: Awaited<ReturnType<typeof startTextIdsBackend>>;
let recorded: Awaited<ReturnType<typeof session>>;

/** Records the session against a fresh run of the backend (each path prefix is a run of its own). */
async function record(run: string) {
  const recorder = await createTestApp({ MOCK_UPSTREAM: `${backend.origin}/${run}`, MOCK_RECORD: dir });
  try {
    return await session(recorder);
  } finally {
    await recorder.close();
  }
}

beforeAll(async () => {
  backend = await startTextIdsBackend();
  recorded = await record('first');
});
afterAll(() => backend?.close());

describe("a recording of the outside team's backend", () => {
  it('keeps every code and message it sent: its refusal codes as text, its HTTP 401', () => {
    expect(recorded.purchase).toMatchObject({ code: '10002', msg: 'Please fill in your name' });
    const [refusal, ...more] = fileOf('collection/applyBuy').answers;
    expect(more).toEqual([]);
    expect(refusal).toMatchObject({ status: 200, type: 'application/json;charset=UTF-8' });
    expect(refusal.body).toEqual({
      code: '10002',
      msg: 'Please fill in your name',
      time: expect.any(String),
      trace_id: expect.any(String),
    });
    expect(fileOf('auth/me').answers[0]).toMatchObject({ status: 401, body: { code: 401, msg: 'Please log in' } });
  });

  it('holds both answers of the two likes, in order, and one file for each request', () => {
    expect(recorded.likes.map((like) => [like.code, like.msg])).toEqual([
      [0, 'ok'],
      ['10004', 'You have liked'],
    ]);
    const like = fileOf('goods/like');
    expect(like.request.body).toEqual({ data: { encrypted: { goods_id: TREASURE, type: 1 } } });
    expect(like.answers.map((answer: { body: { code: unknown } }) => answer.body.code)).toEqual([0, '10004']);
    // the second common/encrypt of the same fields gave another ciphertext: one file still
    expect(files().filter((file) => file.startsWith('common/encrypt/'))).toHaveLength(2);
  });

  it('names the volatile fields of its answers', () => {
    expect(fileOf('goods/info').volatile).toEqual(['time', 'trace_id']);
    const encrypt = files().filter((file) => file.startsWith('common/encrypt/'));
    for (const file of encrypt)
      expect(JSON.parse(readFileSync(join(dir, file), 'utf8')).volatile).toEqual([
        'time',
        'trace_id',
        'data.data_encrypted',
      ]);
  });

  it('changes no file when the same session is recorded again', async () => {
    const before = contents();
    const again = await record('second');
    expect(again.likes.map((like) => like.msg)).toEqual(['ok', 'You have liked']);
    expect(contents()).toEqual(before);
  });
});

describe("the outside team's session replayed", () => {
  let replay: TestApp;
  beforeAll(async () => {
    replay = await createTestApp({ MOCK_RECORDINGS: root, MOCK_REPLAY: dir });
  });
  afterAll(() => replay?.close());

  it('answers as the backend did: its codes as text, and each like in turn, the last repeating', async () => {
    const now = await session(replay);
    expect(now.purchase).toEqual({ ...recorded.purchase, time: expect.any(String), trace_id: expect.any(String) });
    expect(now.purchase.code).toBe('10002');
    expect(now.anonymous.status).toBe(401);
    expect(now.treasure.body.data).toEqual(recorded.treasure.body.data);
    expect(now.likes.map((like) => like.msg)).toEqual(['ok', 'You have liked']);
    const data = await encrypted(replay, { goods_id: TREASURE, type: 1 });
    const third = await replay.request.post('/api/goods/like').set(EN).set(VISITOR).send({ data });
    expect(third.body).toMatchObject({ code: '10004', msg: 'You have liked' });
  });

  it('says why a request missed instead of answering the encryption error of the mock', async () => {
    const data = await encrypted(replay, { goods_id: TREASURE });
    const chinese = await replay.request.get('/api/goods/info').set(VISITOR).query({ data });
    expect(chinese.status).toBe(404);
    expect(chinese.body.msg).toBe(
      `录制中没有这个请求的回答：GET /api/goods/info?data={"encrypted":{"goods_id":"${TREASURE}"}} (zn, logged in)。录制中有语言为 en 的回答。`,
    );
    const like = await encrypted(replay, { goods_id: TREASURE, type: 1 });
    const anonymous = await replay.request.post('/api/goods/like').set(EN).send({ data: like });
    expect(anonymous.body.msg).toMatch(
      /^The recording has no answer to POST \/api\/goods\/like .*It has one made with a login\.$/,
    );
    expect(JSON.stringify([chinese.body, anonymous.body])).not.toMatch(/tamper|encrypted data is invalid/i);
  });

  it('forwards what it cannot answer when a backend is set, instead of refusing it', async () => {
    const both = await createTestApp({
      MOCK_RECORDINGS: root,
      MOCK_REPLAY: dir,
      MOCK_UPSTREAM: `${backend.origin}/third`,
    });
    try {
      const data = await encrypted(both, { goods_id: TREASURE });
      // in Chinese: not in the recording; the backend reads its own ciphertext
      const chinese = await both.request.get('/api/goods/info').set(VISITOR).query({ data });
      expect(chinese.body).toMatchObject({ code: 0, data: { id: TREASURE } });
    } finally {
      await both.close();
    }
  });
});
