// Provisional calls of master discovery: GET artist/search?name= and GET artist/info/{id}.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { itemAt, valueAt } from '#contract/present.ts';
import { MASTER_SEARCH_RESULTS_MAX } from '../../contract/calls/masters.ts';
import { calls } from '../../contract/calls.ts';
import { FOLLOWERS } from '../../seeds/records/follows.ts';
import { EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, loginAs } from '../support/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (name?: string, headers: Record<string, string> = EN) =>
  t.request
    .get('/api/artist/search')
    .query(name === undefined ? {} : { name })
    .set(headers);
const ids = async (name: string) => ok(calls.masterSearch, await search(name)).data.list.map((m) => m.id);
const page = (id: string | number, headers: Record<string, string> = EN) =>
  t.request.get(`/api/artist/info/${id}`).set(headers);

describe('GET artist/search', () => {
  it('finds the masters whose Chinese name contains the query', async () => {
    const { data } = ok(calls.masterSearch, await search('李明'));
    expect(data.list.map((m) => m.id)).toEqual([101, 106]);
    expect(data.total).toBe(2);
    expect(data.list[0]).toMatchObject({ name: '李明远', name_intl: 'Li Mingyuan', type: 1, is_collector_inst: 0 });
    expect(itemAt(data.list, 0).pic).toMatch(/^\/media\/artists\//);
    expect(itemAt(data.list, 0).content_intl).toContain('Jingdezhen');
  });

  it('finds English names whatever their case and spacing', async () => {
    for (const name of ['Li Ming', 'li ming', 'LIMING', '  Li  Ming '])
      expect(await ids(name), name).toEqual([101, 106]);
    expect(await ids('Mingyuan')).toEqual([101]);
    expect(await ids('minghui')).toEqual([106]);
  });

  it('puts an exact name first, then names that start with the query', async () => {
    expect(await ids('李明远')).toEqual([101]);
    expect(await ids('Li Minghui')).toEqual([106]);
    // "Chen Yu" (104) is exact; no other name contains it
    expect(await ids('chen yu')).toEqual([104]);
  });

  it('counts published treasures only', async () => {
    const { data } = ok(calls.masterSearch, await search('孙伟'));
    // 103 has treasures 9 (unpublished) and 16-18
    expect(data.list).toEqual([expect.objectContaining({ id: 103, works_count: 3 })]);
    const li = itemAt(ok(calls.masterSearch, await search('李明远')).data.list, 0);
    expect(li.works_count).toBeGreaterThanOrEqual(6);
  });

  it('lists collectors and institutions too, never an applicant', async () => {
    expect(ok(calls.masterSearch, await search('王芳')).data.list).toEqual([
      expect.objectContaining({ id: 201, type: 2, is_collector_inst: 0 }),
    ]);
    expect(ok(calls.masterSearch, await search('Hangzhou')).data.list).toEqual([
      expect.objectContaining({ id: 301, type: 2, is_collector_inst: 1 }),
    ]);
    // 周琳 (105) has artist status 4: treated as not yet an artist
    expect(ok(calls.masterSearch, await search('周琳')).data).toEqual({ list: [], total: 0 });
    expect(ok(calls.masterSearch, await search('Zhou Lin')).data).toEqual({ list: [], total: 0 });
  });

  it('answers an empty list when nothing matches, and takes wildcards literally', async () => {
    expect(ok(calls.masterSearch, await search('张无忌')).data).toEqual({ list: [], total: 0 });
    for (const name of ['%%', '__', "Li' or 1=1 --", '李%']) {
      expect(ok(calls.masterSearch, await search(name)).data.list, name).toEqual([]);
    }
  });

  it('refuses a missing, too short or too long name in the caller’s language', async () => {
    refused(await search(undefined), 400, /name/);
    refused(await search('李'), 400, /name/);
    refused(await search('   李  '), 400, /name/);
    refused(await search('一二三四五六七八九十一二三四五六'), 400, /name/);
    const chinese = refused(await search('李', {}), 400);
    expect(chinese.msg).toMatch(/参数错误/);
    // 15 characters is the longest accepted name
    ok(calls.masterSearch, await search('一二三四五六七八九十一二三四五'));
  });

  it(`answers at most ${MASTER_SEARCH_RESULTS_MAX}, with the total of every match`, async () => {
    const extra = Array.from({ length: 25 }, (_, i) => i);
    const insert = t.db.$client.prepare(
      "insert into artists (id, type, name, name_intl, title, title_intl, status) values (?, 1, ?, ?, '', '', 0)",
    );
    for (const i of extra) insert.run(9000 + i, `测试大师${i}`, `Test Master ${i}`);
    try {
      const { data } = ok(calls.masterSearch, await search('测试大师'));
      expect(data.list).toHaveLength(MASTER_SEARCH_RESULTS_MAX);
      expect(data.total).toBe(25);
      expect(data.list.map((m) => m.id)).toEqual(extra.slice(0, MASTER_SEARCH_RESULTS_MAX).map((i) => 9000 + i));
      // an exact name comes first even when its id is the largest
      expect((await ids('测试大师24'))[0]).toBe(9024);
    } finally {
      t.db.$client.prepare('delete from artists where id >= 9000').run();
    }
  });
});

describe('GET artist/info/{id}', () => {
  it("answers a master's public page: profile, certificates, age, counts and treasures", async () => {
    // the day before the showcase master's 58th birthday (1968-05-12): still 57
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-11T12:00:00Z') });
    const answer = await Promise.resolve(page(101)).finally(() => vi.useRealTimers());
    const { data } = ok(calls.masterPage, answer);
    expect(data.artist).toMatchObject({
      id: 101,
      name: '李明远',
      name_intl: 'Li Mingyuan',
      birthday: '1968-05-12',
      gender: 0,
      age: 57,
      type: 1,
      is_collector_inst: 0,
    });
    expect(data.artist.certificate_info).toHaveLength(2);
    expect(data.artist.honor.split('\n').length).toBeGreaterThan(5);
    // the seed's followers of the showcase master (seeds/records/follows.ts)
    expect(data.counts).toMatchObject({ works: data.works.length, followers: valueAt(FOLLOWERS, 101).length, news: 3 });
    expect(data.counts.followers).toBeGreaterThan(0);
    expect(data.counts.views).toBeGreaterThan(0);
    expect(data.works.length).toBeGreaterThanOrEqual(6);
    // newest first, each with its first picture, code and level
    const workIds = data.works.map((w) => w.id);
    expect(workIds).toEqual([...workIds].sort((a, b) => b - a));
    expect(workIds).toContain(1);
    const showcase = data.works.find((w) => w.id === 1)!;
    expect(showcase).toMatchObject({ serial_number: 'WC202600001', is_rare: 1, level: { name_intl: 'rare' } });
    expect(showcase.pic).toMatch(/^\/media\/treasures\//);
  });

  it('leaves unpublished treasures out', async () => {
    const { data } = ok(calls.masterPage, await page(103));
    expect(data.works.map((w) => w.id).sort((a, b) => a - b)).toEqual([16, 17, 18]);
    expect(data.counts.works).toBe(3);
    expect(data.artist).toMatchObject({ birthday: null, gender: null, age: null });
  });

  it('counts followers as users follow and unfollow', async () => {
    const visitor = await loginAs(t, 'demo-visitor');
    const follow = () => t.request.post('/api/artist/editFollow').set(auth(visitor)).send({ artist_id: 104 });
    ok(calls.editFollow, await follow());
    expect(ok(calls.masterPage, await page(104)).data.counts.followers).toBe(1);
    ok(calls.editFollow, await follow());
    expect(ok(calls.masterPage, await page(104)).data.counts.followers).toBe(0);
  });

  it('answers collectors and institutions with their kind', async () => {
    const collector = ok(calls.masterPage, await page(201)).data;
    expect(collector.artist).toMatchObject({ type: 2, is_collector_inst: 0, name_intl: 'Wang Fang' });
    expect(collector.works.map((w) => w.id)).toContain(3);
    const institution = ok(calls.masterPage, await page(301)).data;
    expect(institution.artist).toMatchObject({ type: 2, is_collector_inst: 1, name_intl: 'Hangzhou Art Museum' });
    expect(institution.works.map((w) => w.id)).toContain(4);
  });

  it('answers code -1 for an unknown identity and for an applicant', async () => {
    refused(await page(999999), 200, 'This master could not be found', -1);
    refused(await page(105), 200, 'This master could not be found', -1);
    refused(await page(105, {}), 200, '找不到该大师', -1);
  });

  it('refuses an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) refused(await page(id), 400, /id/);
  });

  it('ignores a token (the page is public)', async () => {
    const res = await t.request.get('/api/artist/info/101').set(auth('not-a-token')).set(EN);
    expect(ok(calls.masterPage, res).data.artist.id).toBe(101);
  });
});
