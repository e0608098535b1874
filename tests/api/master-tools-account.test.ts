// Statistics for salesman-bound users, role applications with the rules of product §6,
// and salesman binding (provisional calls).
import { describe, expect, it } from 'vitest';
import { valueAt } from '#contract/present.ts';
import { calls } from '../../contract/calls.ts';
import { FOLLOWERS } from '../../seeds/records/follows.ts';
import { ok, refused } from '../support/answers.ts';
import { appWithPersonas } from '../support/personas-app.ts';

const app = appWithPersonas([
  'demo-master',
  'demo-visitor',
  'demo-collector',
  'demo-institution',
  'demo-salesman',
  'demo-salesman-basic',
  'demo-assistant',
]);
const { get, post } = app;

describe('statistics (/data, /data_all)', () => {
  it('shows the salesman’s masters day by day up to today', async () => {
    const data = ok(calls.statistics, await get('/stats/overview?days=30', 'demo-salesman')).data;
    expect(data.masters.map((m) => m.artist_id).sort()).toEqual([101, 104]);
    expect(data.series).toHaveLength(30);
    expect(data.end).toBe(new Date().toISOString().slice(0, 10));
    expect(data.totals.views).toBe(data.series.reduce((sum, day) => sum + day.views, 0));
    expect(data.totals.views).toBe(data.masters.reduce((sum, m) => sum + m.totals.views, 0));
    expect(data.previous.views).toBeGreaterThan(0);
  });

  it('counts as new followers the follows made in the period, as the master page counts them all', async () => {
    const { masters } = ok(calls.statistics, await get('/stats/overview?days=90', 'demo-salesman')).data;
    const newFollowers = masters.find((m) => m.artist_id === 101)?.totals.followers;
    expect(newFollowers).toBe(valueAt(FOLLOWERS, 101).filter(([, daysAgo]) => daysAgo < 90).length);
    const page = ok(calls.masterPage, await get('/artist/info/101', 'demo-salesman')).data;
    expect(page.counts.followers).toBe(valueAt(FOLLOWERS, 101).length);
    expect(newFollowers).toBeLessThanOrEqual(page.counts.followers);
    expect(masters.find((m) => m.artist_id === 104)?.totals.followers).toBe(0);
  });

  it('narrows the series to one master of the scope, and refuses one outside it', async () => {
    const one = ok(calls.statistics, await get('/stats/overview?days=7&artist_id=104', 'demo-salesman')).data;
    expect(one.totals.views).toBe(one.masters.find((m) => m.artist_id === 104)?.totals.views);
    refused(await get('/stats/overview?artist_id=106', 'demo-salesman'), 403);
    refused(await get('/stats/overview?days=12', 'demo-salesman'), 400);
  });

  it('shows every master to a salesman with auth 1, and refuses auth 0 and the unbound', async () => {
    const all = ok(calls.statistics, await get('/stats/overview?scope=all&days=90', 'demo-salesman')).data;
    expect(all.masters.length).toBeGreaterThanOrEqual(7);
    expect(all.masters.map((m) => m.artist_id)).not.toContain(105);
    expect(
      ok(calls.statistics, await get('/stats/overview', 'demo-salesman-basic')).data.masters.map((m) => m.artist_id),
    ).toEqual([106]);
    refused(
      await get('/stats/overview?scope=all', 'demo-salesman-basic'),
      403,
      'You are not allowed to see all statistics',
    );
    refused(
      await get('/stats/overview', 'demo-master'),
      403,
      'You are not bound to a salesman, so there are no statistics',
    );
  });
});

describe('becoming a master, a collector or an institution', () => {
  it('says who already has the role and which rule refuses whom', async () => {
    const standing = async (who: Parameters<typeof get>[1], role: string) =>
      ok(calls.roleApplication, await get(`/user/roleApplication?role=${role}`, who)).data;
    expect(await standing('demo-master', 'master')).toMatchObject({ member: true, refusal: null });
    expect(await standing('demo-master', 'institution')).toMatchObject({
      member: false,
      refusal: 'A master cannot become a collection institution',
    });
    expect(await standing('demo-institution', 'collector')).toMatchObject({
      refusal: 'A collection institution cannot become a collector',
    });
    expect(await standing('demo-collector', 'collector')).toMatchObject({ member: true });
    expect(await standing('demo-visitor', 'master')).toMatchObject({ member: false, refusal: null, application: null });
  });

  it('refuses by the role rules, takes one application, then waits for review', async () => {
    const form = { name: '周小舟', phone: '13812340001', intro: '青瓷爱好者' };
    refused(
      await post('/user/applyRole', 'demo-master', { role: 'institution', ...form }),
      403,
      'A master cannot become a collection institution',
    );
    refused(
      await post('/user/applyRole', 'demo-institution', { role: 'collector', ...form }),
      403,
      'A collection institution cannot become a collector',
    );
    refused(await post('/user/applyRole', 'demo-master', { role: 'master', ...form }), 409, 'You are already a master');
    refused(
      await post('/user/applyRole', 'demo-visitor', { role: 'master', ...form, phone: '1' }),
      400,
      'Phone number wrong',
    );
    refused(await post('/user/applyRole', 'demo-visitor', { role: 'master', ...form, name: '' }), 400);
    refused(
      await post('/user/applyRole', 'demo-visitor', { role: 'master', ...form, intro: '字'.repeat(201) }),
      400,
      'The description can have at most 200 characters',
    );
    const applied = ok(calls.applyRole, await post('/user/applyRole', 'demo-visitor', { role: 'master', ...form }));
    expect(applied).toMatchObject({ msg: 'Submit succeed', data: { status: 1, role: 'master' } });
    refused(
      await post('/user/applyRole', 'demo-visitor', { role: 'master', ...form }),
      409,
      'Your application is under review, please wait',
    );
    expect(
      ok(calls.roleApplication, await get('/user/roleApplication?role=master', 'demo-visitor')).data.application
        ?.status,
    ).toBe(1);
  });
});

describe('salesman binding (/banding)', () => {
  it('binds by code once; the statistics then open', async () => {
    refused(await post('/user/bindSalesman', 'demo-collector', { code: '' }), 400, 'Please enter the salesman code');
    refused(await post('/user/bindSalesman', 'demo-collector', { code: 'NOPE' }), 200, 'No salesman has this code', -1);
    const bound = ok(calls.bindSalesman, await post('/user/bindSalesman', 'demo-collector', { code: 'zb9fn6vj3c' }));
    expect(bound).toMatchObject({ msg: 'Bound successfully', data: { bindsalesman: { name: '王志强', auth: 0 } } });
    refused(
      await post('/user/bindSalesman', 'demo-collector', { code: 'ZB7K3QM9XD' }),
      409,
      'You are already bound to a salesman',
    );
    const stats = ok(calls.statistics, await get('/stats/overview', 'demo-collector')).data;
    expect(stats.masters.map((m) => m.artist_id)).toEqual([102]);
  });
});
