import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { RECOMMEND_PAGE_SIZE } from '../../contract/limits.ts';
import { EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { encrypt } from '../support/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (payload: Record<string, unknown>) =>
  ok(calls.recommend, await t.request.get('/api/goods/recommend').query({ data: await encrypt(t, payload) })).data;

describe('GET goods/recommend', () => {
  it("pages master 101's recommended treasures 4 at a time", async () => {
    expect(RECOMMEND_PAGE_SIZE).toBe(4);
    const first = await page({ artist_id: 101, count: 4, page: 1 });
    expect(first.items).toHaveLength(4);
    expect(first.hasMorePages).toBe(true);
    expect(first.page).toBe(1);
    const second = await page({ artist_id: 101, count: 4, page: 2 });
    expect(second.hasMorePages).toBe(false);
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items.length).toBeLessThanOrEqual(4);
    expect(first.items.length + second.items.length).toBe(first.total);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(1);
  });

  it('leaves out exclude_id (the treasure on screen): every page still holds 4', async () => {
    const all = [
      ...(await page({ artist_id: 101, page: 1 })).items,
      ...(await page({ artist_id: 101, page: 2 })).items,
    ];
    expect(all.map((item) => item.id)).toContain(1);
    const first = await page({ artist_id: 101, page: 1, exclude_id: 1 });
    expect(first.items.map((item) => item.id)).toEqual(
      all
        .filter((item) => item.id !== 1)
        .slice(0, 4)
        .map((item) => item.id),
    );
    expect(first.total).toBe(all.length - 1);
  });

  it('defaults to page 1 of 4, answers an empty page past the end', async () => {
    const first = await page({ artist_id: 101 });
    expect(first.items).toHaveLength(4);
    const beyond = await page({ artist_id: 101, page: 9 });
    expect(beyond).toMatchObject({ items: [], hasMorePages: false });
  });

  it("with more=1 goes on with other masters' recommended treasures", async () => {
    const own = await page({ artist_id: 101 });
    const more = await page({ artist_id: 101, more: 1 });
    expect(more.total).toBeGreaterThanOrEqual(own.total);
    expect(more.items.map((i) => i.id)).toEqual(own.items.map((i) => i.id));
  });

  it('refuses a missing or garbled data parameter and a page size over 20', async () => {
    refused(await t.request.get('/api/goods/recommend').set(EN), 400, /data/);
    refused(await t.request.get('/api/goods/recommend').query({ data: 'zzz' }).set(EN), 400, /encrypted/);
    refused(await t.request.post('/api/common/encrypt').send({ artist_id: 101, count: 500 }).set(EN), 400, /count/);
  });
});
