import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { CHINESE, EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST goods/getHelpInfoConfig', () => {
  it('lists at least 5 help texts, each in both languages', async () => {
    const { data } = ok(calls.helpConfig, await t.request.post('/api/goods/getHelpInfoConfig'));
    expect(data.list.length).toBeGreaterThanOrEqual(5);
    expect(new Set(data.list.map((h) => h.key)).size).toBe(data.list.length);
    for (const help of data.list) {
      expect(help.content).toMatch(CHINESE);
      expect(help.content_intl).toMatch(/[A-Za-z]/);
    }
    // an empty form body is fine too
    ok(calls.helpConfig, await t.request.post('/api/goods/getHelpInfoConfig').type('form').send(''));
  });
});

describe('GET auth/getPublicNotice', () => {
  it('answers the active notice of app_type 1, its HTML passed through as it is (the client sanitises it)', async () => {
    const { data } = ok(calls.publicNotice, await t.request.get('/api/auth/getPublicNotice').query({ app_type: 1 }));
    expect(data).toHaveProperty('title');
    const notice = data as {
      title: string;
      title_intl: string;
      content: string;
      content_intl: string;
      user_range: number;
    };
    expect(notice.title).toMatch(CHINESE);
    expect(notice.content).toContain('<img src=x onerror="window.__xss=1">');
  });

  it('announces a call that is open on the day the demo runs: its dates count from the day of seeding', async () => {
    const { data } = ok(calls.publicNotice, await t.request.get('/api/auth/getPublicNotice').query({ app_type: 1 }));
    const notice = data as { title: string; title_intl: string; content: string; content_intl: string };
    const en = notice.content_intl.match(/opened on (\d+ \w+ \d{4}) and is open until <strong>(\d+ \w+ \d{4})</);
    const zn = notice.content.match(/截止日期为 <strong>(\d{4}) 年 (\d+) 月 (\d+) 日/);
    expect(en, notice.content_intl).not.toBeNull();
    expect(zn, notice.content).not.toBeNull();
    const [, opened = '', closes = ''] = en ?? [];
    const [, year = '', month = '', day = ''] = zn ?? [];
    const now = Date.now();
    expect(Date.parse(`${opened} UTC`)).toBeLessThan(now);
    expect(Date.parse(`${closes} UTC`)).toBeGreaterThan(now);
    expect(Date.UTC(Number(year), Number(month) - 1, Number(day))).toBe(Date.parse(`${closes} UTC`));
    // the competition is the one whose call closes then
    expect(notice.title).toContain(year);
    expect(notice.title_intl).toContain(year);
  });

  it('answers an empty object when there is no notice', async () => {
    expect(
      ok(calls.publicNotice, await t.request.get('/api/auth/getPublicNotice').query({ app_type: 2 })).data,
    ).toEqual({});
  });

  it('refuses a missing or bad app_type with 400', async () => {
    refused(await t.request.get('/api/auth/getPublicNotice').set(EN), 400, /app_type/);
    refused(await t.request.get('/api/auth/getPublicNotice').query({ app_type: 'one' }).set(EN), 400, /app_type/);
    refused(
      await t.request.get('/api/auth/getPublicNotice').query({ app_type: "1' OR '1'='1" }).set(EN),
      400,
      /app_type/,
    );
  });
});

describe('GET news/list/{artist_id}', () => {
  it("lists master 101's 3 news items, newest first", async () => {
    const { data } = ok(calls.newsList, await t.request.get('/api/news/list/101'));
    expect(data.list).toHaveLength(3);
    const dates = data.list.map((n) => n.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of data.list) {
      expect(item.title).toMatch(CHINESE);
      expect(item.title_intl).toMatch(/[A-Za-z]/);
      expect(item.url).toMatch(/^(https?:\/\/|\/)/);
    }
  });

  it('answers an empty list for a master without news, 400 for a bad id', async () => {
    expect(ok(calls.newsList, await t.request.get('/api/news/list/105')).data.list).toEqual([]);
    refused(await t.request.get('/api/news/list/abc').set(EN), 400, /artist_id/);
  });
});

describe('POST auth/getUrlScheme', () => {
  it('answers an openlink, with JSON, form or no body', async () => {
    for (const res of [
      await t.request.post('/api/auth/getUrlScheme'),
      await t.request.post('/api/auth/getUrlScheme').send({ path: '/pages/index/index', query: 'a=1' }),
      await t.request.post('/api/auth/getUrlScheme').type('form').send({ path: '/pages/index/index' }),
    ]) {
      expect(ok(calls.urlScheme, res).data.data.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=[\w-]+$/);
    }
  });

  it('refuses an overlong path', async () => {
    refused(
      await t.request
        .post('/api/auth/getUrlScheme')
        .set(EN)
        .send({ path: 'p'.repeat(300) }),
      400,
      /path/,
    );
  });
});
