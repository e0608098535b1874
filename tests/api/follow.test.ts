import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { followRows } from '../../seeds/records/follows.ts';
import { EN, ok, refused, rows } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, loginAs } from '../support/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = (artist_id: unknown, token?: string) =>
  t.request
    .post('/api/artist/getFollowStatus')
    .set(token ? auth(token) : {})
    .set(EN)
    .send({ artist_id });
const toggle = (artist_id: unknown, token: string, headers: Record<string, string> = EN) =>
  t.request.post('/api/artist/editFollow').set(auth(token)).set(headers).send({ artist_id });

describe('POST artist/getFollowStatus and artist/editFollow', () => {
  it('answers 0 without a token', async () => {
    expect(ok(calls.followStatus, await status(101)).data.follow_status).toBe(0);
  });

  it('lets an assistant follow the master they act for (their identity is not the assistant own)', async () => {
    const assistant = await loginAs(t, 'demo-assistant');
    const acting = ok(calls.me, await t.request.get('/api/auth/me').set(auth(assistant))).data.artist_id;
    expect(acting).not.toBeNull();
    expect(ok(calls.editFollow, await toggle(acting, assistant))).toMatchObject({ data: { follow_status: 1 } });
    expect(ok(calls.editFollow, await toggle(acting, assistant))).toMatchObject({ data: { follow_status: 0 } });
  });

  it('toggles: Follow success, then Cancel success', async () => {
    const seeded = rows(t, 'follows');
    const visitor = await loginAs(t, 'demo-visitor');
    expect(ok(calls.followStatus, await status(101, visitor)).data.follow_status).toBe(0);
    expect(ok(calls.editFollow, await toggle(101, visitor))).toMatchObject({
      msg: 'Follow success',
      data: { follow_status: 1 },
    });
    expect(ok(calls.followStatus, await status(101, visitor)).data.follow_status).toBe(1);
    // another user's status is not affected
    expect(ok(calls.followStatus, await status(101, await loginAs(t, 'demo-salesman'))).data.follow_status).toBe(0);
    expect(ok(calls.editFollow, await toggle(101, visitor))).toMatchObject({
      msg: 'Cancel success',
      data: { follow_status: 0 },
    });
    expect(ok(calls.followStatus, await status(101, visitor)).data.follow_status).toBe(0);
    expect(rows(t, 'follows')).toBe(seeded);
  });

  it('starts with the seed’s followers: a follower of 101 sees it followed, and may unfollow', async () => {
    expect(rows(t, 'follows')).toBe(followRows().length);
    const collector = await loginAs(t, 'demo-collector');
    expect(ok(calls.followStatus, await status(101, collector)).data.follow_status).toBe(1);
    expect(ok(calls.editFollow, await toggle(101, collector)).data.follow_status).toBe(0);
    expect(ok(calls.editFollow, await toggle(101, collector)).data.follow_status).toBe(1);
  });

  it('answers in Chinese by default and takes form bodies', async () => {
    const visitor = await loginAs(t, 'demo-salesman-basic');
    const res = await t.request
      .post('/api/artist/editFollow')
      .set(auth(visitor))
      .type('form')
      .send({ artist_id: '104' });
    expect(ok(calls.editFollow, res)).toMatchObject({ msg: '关注成功', data: { follow_status: 1 } });
    const check = await t.request
      .post('/api/artist/getFollowStatus')
      .set(auth(visitor))
      .type('form')
      .send({ artist_id: '104' });
    expect(ok(calls.followStatus, check).data.follow_status).toBe(1);
  });

  it("refuses one's own artist identity and own collector identity", async () => {
    const before = rows(t, 'follows');
    const master = await loginAs(t, 'demo-master');
    refused(await toggle(101, master), 403, "Can't follow yourself");
    refused(await toggle(101, master, {}), 403, '不能关注自己');
    refused(await toggle(201, await loginAs(t, 'demo-collector')), 403, "Can't follow yourself");
    refused(await toggle(301, await loginAs(t, 'demo-institution')), 403, "Can't follow yourself");
    expect(rows(t, 'follows')).toBe(before);
    // a master may follow another master
    expect(ok(calls.editFollow, await toggle(104, master)).data.follow_status).toBe(1);
  });

  it('refuses an unknown master, no token and a bad artist_id', async () => {
    const visitor = await loginAs(t, 'demo-visitor');
    const before = rows(t, 'follows');
    refused(await toggle(999999, visitor), 200, 'Not found', -1);
    refused(await status(999999), 200, 'Not found', -1);
    refused(await t.request.post('/api/artist/editFollow').set(EN).send({ artist_id: 101 }), 401);
    for (const bad of ['abc', null, [101], { id: 101 }, 0, '101 OR 1=1']) {
      refused(await toggle(bad, visitor), 400, /artist_id/);
    }
    refused(await status('abc'), 400, /artist_id/);
    expect(rows(t, 'follows')).toBe(before);
  });
});
