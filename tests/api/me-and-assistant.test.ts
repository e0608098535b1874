import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import type { Me } from '../../contract/entities/user.ts';
import { EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, loginAs } from '../support/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (token: string) => ok(calls.me, await t.request.get('/api/auth/me').set(auth(token))).data;

// What the persona table of seeds/README.md says /api/auth/me must show.
const personas: [string, (user: Me) => void][] = [
  [
    'demo-visitor',
    (u) => {
      expect(u).toMatchObject({
        is_artist: 0,
        artist_id: null,
        collector_id: null,
        artist_user_id: null,
        bind_salesman_id: null,
      });
      expect(u.artist.status).toBe(-1);
    },
  ],
  [
    'demo-master',
    (u) => {
      expect(u).toMatchObject({ is_artist: 1, artist_id: 101, compete_status: 2, artist_user_id: null });
      expect(u.artist).toMatchObject({ id: 101, status: 0, sign_password: true, name_intl: 'Li Mingyuan' });
      expect(u.artist.signs.sign).toBeTruthy();
      expect(u.artist.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(u.artist.gender).not.toBeNull();
    },
  ],
  [
    'demo-master-nosign',
    (u) => {
      expect(u).toMatchObject({ is_artist: 1, artist_id: 102 });
      expect(u.artist).toMatchObject({ id: 102, sign_password: false, name_intl: 'Zhao Qing' });
    },
  ],
  [
    'demo-master-noinfo',
    (u) => {
      expect(u).toMatchObject({ is_artist: 1, artist_id: 103, infoStatus: 0 });
      expect(u.artist).toMatchObject({ id: 103, birthday: null, gender: null, name_intl: 'Sun Wei' });
      expect(u.artist.signs.sign).toBeTruthy();
    },
  ],
  [
    'demo-master-pending',
    (u) => {
      expect(u.is_artist).toBe(1);
      expect(u.artist.status).toBe(4);
    },
  ],
  [
    'demo-assistant',
    (u) => {
      expect(u.artist_user_id).not.toBeNull();
      expect(u).toMatchObject({ can_more_help: 1, artist_id: 101 });
    },
  ],
  [
    'demo-collector',
    (u) => {
      expect(u).toMatchObject({ collector_id: 201, is_collector_inst: 0, is_artist: 0 });
    },
  ],
  [
    'demo-institution',
    (u) => {
      expect(u).toMatchObject({ collector_id: 301, is_collector_inst: 1 });
    },
  ],
  [
    'demo-salesman',
    (u) => {
      expect(u.bind_salesman_id).not.toBeNull();
      expect(u.bindsalesman?.auth).toBe(1);
      expect(u.bindsalesman?.bank_account).toBeTruthy();
    },
  ],
  [
    'demo-salesman-basic',
    (u) => {
      expect(u.bind_salesman_id).not.toBeNull();
      expect(u.bindsalesman?.auth).toBe(0);
    },
  ],
];

describe('GET auth/me for every persona of the fixtures (seeds/README.md)', () => {
  it.each(personas)('%s', async (code, check) => {
    const user = await me(await loginAs(t, code));
    check(user);
    if (!['demo-salesman', 'demo-salesman-basic'].includes(code)) expect(user.bindsalesman).toBeNull();
  });

  it('covers every demo persona the login page offers (demo-newphone in login-nt)', () => {
    const codes = (
      t.db.$client.prepare("select code from users where code like 'demo-%'").all() as { code: string }[]
    ).map((r) => r.code);
    expect([...personas.map(([code]) => code), 'demo-newphone'].sort()).toEqual(codes.sort());
  });
});

describe('assistant: auth/getArtistList and auth/chooseArtist', () => {
  it('lists masters 101 and 104 for the assistant, nothing for a master', async () => {
    const assistant = await loginAs(t, 'demo-assistant');
    const { data } = ok(
      calls.artistList,
      await t.request.post('/api/auth/getArtistList').set(auth(assistant)).send({ type: 1 }),
    );
    expect(data.list.map((m) => m.artist_id).sort()).toEqual([101, 104]);
    expect(data.list.find((m) => m.artist_id === 104)?.artist.name_intl).toBe('Chen Yu');
    const form = await t.request.post('/api/auth/getArtistList').set(auth(assistant)).type('form').send({ type: '1' });
    expect(ok(calls.artistList, form).data.list).toHaveLength(2);
    const master = await loginAs(t, 'demo-master');
    expect(
      ok(calls.artistList, await t.request.post('/api/auth/getArtistList').set(auth(master)).send({ type: 1 })).data
        .list,
    ).toEqual([]);
  });

  it("switches to 104 ('Switch success'); /auth/me then shows artist_id 104", async () => {
    const assistant = await loginAs(t, 'demo-assistant');
    const { data } = ok(
      calls.artistList,
      await t.request.post('/api/auth/getArtistList').set(auth(assistant)).send({ type: 1 }),
    );
    const chen = data.list.find((m) => m.artist_id === 104)!;
    const res = await t.request
      .post('/api/auth/chooseArtist')
      .set(auth(assistant))
      .set(EN)
      .send({ type: 1, artist_user_id: chen.artist_user.id, artist_id: 104 });
    expect(ok(calls.chooseArtist, res)).toMatchObject({ msg: 'Switch success', data: { artist_id: 104 } });
    expect(await me(assistant)).toMatchObject({ artist_id: 104, artist_user_id: chen.artist_user.id });
    // and back, with a form body, in Chinese
    const li = data.list.find((m) => m.artist_id === 101)!;
    const back = await t.request
      .post('/api/auth/chooseArtist')
      .set(auth(assistant))
      .type('form')
      .send({ type: '1', artist_user_id: String(li.artist_user.id), artist_id: '101' });
    expect(ok(calls.chooseArtist, back).msg).toBe('切换成功');
    expect((await me(assistant)).artist_id).toBe(101);
  });

  it('refuses a master not in the list (403), a mismatched pair, no token and bad fields', async () => {
    const assistant = await loginAs(t, 'demo-assistant');
    const choose = (body: Record<string, unknown>, token: string | null = assistant) =>
      t.request
        .post('/api/auth/chooseArtist')
        .set(EN)
        .set(token ? auth(token) : {})
        .send(body);
    const other = t.db.$client.prepare("select id from users where code = 'user-liminghui'").get() as { id: number };
    refused(
      await choose({ type: 1, artist_user_id: other.id, artist_id: 106 }),
      403,
      'You are not an assistant of this master',
    );
    const liUser = t.db.$client.prepare("select id from users where code = 'demo-master'").get() as { id: number };
    refused(await choose({ type: 1, artist_user_id: liUser.id, artist_id: 104 }), 403);
    refused(await choose({ type: 1, artist_user_id: liUser.id, artist_id: 104 }, await loginAs(t, 'demo-master')), 403);
    refused(await choose({ type: 1, artist_user_id: liUser.id, artist_id: 101 }, null), 401);
    refused(await choose({ type: 2, artist_user_id: liUser.id, artist_id: 101 }), 400, /type/);
    refused(await choose({ type: 1, artist_id: 101 }), 400, /artist_user_id/);
    refused(await t.request.post('/api/auth/getArtistList').set(EN).send({ type: 1 }), 401);
    refused(await t.request.post('/api/auth/getArtistList').set(auth(assistant)).set(EN).send({}), 400, /type/);
    expect((await me(assistant)).artist_id).toBe(101);
  });
});
