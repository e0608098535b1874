import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { sweepOrphanUploads } from '../../server/services/orphan-uploads.ts';
import { EN, ok, refused, rows } from '../support/answers.ts';
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

  it('serves the seed’s own picture on a fresh mock (the OpenAPI document’s example), and says 404 in the envelope', async () => {
    const seed = await t.request.get('/uploads/seed-picture.png');
    expect([seed.status, seed.headers['content-type'], seed.headers['x-content-type-options']]).toEqual([
      200,
      'image/png',
      'nosniff',
    ]);
    refused(await t.request.get('/uploads/none.png').set(EN), 404, /uploads\/none\.png/);
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

describe('uploads streamed to disk, with a quota and an orphan sweep', () => {
  const filesInUploadDir = () => (existsSync(t.config.uploadDir) ? readdirSync(t.config.uploadDir) : []);
  const sealAfterFile = (content: Buffer) =>
    t.request
      .post('/api/upload/image')
      .set(auth(token))
      .set(EN)
      .attach('file', content, { filename: 'seal.png', contentType: 'image/png' })
      .field('kind', 'seal');

  it("holds a seal's 3M limit when `kind` comes after the file", async () => {
    refused(await sealAfterFile(Buffer.concat([PNG, Buffer.alloc(3 * MB)])), 413, 'The picture must be under 3M');
    ok(calls.uploadImage, await sealAfterFile(PNG));
  });

  it('leaves no file behind when it refuses one', async () => {
    const before = filesInUploadDir().sort();
    refused(await upload('seal', Buffer.concat([PNG, Buffer.alloc(3 * MB)])), 413);
    refused(await upload('image', Buffer.from('%PDF-1.7'), 'x.png'), 400);
    refused(await upload('image', Buffer.concat([PNG, Buffer.alloc(10 * MB)])), 413);
    expect(filesInUploadDir().sort()).toEqual(before);
  });

  it('refuses a picture over the owner quota, and stores nothing', async () => {
    const small = await createTestApp({ UPLOAD_QUOTA_MB: '1' });
    try {
      const collector = await loginAs(small, 'demo-collector');
      const send = (content: Buffer) =>
        small.request.post('/api/upload/image').set(auth(collector)).set(EN).attach('file', content, 'p.png');
      ok(calls.uploadImage, await send(Buffer.concat([PNG, Buffer.alloc(0.6 * MB)])));
      const kept = rows(small, 'uploads');
      refused(
        await send(Buffer.concat([PNG, Buffer.alloc(0.6 * MB)])),
        413,
        'Your uploaded pictures have reached their limit (1M)',
      );
      expect(rows(small, 'uploads')).toBe(kept);
      expect(readdirSync(small.config.uploadDir)).toHaveLength(1);
      // another user has a quota of their own
      const master = await loginAs(small, 'demo-master');
      const other = await small.request.post('/api/upload/image').set(auth(master)).attach('file', PNG, 'p.png');
      ok(calls.uploadImage, other);
    } finally {
      await small.close();
    }
  });

  it('the sweep removes an old picture no record uses, keeps used and recent ones, and frees the quota', async () => {
    const unused = ok(calls.uploadImage, await upload('image', PNG)).data.url;
    const used = ok(calls.uploadImage, await upload('image', JPEG)).data.url;
    const recent = ok(calls.uploadImage, await upload('image', PNG)).data.url;
    t.db.$client.prepare('update users set avatar = ? where id = (select id from users limit 1)').run(used);
    mkdirSync(join(t.config.uploadDir, 'a-folder'), { recursive: true }); // left alone, never a crash
    const crashed = join(t.config.uploadDir, '.incoming-crashed');
    writeFileSync(crashed, 'half a picture');
    const file = (url: string) => join(t.config.uploadDir, url.slice('/uploads/'.length));
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    for (const path of [file(unused), file(used), crashed, join(t.config.uploadDir, 'a-folder')])
      utimesSync(path, dayAgo, dayAgo);

    const removed = sweepOrphanUploads(t.config.uploadDir, [t.db], { graceMs: 24 * 3_600_000 });
    expect(removed.sort()).toEqual([unused.slice('/uploads/'.length), '.incoming-crashed'].sort());
    expect(existsSync(file(unused))).toBe(false);
    expect(existsSync(file(used))).toBe(true);
    expect(existsSync(file(recent))).toBe(true);
    expect(existsSync(join(t.config.uploadDir, 'a-folder'))).toBe(true);
    const urls = t.db.$client.prepare('select url from uploads').pluck().all();
    expect(urls).not.toContain(unused);
    expect(urls).toContain(used);
  });

  it('the sweep removes a file an upload left half-received once the request deadline has passed, not a day later', async () => {
    mkdirSync(t.config.uploadDir, { recursive: true });
    const stale = join(t.config.uploadDir, '.incoming-stale');
    const arriving = join(t.config.uploadDir, '.incoming-arriving');
    writeFileSync(stale, '');
    writeFileSync(arriving, '');
    const minutesAgo = new Date(Date.now() - 3 * 60_000);
    utimesSync(stale, minutesAgo, minutesAgo);
    const removed = sweepOrphanUploads(t.config.uploadDir, [t.db], {
      graceMs: 24 * 3_600_000,
      incomingMs: t.config.timeouts.requestMs,
    });
    expect(removed).toEqual(['.incoming-stale']);
    expect(existsSync(arriving)).toBe(true);
    rmSync(arriving);
  });
});
