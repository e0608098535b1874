// The pictures of every sandbox share one folder with the shared data's: a persona's quota counts
// its pictures in all of them, so new sandbox names give no one more disk.
import { afterAll, beforeAll, describe, it } from 'vitest';
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
