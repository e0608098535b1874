// A master authorised by another master may act for them with an assistant's powers only, and
// keeps their own identity (product §6). The attack: master 101 authorises master 102's phone;
// 102 switches to 101 and tries the owner's powers, then tries to come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, loginAs } from '../support/session.ts';

let t: TestApp;
let owner: string;
let helper: string;
let helperUserId: number;
let ownerUserId: number;
const ASSISTANT_ONLY =
  'Account authorisation and the signature are the account holder’s own: assistants cannot use them';

const get = (path: string, token: string) => t.request.get(`/api${path}`).set(auth(token)).set(EN);
const post = (path: string, token: string, body: object) =>
  t.request
    .post(`/api${path}`)
    .set(auth(token))
    .set(EN)
    .send({ artist_type: 1, ...body });
const me = async (token: string) => ok(calls.me, await get('/auth/me', token)).data;
const phoneOf = (code: string) =>
  (t.db.$client.prepare('select phone from users where code = ?').get(code) as { phone: string }).phone;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t, 'demo-master');
  helper = await loginAs(t, 'demo-master-nosign');
  ownerUserId = (await me(owner)).id;
  helperUserId = (await me(helper)).id;
  ok(calls.authorise, await post('/artist/authorise', owner, { name: '赵青', phone: phoneOf('demo-master-nosign') }));
});
afterAll(() => t.close());

describe('a master who assists another master', () => {
  it('stays themself until they switch, then lists their own identity first to come back to', async () => {
    expect(await me(helper)).toMatchObject({ artist_id: 102, artist_user_id: null, is_artist: 1 });
    const list = ok(calls.artistList, await post('/auth/getArtistList', helper, { type: 1 })).data.list;
    expect(list.map((entry) => [entry.artist_id, entry.artist_user.id])).toEqual([
      [102, helperUserId],
      [101, ownerUserId],
    ]);
  });

  it('acts for the master with assistant powers only: no authorisations, signature, seal or revoking', async () => {
    const seal = () => get('/artist/signature?artist_type=1', owner).then((res) => ok(calls.ownerSignature, res).data);
    const sealBefore = await seal();
    ok(
      calls.chooseArtist,
      await post('/auth/chooseArtist', helper, { type: 1, artist_user_id: ownerUserId, artist_id: 101 }),
    );
    expect(await me(helper)).toMatchObject({ artist_id: 101, artist_user_id: ownerUserId });
    // assistant powers work: the master's profile
    expect(ok(calls.ownerProfile, await get('/artist/profile?artist_type=1', helper)).data).toMatchObject({ id: 101 });

    refused(await get('/artist/authorisations?artist_type=1', helper), 403, ASSISTANT_ONLY);
    refused(await get('/artist/signature?artist_type=1', helper), 403, ASSISTANT_ONLY);
    refused(await post('/artist/authorise', helper, { name: '周小舟', phone: '13812340001' }), 403, ASSISTANT_ONLY);
    refused(await post('/artist/saveSignature', helper, { sign: '/media/seals/a101.svg' }), 403, ASSISTANT_ONLY);
    const theirs = ok(calls.authorisations, await get('/artist/authorisations?artist_type=1', owner)).data.list;
    const real = theirs.find((row) => row.assistant_user && row.assistant_user.id !== helperUserId);
    expect(real).toBeDefined();
    refused(await post('/artist/revokeAuthorisation', helper, { id: real?.id }), 403, ASSISTANT_ONLY);

    const after = ok(calls.authorisations, await get('/artist/authorisations?artist_type=1', owner)).data.list;
    expect(after).toEqual(theirs);
    expect(await seal()).toEqual(sealBefore);
  });

  it('switches back to their own identity and its owner powers', async () => {
    ok(
      calls.chooseArtist,
      await post('/auth/chooseArtist', helper, { type: 1, artist_user_id: helperUserId, artist_id: 102 }),
    );
    expect(await me(helper)).toMatchObject({ artist_id: 102, artist_user_id: null });
    ok(calls.authorisations, await get('/artist/authorisations?artist_type=1', helper));
  });

  it('cannot claim another identity as their own', async () => {
    refused(
      await post('/auth/chooseArtist', helper, { type: 1, artist_user_id: helperUserId, artist_id: 101 }),
      403,
      'You are not an assistant of this master',
    );
  });

  it('goes back to their own identity when the master revokes them while they act for that master', async () => {
    ok(
      calls.chooseArtist,
      await post('/auth/chooseArtist', helper, { type: 1, artist_user_id: ownerUserId, artist_id: 101 }),
    );
    const list = ok(calls.authorisations, await get('/artist/authorisations?artist_type=1', owner)).data.list;
    const mine = list.find((row) => row.assistant_user?.id === helperUserId);
    ok(calls.revokeAuthorisation, await post('/artist/revokeAuthorisation', owner, { id: mine?.id }));
    expect(await me(helper)).toMatchObject({ artist_id: 102, artist_user_id: null });
    ok(calls.authorisations, await get('/artist/authorisations?artist_type=1', helper));
  });
});
