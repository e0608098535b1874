// The pictures of every sandbox share one folder with the shared data's: a persona's quota counts
// its pictures in all of them, so new sandbox names give no one more disk; and the pictures of a
// sandbox go with it (removed, evicted or reset), as the shared data's go with a reset.
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_QUOTA_MB: String((3 * PNG.length) / (1024 * 1024)) });
});
afterAll(() => t.close());

async function upload(session?: string) {
  const headers = session ? { 'x-mock-session': session } : {};
  const login = await t.request.get('/api/auth/nt').query({ code: 'demo-master' }).set(headers);
  return t.request
    .post('/api/upload/image')
    .set(headers)
    .set(EN)
    .set({ authorization: `Bearer ${ok(calls.nt, login).data.token}` })
    .field('kind', 'image')
    .attach('file', PNG, { filename: 'p.png', contentType: 'image/png' });
}

describe('the upload quota', () => {
  it('counts a persona’s pictures in the shared data and every sandbox together', async () => {
    ok(calls.uploadImage, await upload());
    ok(calls.uploadImage, await upload('one'));
    ok(calls.uploadImage, await upload('two'));
    refused(await upload('three'), 413, /reached their limit/);
    refused(await upload(), 413, /reached their limit/);
  });
});

describe('the pictures of data that goes', () => {
  const onDisk = () => (existsSync(t.config.uploadDir) ? readdirSync(t.config.uploadDir) : []);
  const control = (method: 'post' | 'delete', path: string, session?: string) =>
    t.request[method](path)
      .set(session ? { 'x-mock-session': session } : {})
      .send({});

  it('go with it: a sandbox removed or reset, and the shared data reset, leave no picture on disk', async () => {
    await control('post', '/__mock/reset');
    for (const name of ['one', 'two']) await control('delete', `/__mock/sessions/${name}`);
    expect(onDisk()).toEqual([]);
    // cycle after cycle, the disk never holds more than the quota
    for (let cycle = 0; cycle < 3; cycle++) {
      for (let i = 0; i < 3; i++) ok(calls.uploadImage, await upload('cycle'));
      refused(await upload('cycle'), 413, /reached their limit/);
      expect(onDisk()).toHaveLength(3);
      expect((await control('delete', '/__mock/sessions/cycle')).body.code).toBe(0);
      expect(onDisk()).toEqual([]);
    }
    ok(calls.uploadImage, await upload('kept'));
    ok(calls.uploadImage, await upload('reset'));
    expect((await control('post', '/__mock/reset', 'reset')).body.code).toBe(0);
    expect(onDisk()).toHaveLength(1);
    ok(calls.uploadImage, await upload());
    expect((await control('post', '/__mock/reset')).body.code).toBe(0);
    expect(onDisk()).toHaveLength(1);
    expect((await control('delete', '/__mock/sessions/kept')).body.code).toBe(0);
    expect(onDisk()).toEqual([]);
  });

  it('go with a sandbox evicted for room too', async () => {
    const small = await createTestApp({ MOCK_SESSIONS_MAX: '1' });
    try {
      const inSandbox = async (session: string) => {
        const headers = { 'x-mock-session': session };
        const login = await small.request.get('/api/auth/nt').query({ code: 'demo-master' }).set(headers);
        return small.request
          .post('/api/upload/image')
          .set(headers)
          .set({ authorization: `Bearer ${ok(calls.nt, login).data.token}` })
          .attach('file', PNG, { filename: 'p.png', contentType: 'image/png' });
      };
      ok(calls.uploadImage, await inSandbox('first'));
      expect(readdirSync(small.config.uploadDir)).toHaveLength(1);
      ok(calls.uploadImage, await inSandbox('second'));
      expect(readdirSync(small.config.uploadDir)).toHaveLength(1);
    } finally {
      await small.close();
    }
  });
});
