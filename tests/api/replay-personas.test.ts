// A recording of a session with several personas replays each one's answers: the backend here is
// a second mock (its own signing secret, so the recording mock takes none of its tokens for its
// own), seven personas log in with their login codes and ask who they are; replayed with no
// backend, each login gives back a token that names its user, and each `auth/me` answers that
// user, never another. A later recording of another persona adds its files beside them. A token
// the recording never met, where several users were recorded, is refused saying so.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth } from '../support/session.ts';

const PERSONAS = [
  'demo-master',
  'demo-visitor',
  'demo-collector',
  'demo-institution',
  'demo-assistant',
  'demo-salesman',
  // a login refused: a phone number is needed first
  'demo-newphone',
];
const LATER = 'demo-master-nosign';

const root = mkdtempSync(join(tmpdir(), 'recordings-'));
const dir = join(root, 'personas');
const filesOf = (call: string) =>
  readdirSync(join(dir, call))
    .filter((file) => file.endsWith('.json'))
    .map((file) => readFileSync(join(dir, call, file), 'utf8'));

type Visit = { login: { status: number; body: Record<string, unknown> }; me?: Record<string, unknown> };

/** A persona's visit: the login with its code, then who it is with the token the login gave. */
async function visit(t: TestApp, persona: string): Promise<Visit> {
  const login = await t.request.get('/api/auth/nt').set(EN).query({ code: persona });
  const token = login.body.data?.token;
  if (typeof token !== 'string') return { login: { status: login.status, body: login.body } };
  const me = await t.request.get('/api/auth/me').set(EN).set(auth(token));
  return { login: { status: login.status, body: login.body }, me: me.body };
}

/** Who an answer of auth/me says the caller is (the recording redacts the user's phone and bank details). */
const who = (me: Visit['me']) => {
  const { id, nickname, artist_id, collector_id, is_artist } = (me?.data ?? {}) as Record<string, unknown>;
  return { code: me?.code, msg: me?.msg, id, nickname, artist_id, collector_id, is_artist };
};

let backend: TestApp;
const recorded = new Map<string, Visit>();

async function record(personas: readonly string[]) {
  const recorder = await createTestApp({
    MOCK_UPSTREAM: `http://127.0.0.1:${(backend.app.server.address() as { port: number }).port}`,
    MOCK_RECORD: dir,
  });
  try {
    for (const persona of personas) recorded.set(persona, await visit(recorder, persona));
  } finally {
    await recorder.close();
  }
}

beforeAll(async () => {
  backend = await createTestApp({ JWT_SECRET: 'the-backend-signs-with-its-own-secret' });
  await backend.app.listen({ port: 0, host: '127.0.0.1' });
  await record(PERSONAS);
});
afterAll(() => backend?.close());

describe('a session of seven personas, recorded', () => {
  it('keeps a login and an auth/me of its own for each persona, naming the user, never the token or code', () => {
    expect(filesOf('auth/nt')).toHaveLength(PERSONAS.length);
    const me = filesOf('auth/me').map((text) => JSON.parse(text));
    expect(me).toHaveLength(PERSONAS.length - 1);
    expect(new Set(me.map((file) => file.request.identity)).size).toBe(PERSONAS.length - 1);
    expect(new Set(me.map((file) => JSON.stringify(file.answers[0].body.data))).size).toBe(PERSONAS.length - 1);
    const all = [...filesOf('auth/nt'), ...filesOf('auth/me')].join('\n');
    // the login codes (the personas' names, for this backend) are never written as codes
    expect(all).not.toMatch(/"code": "demo-/);
    for (const { login } of recorded.values()) {
      const token = (login.body.data as { token?: string } | null)?.token;
      if (token) expect(all).not.toContain(token);
    }
  });

  it('adds another persona recorded later beside the others, changing none of theirs', async () => {
    const before = filesOf('auth/me');
    await record([LATER]);
    const after = filesOf('auth/me');
    expect(after).toHaveLength(before.length + 1);
    expect(after).toEqual(expect.arrayContaining(before));
  });
});

describe('the session replayed with no backend', () => {
  let replay: TestApp;
  beforeAll(async () => {
    replay = await createTestApp({ MOCK_RECORDINGS: root, MOCK_REPLAY: dir, MOCK_REPLAY_STRICT: '1' });
  });
  afterAll(() => replay?.close());

  it("answers each persona's login and auth/me as the backend answered that persona", async () => {
    for (const persona of [...PERSONAS, LATER]) {
      const now = await visit(replay, persona);
      const then = recorded.get(persona) as Visit;
      const token = (now.login.body.data as { token?: string } | null)?.token;
      // the token is a stand-in that names the user it logged in
      if (token) expect(token, persona).toMatch(/^\[redacted:[0-9a-f]{8}\]$/);
      expect({ ...now.login.body, data: null }, persona).toEqual({ ...then.login.body, data: null });
      expect(who(now.me), persona).toEqual(who(then.me));
    }
    expect(recorded.get('demo-newphone')?.login.body.code).toBe(-1);
  });

  it('says it cannot tell whose answer a token it never met should get, naming the users', async () => {
    const unknown = await replay.request.get('/api/auth/me').set(EN).set(auth('a-token-nobody-recorded'));
    // a refusal as the mock sends them (REFUSAL_STYLE body: HTTP 200, the code in the body)
    expect(unknown.body.code).toBe(409);
    expect(unknown.body.msg).toMatch(
      /^The recording answers GET \/api\/auth\/me \(en, logged in\) as several users \(([0-9a-f]{8}, ){6}[0-9a-f]{8}\), and the token or login code sent stands for none of them/,
    );
  });
});
