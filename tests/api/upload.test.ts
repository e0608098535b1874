import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, loginAs } from '../support/session.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t, 'demo-master');
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
const MB = 1024 * 1024;

const upload = (kind: string | null, content: Buffer, name = 'picture.png', type = 'image/png') => {
  let req = t.request.post('/api/upload/image').set(auth(token)).set(EN);
  if (kind !== null) req = req.field('kind', kind);
  return req.attach('file', content, { filename: name, contentType: type });
};

describe('POST upload/image (provisional)', () => {
  it('stores a picture and serves it back, checked by its bytes', async () => {
    const res = await upload('image', PNG);
    const { data } = ok(calls.uploadImage, res);
    expect(data).toMatchObject({ kind: 'image', bytes: PNG.length });
    expect(data.url).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect(existsSync(join(t.config.uploadDir, data.url.slice('/uploads/'.length)))).toBe(true);
    const served = await t.request.get(data.url);
    expect(served.status).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(served.body).equals(PNG)).toBe(true);
  });

  it('takes the type from the bytes, not the name: a JPEG named .png is stored as .jpg', async () => {
    const { data } = ok(calls.uploadImage, await upload(null, JPEG, 'photo.png'));
    expect(data).toMatchObject({ kind: 'image' });
    expect(data.url).toMatch(/\.jpg$/);
  });

  it('refuses what is not a JPEG, PNG, GIF or WebP picture (SVG included)', async () => {
    refused(
      await upload(
        'image',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        'x.svg',
        'image/svg+xml',
      ),
      400,
      'Only JPG, PNG, GIF or WebP pictures can be uploaded',
    );
    refused(await upload('image', Buffer.from('%PDF-1.7'), 'x.png'), 400, /Only JPG/);
  });

  it('holds a seal image under 3M and other pictures under 10M', async () => {
    ok(calls.uploadImage, await upload('seal', Buffer.concat([PNG, Buffer.alloc(2 * MB)])));
    refused(await upload('seal', Buffer.concat([PNG, Buffer.alloc(3 * MB)])), 413, 'The picture must be under 3M');
    ok(calls.uploadImage, await upload('certificate', Buffer.concat([PNG, Buffer.alloc(9 * MB)])));
    refused(await upload('image', Buffer.concat([PNG, Buffer.alloc(10 * MB)])), 413, 'The picture must be under 10M');
  });

  it('refuses an unknown kind, a request without a file, and a caller without a token', async () => {
    refused(await upload('avatar', PNG), 400, /kind/);
    refused(
      await t.request.post('/api/upload/image').set(auth(token)).set(EN).send({ kind: 'image' }),
      400,
      'Please choose a picture to upload',
    );
    refused(await t.request.post('/api/upload/image').set(EN).attach('file', PNG, 'p.png'), 401);
  });
});
