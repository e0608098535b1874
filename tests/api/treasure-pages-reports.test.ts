// POST report/submit (/report/{id}) and report/violation (/adtiViolation/{id}): reasons,
// the 200-character description, pictures of upload/image, sensitive words, once per kind.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { EN, ok, refused, rows } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, loginAs } from '../support/session.ts';

let t: TestApp;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await loginAs(t, 'demo-visitor');
});
afterAll(() => t.close());
beforeEach(() => {
  t.db.$client.prepare('delete from reports').run();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const picture = async () =>
  (await t.request.post('/api/upload/image').set(auth(visitor)).field('kind', 'image').attach('file', PNG, 'p.png'))
    .body.data.url as string;

const report = (body: Record<string, unknown>, headers: Record<string, string> = EN, token = visitor) =>
  t.request.post('/api/report/submit').set(auth(token)).set(headers).send(body);
const violation = (body: Record<string, unknown>, headers: Record<string, string> = EN) =>
  t.request.post('/api/report/violation').set(auth(visitor)).set(headers).send(body);
const stored = () => t.db.$client.prepare('select * from reports order by id').all() as Record<string, unknown>[];

describe('POST report/submit', () => {
  it('stores a report of the treasure with its pictures and says Submit succeed', async () => {
    const pictures = [await picture(), await picture()];
    const res = await report({
      goods_id: 1,
      reason: 'counterfeit',
      content: '  与他人作品高度相似  ',
      pictures,
      contact: '13912345678',
    });
    const answer = ok(calls.reportSubmit, res);
    expect(answer.msg).toBe('Submit succeed');
    const [row] = stored();
    expect(row).toMatchObject({
      id: answer.data.id,
      goods_id: 1,
      kind: 'report',
      accuse_pattern: 0,
      reason: 'counterfeit',
      content: '与他人作品高度相似',
      contact: '13912345678',
    });
    expect(JSON.parse(row?.pictures as string)).toEqual(pictures);
  });

  it('reports the author with accuse_pattern 1', async () => {
    ok(
      calls.reportSubmit,
      await report({ goods_id: 1, accuse_pattern: 1, reason: 'false_info', content: '作者信息不实' }),
    );
    expect(stored()[0]).toMatchObject({ accuse_pattern: 1 });
    refused(await report({ goods_id: 2, accuse_pattern: 2, reason: 'other', content: 'x' }), 400, /accuse_pattern/);
  });

  const rules: [string, Record<string, unknown>, string][] = [
    ['no reason', { reason: undefined }, 'Please choose a reason'],
    ['an unknown reason', { reason: 'boredom' }, 'Please choose a reason'],
    ['a violation reason on a report', { reason: 'vulgar' }, 'Please choose a reason'],
    ['no description', { content: '   ' }, 'Please describe the problem'],
    [
      'a description of 201 characters',
      { content: '字'.repeat(201) },
      'The description can have at most 200 characters',
    ],
    [
      'an outside picture',
      { pictures: ['https://evil.example/x.png'] },
      'A picture is not valid, please upload it again',
    ],
    [
      'a made-up upload address',
      { pictures: ['/uploads/../../etc/passwd'] },
      'A picture is not valid, please upload it again',
    ],
    ['a wrong contact phone', { contact: '12345' }, 'Phone number wrong'],
  ];
  it.each(rules)('refuses %s, writing nothing', async (_name, change, msg) => {
    refused(await report({ goods_id: 1, reason: 'other', content: '问题描述', ...change }), 400, msg);
    expect(rows(t, 'reports')).toBe(0);
  });

  it('takes a description of exactly 200 characters', async () => {
    ok(calls.reportSubmit, await report({ goods_id: 1, reason: 'other', content: '字'.repeat(200) }));
  });

  it('refuses more than 6 pictures', async () => {
    const pictures = await Promise.all(Array.from({ length: 7 }, picture));
    refused(
      await report({ goods_id: 1, reason: 'other', content: '问题', pictures }),
      400,
      'You can upload at most 6 pictures',
    );
    expect(rows(t, 'reports')).toBe(0);
  });

  it('refuses sensitive words, naming them, in the caller’s language', async () => {
    refused(
      await report({ goods_id: 1, reason: 'other', content: '这是一个scam，涉及赌博' }),
      400,
      'The submitted information contains sensitive words：赌博, scam',
    );
    refused(await report({ goods_id: 1, reason: 'other', content: '涉及赌博' }, {}), 400, '提交的信息包含敏感词：赌博');
    expect(rows(t, 'reports')).toBe(0);
  });

  it('takes one report per user and treasure: a second is refused with 409', async () => {
    ok(calls.reportSubmit, await report({ goods_id: 5, reason: 'other', content: '第一次' }));
    refused(
      await report({ goods_id: 5, reason: 'other', content: '第二次' }),
      409,
      'You have already reported this treasure; we are handling it',
    );
    // another user, or a violation report about the same treasure, is still taken
    ok(
      calls.reportSubmit,
      await report({ goods_id: 5, reason: 'other', content: '别人' }, EN, await loginAs(t, 'demo-collector')),
    );
    ok(calls.violationSubmit, await violation({ goods_id: 5, reason: 'other', content: '违规' }));
    expect(rows(t, 'reports')).toBe(3);
  });

  it('needs a login and a published treasure', async () => {
    refused(await t.request.post('/api/report/submit').send({ goods_id: 1, reason: 'other', content: 'x' }), 401);
    refused(await report({ goods_id: 9, reason: 'other', content: 'x' }), 200, undefined, -1);
    expect(rows(t, 'reports')).toBe(0);
  });
});

describe('POST report/violation', () => {
  it('stores a violation report with a violation reason', async () => {
    const res = await violation({
      goods_id: 2,
      reason: 'false_promotion',
      content: '夸大宣传',
      pictures: [await picture()],
    });
    expect(ok(calls.violationSubmit, res).msg).toBe('Submit succeed');
    expect(stored()[0]).toMatchObject({ kind: 'violation', reason: 'false_promotion', goods_id: 2 });
  });

  it('refuses report-only reasons and the same rules as a report', async () => {
    refused(await violation({ goods_id: 2, reason: 'infringement', content: 'x' }), 400, 'Please choose a reason');
    refused(await violation({ goods_id: 2, reason: 'fraud', content: '' }), 400, 'Please describe the problem');
    refused(
      await violation({ goods_id: 2, reason: 'fraud', content: 'x'.repeat(201) }),
      400,
      'The description can have at most 200 characters',
    );
    refused(
      await violation({ goods_id: 2, reason: 'fraud', content: 'gambling here' }),
      400,
      /sensitive words：gambling/,
    );
    expect(rows(t, 'reports')).toBe(0);
  });
});
