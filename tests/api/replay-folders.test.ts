// What PUT /__mock/replay and MOCK_REPLAY load: only folders inside the recordings root
// (MOCK_RECORDINGS), named from it, never through a symbolic link nor following one inside,
// read while the server goes on answering, and named in an answer by their exchange files only.
// A recording of the first format still loads; one of a later format says so.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const root = mkdtempSync(join(tmpdir(), 'recordings-'));
const outside = mkdtempSync(join(tmpdir(), 'not-recordings-'));

const help = (key: string) => ({ code: 0, msg: 'success', data: { list: [{ key, content: key, content_intl: key }] } });

/** An exchange file of the current format: POST goods/getHelpInfoConfig in `lang`, answered `key`. */
function exchange(folder: string, name: string, lang: 'zn' | 'en', key: string) {
  mkdirSync(join(folder, 'goods', 'getHelpInfoConfig'), { recursive: true });
  const file = {
    format: 2,
    call: 'goods.helpConfig',
    request: { method: 'POST', path: '/api/goods/getHelpInfoConfig', lang, login: false },
    answers: [{ status: 200, type: 'application/json; charset=utf-8', body: help(key) }],
    recordedAt: '2026-11-28T00:00:00.000Z',
  };
  writeFileSync(join(folder, 'goods', 'getHelpInfoConfig', name), JSON.stringify(file, null, 2));
}

beforeAll(() => {
  const good = join(root, 'good');
  exchange(good, 'POST-00000000000a.json', 'en', 'recorded');
  // links that lead back up, and a secret beside the exchanges
  symlinkSync('.', join(good, 'self'));
  symlinkSync('..', join(good, 'up'));
  writeFileSync(join(good, 'secrets.json'), '{"password": "hunter2"');
  // an exchange file that is a link to one outside: not read
  exchange(outside, 'POST-00000000000b.json', 'zn', 'from-outside');
  symlinkSync(
    join(outside, 'goods', 'getHelpInfoConfig', 'POST-00000000000b.json'),
    join(good, 'POST-00000000000b.json'),
  );
  // a folder reached through a link
  symlinkSync(good, join(root, 'linked'));
  symlinkSync(outside, join(root, 'elsewhere'));
  // a file of the first format, as the previous version wrote it
  mkdirSync(join(root, 'first-format', 'goods', 'getHelpInfoConfig'), { recursive: true });
  writeFileSync(
    join(root, 'first-format', 'goods', 'getHelpInfoConfig', 'POST-3f2a9c1d0b7e.json'),
    JSON.stringify({
      call: 'goods.helpConfig',
      request: { method: 'POST', path: '/api/goods/getHelpInfoConfig', lang: 'en', login: false },
      answer: { status: 200, type: 'application/json; charset=utf-8', body: help('first format') },
      recordedAt: '2026-11-27T00:00:00.000Z',
    }),
  );
  exchange(join(root, 'later-format'), 'POST-00000000000c.json', 'en', 'later');
  const later = join(root, 'later-format', 'goods', 'getHelpInfoConfig', 'POST-00000000000c.json');
  writeFileSync(later, JSON.stringify({ format: 3, exchanges: [] }));
  // many exchanges: loading them takes many turns of the event loop
  for (let at = 0; at < 3000; at++)
    exchange(join(root, 'big'), `POST-${at.toString(16).padStart(12, '0')}.json`, 'en', `big ${at}`);
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MOCK_RECORDINGS: root });
});
afterAll(() => t?.close());

const load = (dir: string, session = 'folders') =>
  t.request.put('/__mock/replay').set(EN).set('x-mock-session', session).send({ dir });
const helpKey = async (session = 'folders') =>
  (await t.request.post('/api/goods/getHelpInfoConfig').set(EN).set('x-mock-session', session)).body.data.list[0].key;

describe('PUT /__mock/replay', () => {
  it('loads a folder of the root by its name, following no link inside it and naming no other file', async () => {
    const loaded = await load('good');
    expect(loaded.body.msg).toBe('success');
    expect(loaded.body.data.replay).toEqual({ exchanges: 1, strict: false });
    expect(JSON.stringify(loaded.body)).not.toMatch(/secrets|self|up\b|from-outside/);
    expect(await helpKey()).toBe('recorded');
  });

  it('refuses ../, an absolute path, and a folder reached through a link, saying why', async () => {
    for (const dir of ['../x', 'good/../../etc', '..', '/usr', outside, join(root, 'good')]) {
      const refused = await load(dir);
      expect(refused.status, dir).toBe(400);
      expect(refused.body.msg, dir).toBe(
        `Only a folder inside the recordings root (MOCK_RECORDINGS) can be loaded, named relative to it, never an absolute path or one with ..: ${dir}`,
      );
    }
    for (const dir of ['linked', 'elsewhere', 'linked/goods']) {
      const refused = await load(dir);
      expect(refused.body.msg, dir).toBe(`${dir} is reached through a symbolic link, which the mock never follows`);
    }
    expect((await load('none')).body.msg).toBe('The recordings root has no folder none');
    const chinese = await t.request.put('/__mock/replay').send({ dir: '/usr' });
    expect(chinese.body.msg).toMatch(/^只能载入录制根目录/);
  });

  it('names only the exchange file that does not read, never another file of the folder', async () => {
    const refused = await load('later-format');
    expect(refused.body.msg).toBe(
      'The recording cannot be loaded: 1 exchange file does not read: goods/getHelpInfoConfig/POST-00000000000c.json: written in format 3 by a later mock; this one reads formats 1 to 2',
    );
  });

  it('loads a recording of the first format', async () => {
    expect((await load('first-format', 'first')).body.data.replay).toEqual({ exchanges: 1, strict: false });
    expect(await helpKey('first')).toBe('first format');
  });

  it('goes on answering while a recording loads', async () => {
    let done = false;
    const loading = load('big', 'big').then((answer) => {
      done = true;
      return answer;
    });
    let answered = 0;
    while (!done) {
      const health = await t.request.get('/healthz');
      if (!done && health.status === 200) answered++;
    }
    expect((await loading).body.data.replay).toEqual({ exchanges: 3000, strict: false });
    // read in one go, the load would let one answer through at most (418 against 1, measured)
    expect(answered).toBeGreaterThanOrEqual(10);
  });
});

describe('MOCK_REPLAY', () => {
  it('must be a folder inside the recordings root, reached without a link', async () => {
    await expect(createTestApp({ MOCK_RECORDINGS: root, MOCK_REPLAY: outside })).rejects.toThrow(
      `MOCK_REPLAY: ${outside} is not inside the recordings root`,
    );
    await expect(createTestApp({ MOCK_RECORDINGS: root, MOCK_REPLAY: join(root, 'linked') })).rejects.toThrow(
      /is reached through a symbolic link/,
    );
    const replaying = await createTestApp({ MOCK_RECORDINGS: root, MOCK_REPLAY: join(root, 'good') });
    try {
      const help = await replaying.request.post('/api/goods/getHelpInfoConfig').set(EN);
      expect(help.body.data.list[0].key).toBe('recorded');
    } finally {
      await replaying.close();
    }
  });
});
