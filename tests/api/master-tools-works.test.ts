// The master's works (provisional calls): publishing with drafts and review, management (the
// recommended collection of at most four, purchase requests), news, 3D applications.
import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { ITEM_DESCRIPTION_MAX, TREASURE_DATA_MAX } from '../../contract/limits.ts';
import { ok, refused, rows } from '../support/answers.ts';
import { appWithPersonas } from '../support/personas-app.ts';

const app = appWithPersonas([
  'demo-master',
  'demo-assistant',
  'demo-visitor',
  'demo-collector',
  'demo-master-pending',
  'demo-master-nosign',
]);
const { get, post } = app;
const WORK = { name: '青花小品', pictures: ['/media/treasures/t001-1.svg'], description: '一件小品。' };

describe('publishing works (/renzhen)', () => {
  it('makes one draft of the same new work sent many times at once (a double submit)', async () => {
    const before = rows(app.t, 'work_submissions');
    const work = { ...WORK, name: '双击的草稿' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post('/works/save', 'demo-master', work)));
    const ids = new Set(answers.map((res) => ok(calls.saveWork, res).data.id));
    expect(ids.size).toBe(1);
    expect(rows(app.t, 'work_submissions')).toBe(before + 1);
    // a different work is a work of its own
    ok(calls.saveWork, await post('/works/save', 'demo-master', { ...work, description: '另一件。' }));
    expect(rows(app.t, 'work_submissions')).toBe(before + 2);
  });

  it('lists 101’s works in every review state, and whether competition works are open', async () => {
    const { list, can_compete } = ok(calls.workSubmissions, await get('/works/list', 'demo-master')).data;
    expect(new Set(list.map((w) => w.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(can_compete).toBe(true);
    expect(list.find((w) => w.status === 3)?.review_note_intl).toMatch(/not sharp enough/);
    expect(ok(calls.workSubmissions, await get('/works/list', 'demo-master-nosign')).data.can_compete).toBe(false);
  });

  it('saves a draft with only a name, then sends it for review', async () => {
    const draft = ok(calls.saveWork, await post('/works/save', 'demo-master', { name: '草稿一件' }));
    expect(draft.msg).toBe('Saved');
    expect(draft.data.status).toBe(0);
    refused(
      await post('/works/save', 'demo-master', { id: draft.data.id, name: '草稿一件', submit: 1 }),
      400,
      'Please upload at least one picture of the work',
    );
    const sent = ok(
      calls.saveWork,
      await post('/works/save', 'demo-master', { ...WORK, id: draft.data.id, submit: 1 }),
    );
    expect(sent).toMatchObject({ msg: 'Submit succeed', data: { status: 1, id: draft.data.id } });
    refused(
      await post('/works/save', 'demo-master', { ...WORK, id: draft.data.id }),
      409,
      'Only drafts and works that failed review can be changed',
    );
    refused(await post('/works/delete', 'demo-master', { id: draft.data.id }), 409);
  });

  it('keeps the limits: description 200, treasure data 10, site pictures', async () => {
    refused(
      await post('/works/save', 'demo-master', { ...WORK, description: '字'.repeat(ITEM_DESCRIPTION_MAX + 1) }),
      400,
      'The description can have at most 200 characters',
    );
    ok(
      calls.saveWork,
      await post('/works/save', 'demo-master', { ...WORK, description: '字'.repeat(ITEM_DESCRIPTION_MAX) }),
    );
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `项${i}`, value: '值' }));
    refused(
      await post('/works/save', 'demo-master', { ...WORK, data_lines: lines(TREASURE_DATA_MAX + 1) }),
      400,
      'Treasure data can have at most 10 items',
    );
    ok(calls.saveWork, await post('/works/save', 'demo-master', { ...WORK, data_lines: lines(TREASURE_DATA_MAX) }));
    refused(
      await post('/works/save', 'demo-master', { ...WORK, pictures: ['https://evil.example/a.png'] }),
      400,
      'A picture is not valid, please upload it again',
    );
    refused(await post('/works/save', 'demo-master', { ...WORK, name: '' }), 400, 'Please enter the name of the work');
  });

  it('lets a work that failed review be changed and sent again, and a draft be deleted', async () => {
    ok(calls.saveWork, await post('/works/save', 'demo-master', { ...WORK, id: 4, submit: 1 }));
    ok(calls.deleteWork, await post('/works/delete', 'demo-master', { id: 1 }));
    refused(await post('/works/delete', 'demo-master', { id: 1 }), 200, undefined, -1);
    refused(await post('/works/save', 'demo-master', { ...WORK, id: 5 }), 409);
  });

  it('keeps competition works to compete_status 2, and other people’s works out of reach', async () => {
    refused(
      await post('/works/save', 'demo-master-nosign', { ...WORK, kind: 'competition' }),
      403,
      'You are not entered in the culture competition',
    );
    ok(calls.saveWork, await post('/works/save', 'demo-master', { ...WORK, kind: 'competition' }));
    refused(await post('/works/save', 'demo-master-nosign', { ...WORK, id: 2 }), 200, undefined, -1);
    refused(await get('/works/list', 'demo-master-pending'), 403);
    refused(await get('/works/list', 'demo-visitor'), 403);
  });

  it('works the same for an assistant (the master they help) and a collector (artist_type 2)', async () => {
    expect(ok(calls.saveWork, await post('/works/save', 'demo-assistant', { name: '助理代发' })).data.artist_id).toBe(
      101,
    );
    expect(
      ok(calls.saveWork, await post('/works/save', 'demo-collector', { artist_type: 2, name: '藏品' })).data.artist_id,
    ).toBe(201);
  });
});

describe('management (/guanli)', () => {
  it('lists owned treasures with the recommended collection', async () => {
    const data = ok(calls.ownerTreasures, await get('/artist/treasures', 'demo-master')).data;
    expect(data.list.map((g) => g.id)).toEqual([1, 2, 7, 8, 10, 11, 12, 785]);
    expect(
      data.list
        .filter((g) => g.recommended)
        .map((g) => g.id)
        .sort(),
    ).toEqual([1, 2, 7]);
    expect(data.recommended_max).toBe(4);
    const collector = ok(calls.ownerTreasures, await get('/artist/treasures?artist_type=2', 'demo-collector')).data;
    expect(collector.list.map((g) => g.id)).toEqual([3, 29]);
  });

  it('holds at most four in the recommended collection', async () => {
    const fourth = ok(
      calls.setRecommended,
      await post('/artist/setRecommended', 'demo-master', { goods_id: 8, recommended: 1 }),
    );
    expect(fourth.data.recommended).toHaveLength(4);
    refused(
      await post('/artist/setRecommended', 'demo-master', { goods_id: 10, recommended: 1 }),
      409,
      'A recommended collection holds at most 4 works; remove one first',
    );
    ok(calls.setRecommended, await post('/artist/setRecommended', 'demo-master', { goods_id: 2, recommended: 0 }));
    expect(
      ok(calls.setRecommended, await post('/artist/setRecommended', 'demo-master', { goods_id: 10, recommended: 1 }))
        .data.recommended,
    ).toContain(10);
  });

  it('opens and closes purchase requests, only on one’s own treasures', async () => {
    expect(
      ok(calls.setForSale, await post('/artist/setForSale', 'demo-master', { goods_id: 2, is_can_buy: 1 })).data
        .is_can_buy,
    ).toBe(1);
    refused(
      await post('/artist/setForSale', 'demo-master', { goods_id: 3, is_can_buy: 1 }),
      403,
      'This treasure is not yours',
    );
    refused(
      await post('/artist/setRecommended', 'demo-master', { goods_id: 999999, recommended: 1 }),
      200,
      undefined,
      -1,
    );
  });
});

describe('news (/xinwen)', () => {
  it('adds, changes and deletes a news item that news/list then shows', async () => {
    const before = rows(app.t, 'news');
    const added = ok(
      calls.saveNews,
      await post('/news/save', 'demo-master', {
        title: '新作发布',
        title_intl: 'New works',
        url: 'https://news.example.cn/a',
      }),
    ).data;
    expect(added.pic).toBeTruthy();
    expect(rows(app.t, 'news')).toBe(before + 1);
    const changed = ok(
      calls.saveNews,
      await post('/news/save', 'demo-master', { id: added.id, title: '新作发布会', url: 'https://news.example.cn/b' }),
    ).data;
    expect(changed).toMatchObject({ id: added.id, title: '新作发布会' });
    const publicList = await app.t.request.get('/api/news/list/101');
    expect(publicList.body.data.list.map((n: { id: number }) => n.id)).toContain(added.id);
    ok(calls.deleteNews, await post('/news/delete', 'demo-master', { id: added.id }));
    expect(rows(app.t, 'news')).toBe(before);
  });

  it('needs a title and an http(s) link, and keeps to one’s own news', async () => {
    refused(
      await post('/news/save', 'demo-master', { title: '', url: 'https://a.example/' }),
      400,
      'Please enter the news title',
    );
    refused(
      await post('/news/save', 'demo-master', { title: '标题', url: 'javascript:alert(1)' }),
      400,
      'Please enter a news link starting with http:// or https://',
    );
    refused(await post('/news/delete', 'demo-master', { id: 4 }), 200, undefined, -1);
  });
});

describe('3D applications (/apply3D)', () => {
  it('lists, applies, and refuses a treasure with a 3D view or an application under review', async () => {
    expect(ok(calls.threeDApplications, await get('/goods/threeDApplications', 'demo-master')).data.list).toHaveLength(
      3,
    );
    refused(
      await post('/goods/apply3D', 'demo-master', { goods_id: 1, contact: '13907980101' }),
      409,
      'This treasure already has a 3D view',
    );
    refused(
      await post('/goods/apply3D', 'demo-master', { goods_id: 8, contact: '13907980101' }),
      409,
      'A 3D application for this treasure is under review',
    );
    refused(await post('/goods/apply3D', 'demo-master', { goods_id: 11, contact: '123' }), 400, 'Phone number wrong');
    refused(await post('/goods/apply3D', 'demo-master', { goods_id: 3, contact: '13907980101' }), 403);
    const applied = ok(
      calls.applyThreeD,
      await post('/goods/apply3D', 'demo-master', { goods_id: 11, contact: '13907980101', note: '请做 3D' }),
    );
    expect(applied.data).toMatchObject({ goods_id: 11, status: 1 });
  });
});
