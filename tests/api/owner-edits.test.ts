// An owner's edit shows on the treasure page at once (goods/info keeps a treasure's content for a
// minute, server/services/treasure-answer.ts): a visitor's next lookup after the master saves
// the profile or closes the treasure to purchase requests answers with the change.
import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { EN, ok } from '../support/answers.ts';
import { appWithPersonas } from '../support/personas-app.ts';
import { encrypt } from '../support/session.ts';

const app = appWithPersonas(['demo-master']);

/** Treasure 1 (by master 101) as a visitor's page loads it. */
const treasureOne = async () => {
  const data = await encrypt(app.t, { goods_id: 1 });
  return ok(calls.goodsInfo, await app.t.request.get('/api/goods/info').query({ data }).set(EN)).data;
};

describe("the treasure page after its owner's edit", () => {
  it("shows the master's new profile at once", async () => {
    expect((await treasureOne()).artist.content_intl).not.toContain('Edited just now');
    const profile = ok(calls.ownerProfile, await app.get('/artist/profile', 'demo-master')).data;
    const content_intl = `${profile.content_intl} Edited just now.`;
    ok(
      calls.editOwnerProfile,
      await app.post('/artist/editProfile', 'demo-master', {
        ...profile,
        artist_type: 1,
        gender: String(profile.gender),
        birthday: profile.birthday ?? '',
        content_intl,
      }),
    );
    expect((await treasureOne()).artist.content_intl).toBe(content_intl);
  });

  it('shows it closed to purchase requests at once, and open again', async () => {
    expect((await treasureOne()).is_can_buy).toBe(1);
    ok(
      calls.setForSale,
      await app.post('/artist/setForSale', 'demo-master', { artist_type: 1, goods_id: 1, is_can_buy: 0 }),
    );
    expect((await treasureOne()).is_can_buy).toBe(0);
    ok(
      calls.setForSale,
      await app.post('/artist/setForSale', 'demo-master', { artist_type: 1, goods_id: 1, is_can_buy: 1 }),
    );
    expect((await treasureOne()).is_can_buy).toBe(1);
  });
});
