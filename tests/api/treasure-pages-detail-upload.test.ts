// POST goods/detailUpload and GET goods/detailUpload/:goods_id (/imgUpdate): only the
// treasure's author or holder, pictures of upload/image, one review at a time.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { EN, ok, refused, rows } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, loginAs } from '../support/session.ts';

let t: TestApp;
let master: string;
let collector: string;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  [master, collector, visitor] = await Promise.all([
    loginAs(t, 'demo-master'),
    loginAs(t, 'demo-collector'),
    loginAs(t, 'demo-visitor'),
  ]);
});
afterAll(() => t.close());
beforeEach(() => {
  t.db.$client.prepare('delete from detail_uploads').run();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const picture = async () =>
  (await t.request.post('/api/upload/image').set(auth(master)).field('kind', 'image').attach('file', PNG, 'p.png')).body
    .data.url as string;
const send = (token: string, body: Record<string, unknown>) =>
  t.request.post('/api/goods/detailUpload').set(auth(token)).set(EN).send(body);
const status = (token: string, id: number) => t.request.get(`/api/goods/detailUpload/${id}`).set(auth(token)).set(EN);

describe('detail upload', () => {
  it('shows the owning master the approved pictures and that nothing was sent yet', async () => {
    const { data } = ok(calls.detailUploadStatus, await status(master, 1));
    expect(data.approved).toHaveLength(2);
    expect(data).toMatchObject({ latest: null, can_upload: true });
  });

  it('takes pictures from the author, puts them under review and blocks a second upload meanwhile', async () => {
    const pictures = [await picture(), await picture()];
    const answer = ok(
      calls.detailUploadSubmit,
      await send(master, { goods_id: 1, pictures, note: '  底款与口沿细节 ' }),
    );
    expect(answer.msg).toBe('Submit succeed');
    expect(answer.data).toMatchObject({ pictures, note: '底款与口沿细节', status: 1 });
    const { data } = ok(calls.detailUploadStatus, await status(master, 1));
    expect(data).toMatchObject({ latest: { id: answer.data.id, status: 1, pictures }, can_upload: false });
    refused(
      await send(master, { goods_id: 1, pictures: [await picture()] }),
      409,
      'Your detail pictures are under review, please wait for the result',
    );
    expect(rows(t, 'detail_uploads')).toBe(1);
  });

  it('lets a collector upload for the treasure she holds (3), and refuses everyone else', async () => {
    ok(calls.detailUploadSubmit, await send(collector, { goods_id: 3, pictures: [await picture()] }));
    const notOwner = "Only the treasure's author or holder can upload detail pictures";
    refused(await send(visitor, { goods_id: 1, pictures: [await picture()] }), 403, notOwner);
    refused(await send(master, { goods_id: 3, pictures: [await picture()] }), 403, notOwner);
    refused(await status(visitor, 1), 403, notOwner);
    refused(await status(collector, 1), 403, notOwner);
    expect(rows(t, 'detail_uploads')).toBe(1);
  });

  const rules: [string, () => Promise<Record<string, unknown>>, string][] = [
    ['no picture', async () => ({ pictures: [] }), 'Please upload at least one detail picture'],
    [
      'an outside picture',
      async () => ({ pictures: ['http://example.com/a.jpg'] }),
      'A picture is not valid, please upload it again',
    ],
    [
      'ten pictures',
      async () => ({ pictures: await Promise.all(Array.from({ length: 10 }, picture)) }),
      'You can upload at most 9 pictures',
    ],
    [
      'a note of 201 characters',
      async () => ({ pictures: [await picture()], note: '注'.repeat(201) }),
      'The description can have at most 200 characters',
    ],
    [
      'sensitive words in the note',
      async () => ({ pictures: [await picture()], note: '高仿 scam' }),
      'The submitted information contains sensitive words：高仿, scam',
    ],
  ];
  it.each(rules)('refuses %s, writing nothing', async (_name, body, msg) => {
    refused(await send(master, { goods_id: 1, ...(await body()) }), 400, msg);
    expect(rows(t, 'detail_uploads')).toBe(0);
  });

  it('takes 9 pictures, and the same picture twice only once', async () => {
    const nine = await Promise.all(Array.from({ length: 9 }, picture));
    const { data } = ok(calls.detailUploadSubmit, await send(master, { goods_id: 1, pictures: [...nine, nine[0]] }));
    expect(data.pictures).toEqual(nine);
  });

  it('allows a new upload once the review is over', async () => {
    ok(calls.detailUploadSubmit, await send(master, { goods_id: 785, pictures: [await picture()] }));
    t.db.$client.prepare('update detail_uploads set status = 3').run();
    const { data } = ok(calls.detailUploadStatus, await status(master, 785));
    expect(data).toMatchObject({ latest: { status: 3 }, can_upload: true });
    ok(calls.detailUploadSubmit, await send(master, { goods_id: 785, pictures: [await picture()] }));
  });

  it('needs a login and a published treasure', async () => {
    refused(await t.request.post('/api/goods/detailUpload').send({ goods_id: 1, pictures: [] }), 401);
    refused(await t.request.get('/api/goods/detailUpload/1'), 401);
    refused(await send(master, { goods_id: 9, pictures: [await picture()] }), 200, undefined, -1);
  });
});
