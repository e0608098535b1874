// Recording what the real backend answered (MOCK_RECORD) and answering from it later with no
// backend at all (MOCK_REPLAY, or a recording loaded into one sandbox): the files hold no secret,
// the same requests get the same answers (a token or the time of day does not matter), what the
// recording lacks gets the mock's answer or, strictly, a refusal naming it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NT_CODE } from '../contract/stand-in/records.ts';
import { EN } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { journal, lookUp, SHOWCASE, type StandIn, standIn, TOKENS } from '../support/pass-through.ts';
import { auth, signedBy } from '../support/session.ts';

const root = mkdtempSync(join(tmpdir(), 'recordings-'));
const dir = join(root, 'visit');
/** the settings of a mock that replays from the recordings root */
const replaying = (env: Record<string, string> = {}) => ({ MOCK_RECORDINGS: root, ...env });
const files = () =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort();

/** What one visit does, as the app would: log in, look the treasure up, read the help texts. */
async function visit(t: TestApp, token?: string) {
  const login = await t.request.get('/api/auth/nt').query({ code: NT_CODE });
  const me = await t.request.get('/api/auth/me').set(auth(token ?? login.body.data?.token));
  const treasure = await lookUp(t, { goods_id: SHOWCASE }, EN);
  const follow = await t.request
    .post('/api/artist/getFollowStatus')
    .set(auth(token ?? login.body.data?.token))
    .type('form')
    .send({ artist_id: 9101, timestamp: Date.now() });
  const help = await t.request.post('/api/goods/getHelpInfoConfig').query({ _t: Date.now() });
  return { login, me, treasure, follow, help };
}

let backend: StandIn;
let recorded: Awaited<ReturnType<typeof visit>>;
beforeAll(async () => {
  backend = await standIn();
  const recorder = await createTestApp({ MOCK_UPSTREAM: `${backend.origin}/clean`, MOCK_RECORD: dir });
  try {
    recorded = await visit(recorder);
  } finally {
    // closing waits for the files being written
    await recorder.close();
    // from here on there is no backend
    await backend.close();
  }
});

describe('a recording', () => {
  it('is one readable file per exchange, in folders by call', () => {
    expect(files()).toEqual([
      expect.stringMatching(/^artist\/getFollowStatus\/POST-[0-9a-f]{12}\.json$/),
      expect.stringMatching(/^auth\/me\/GET-/),
      expect.stringMatching(/^auth\/nt\/GET-/),
      expect.stringMatching(/^common\/encrypt\/POST-/),
      expect.stringMatching(/^goods\/getHelpInfoConfig\/POST-/),
      expect.stringMatching(/^goods\/info\/GET-/),
    ]);
    const me = JSON.parse(readFileSync(join(dir, files()[1] as string), 'utf8'));
    expect(me).toMatchObject({
      format: 2,
      call: 'auth.me',
      request: { method: 'GET', path: '/api/auth/me', lang: 'zn', login: true, identity: expect.any(String) },
      answers: [{ status: 200, body: { code: 0, data: { artist_id: 9101 } } }],
    });
  });

  it('never holds a token, a login code or anything else secret', () => {
    const all = files()
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    for (const { token } of Object.values(TOKENS)) expect(all).not.toContain(token);
    expect(all).not.toContain(NT_CODE);
    expect(all).not.toMatch(/timestamp|"_t"/);
    expect(recorded.login.body.data.token).toBe(TOKENS['demo-master']?.token);
  });

  it('keeps its files as they are when the same exchanges are recorded again', async () => {
    const again = await standIn();
    const before = files().map((file) => statSync(join(dir, file)).mtimeMs);
    const recorder = await createTestApp({ MOCK_UPSTREAM: `${again.origin}/clean`, MOCK_RECORD: dir });
    try {
      await visit(recorder);
    } finally {
      await recorder.close();
      await again.close();
    }
    expect(files().map((file) => statSync(join(dir, file)).mtimeMs)).toEqual(before);
  });

  it("names no user for a token of the mock's own, expired too: it never reached the backend", async () => {
    const again = await standIn();
    const own = join(root, 'own-tokens');
    const recorder = await createTestApp({ MOCK_UPSTREAM: `${again.origin}/clean`, MOCK_RECORD: own });
    try {
      await recorder.request.post('/api/goods/getHelpInfoConfig').set(auth(signedBy(recorder, { expiresIn: -60 })));
      await recorder.request.post('/api/goods/getHelpInfoConfig').set(auth(signedBy(recorder, { expiresIn: 60 })));
    } finally {
      await recorder.close();
      await again.close();
    }
    const [file, ...others] = readdirSync(own, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.json'),
    );
    expect(others, 'the expired and the valid token make one request').toEqual([]);
    expect(JSON.parse(readFileSync(join(own, file as string), 'utf8')).request).not.toHaveProperty('identity');
  });
});

describe('replay (MOCK_REPLAY)', () => {
  let replay: TestApp;
  beforeAll(async () => {
    replay = await createTestApp(replaying({ MOCK_REPLAY: dir }));
  });
  afterAll(() => replay?.close());

  it('answers the same requests as the backend did, whatever the token and the time', async () => {
    const now = await visit(replay, 'any-other-token');
    expect(now.treasure.body).toEqual(recorded.treasure.body);
    expect(now.me.body).toEqual(recorded.me.body);
    expect(now.follow.body).toEqual(recorded.follow.body);
    expect(now.help.body).toEqual(recorded.help.body);
    // the login's answer, its token a stand-in naming the user it logged in
    expect(now.login.body.data.token).toMatch(/^\[redacted:[0-9a-f]{8}\]$/);
    expect((await journal(replay, { limit: 1 }))[0]?.from).toBe('recording');
  });

  it("gives what the recording lacks the mock's own answer", async () => {
    const english = await replay.request.post('/api/goods/getHelpInfoConfig').set(EN);
    expect(english.body.data.list.length).toBeGreaterThanOrEqual(5);
    expect((await lookUp(replay, { goods_id: 1 })).body.data.serial_number).toBe('WC202600001');
  });

  it('with MOCK_REPLAY_STRICT, refuses what it lacks, naming the request', async () => {
    const strict = await createTestApp(replaying({ MOCK_REPLAY: dir, MOCK_REPLAY_STRICT: '1' }));
    try {
      const missing = await strict.request.post('/api/goods/getHelpInfoConfig').set(EN);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        code: 404,
        msg: 'The recording has no answer to POST /api/goods/getHelpInfoConfig (en, no login). It has one in zn.',
        data: null,
      });
      const form = await strict.request.post('/api/artist/getFollowStatus').set(EN).type('form').send({ artist_id: 1 });
      expect(form.body.msg).toBe(
        'The recording has no answer to POST /api/artist/getFollowStatus {"artist_id":"1"} (en, no login). It has one in zn. It has one made with a login. It has one with other fields: body.artist_id.',
      );
      expect((await strict.request.post('/api/goods/getHelpInfoConfig')).body).toEqual(recorded.help.body);
    } finally {
      await strict.close();
    }
  });
});

describe('a recording loaded into one sandbox', () => {
  it('answers in that sandbox only, until it is taken out', async () => {
    const t = await createTestApp(replaying());
    try {
      const job = { 'x-mock-session': 'replay-job' };
      const loaded = await t.request.put('/__mock/replay').set(job).send({ dir: 'visit' });
      expect(loaded.body.msg).toBe('success');
      expect(loaded.body.data.replay).toEqual({ exchanges: 6, strict: false });
      const inJob = async () => {
        const encrypted = await t.request.post('/api/common/encrypt').set(job).set(EN).send({ goods_id: SHOWCASE });
        return t.request.get('/api/goods/info').set(job).set(EN).query({ data: encrypted.body.data.data_encrypted });
      };
      expect((await inJob()).body).toEqual(recorded.treasure.body);
      expect((await lookUp(t, { goods_id: SHOWCASE })).body.code, 'the shared mock has no treasure 7001').toBe(-1);
      await t.request.delete('/__mock/replay').set(job);
      expect((await inJob()).body.code).toBe(-1);
      // sent as the files' contents instead of a folder
      const exchanges = files().map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')));
      await t.request.put('/__mock/replay').set(job).send({ exchanges });
      expect((await inJob()).body).toEqual(recorded.treasure.body);
    } finally {
      await t.close();
    }
  });

  it('refuses a recording that does not read, naming the exchange file and why, and keeps the one it had', async () => {
    const bad = join(root, 'bad');
    mkdirSync(join(bad, 'goods'), { recursive: true });
    writeFileSync(join(bad, 'goods', 'GET-000000000000.json'), '{ not json');
    writeFileSync(join(bad, 'POST-111111111111.json'), JSON.stringify({ request: { method: 'GET' } }));
    // not an exchange's name: never read, never named
    writeFileSync(join(bad, 'secrets.json'), '{ "password": "hunter2" ');
    const starting = createTestApp(replaying({ MOCK_REPLAY: bad }));
    await expect(starting).rejects.toThrow(
      /^MOCK_REPLAY: 2 exchange files do not read: POST-111111111111\.json: .*; goods\/GET-000000000000\.json: not JSON /,
    );
    await expect(starting).rejects.not.toThrow(/secrets/);
    await expect(createTestApp(replaying({ MOCK_REPLAY: join(bad, 'none') }))).rejects.toThrow(/is not a folder/);
    const t = await createTestApp(replaying({ MOCK_REPLAY: dir }));
    try {
      const refused = await t.request.put('/__mock/replay').set(EN).send({ dir: 'bad' });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/^The recording cannot be loaded: 2 exchange files do not read: POST-1/);
      expect(refused.body.msg).not.toMatch(/secrets/);
      const wrong = await t.request.put('/__mock/replay').send({ exchanges: [{ request: {} }] });
      expect(wrong.status).toBe(400);
      expect((await t.request.get('/__mock/forward')).body.data.replay).toEqual({ exchanges: 6, strict: false });
    } finally {
      await t.close();
    }
  });
});
