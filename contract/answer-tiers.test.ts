import { describe, expect, it } from 'vitest';
import { answerFindings, type Finding, fieldTier, refusalFindings, successFindings } from './answer-tiers.ts';
import { calls } from './calls.ts';

const json = (body: unknown, status = 200) => ({ status, contentType: 'application/json', body });
const failed = (findings: Finding[], tier: Finding['tier']) =>
  findings.filter((f) => !f.passed && f.tier === tier).map((f) => `${f.what}: ${f.detail}`);

/** A treasure as a backend written from the spec alone might send it. */
const TREASURE = {
  id: 50017,
  name: '朱漆描金山水盒',
  name_intl: 'Lacquer box',
  pictures: ['https://cdn.test/1.jpg'],
  dimensional_href: '',
  detail_info: [],
  detail_status: 0,
  info: [],
  manufacturing_date: '2019-10',
  certificate: '',
  certificate_info: [{ pic: 'https://cdn.test/c.jpg', content: '证书' }],
  is_like: 0,
  is_save: '0',
  level: { name: '珍品', name_intl: 'Rare' },
  collect_num: '12',
  spread_info: {},
  privacy_skin: null,
  honor: '金奖',
  honor_intl: 'Gold award',
  description: '描金',
  description_intl: 'Gold',
  price: '388000.00',
  is_rare: true,
  serial_number: 'QL24A050017',
  uuid: 'a3f09e1c5b7d42e88f6c0b19d2e4a771',
  view: { total_browse_num: 1, total_share_num: 0, total_like_num: '3', total_save_num: 1 },
  collector: null,
  is_recommend: 1,
  apply_buy_id: 0,
  artist_id: 3001,
  artist: {
    name: '钱岚',
    name_intl: 'Qian Lan',
    title: '大师',
    title_intl: 'Master',
    pic: 'https://cdn.test/p.jpg',
    content: '简介',
    content_intl: 'Profile',
    honor: '',
    honor_intl: '',
    birthday: '1968/03/12',
    gender: '0',
    age: 57,
    type: 1,
    is_collector_inst: 0,
    certificate_info: [],
  },
  artist_edit: null,
  link_artist: [],
  is_can_buy: 1,
  audio_type: 1,
};

describe('what of an answer the spec states, and what is the mock’s choice', () => {
  it('takes a spec-legal treasure: numbers as numeric strings, flags as booleans, its own extra fields', () => {
    const findings = successFindings(calls.goodsInfo, json({ code: '0', msg: 'ok', time: 1, data: TREASURE }));
    expect(failed(findings, 'spec')).toEqual([]);
    // the mock's own choices stay drift, saying what the mock sends
    expect(failed(findings, 'mock')).toEqual(
      expect.arrayContaining([
        'the mock’s fields: `data.price`: the mock sends a number; this server sends "388000.00"',
        'the mock’s fields: the mock sends `data.transfer_count`; this server does not send it',
      ]),
    );
  });

  it('takes none written as an empty object where the spec allows none: drift, named once', () => {
    const findings = successFindings(
      calls.goodsInfo,
      json({ code: 0, msg: 'ok', data: { ...TREASURE, collector: {} } }),
    );
    expect(failed(findings, 'spec')).toEqual([]);
    expect(failed(findings, 'mock').filter((note) => note.includes('collector'))).toEqual([
      'the mock’s fields: `data.collector`: the mock sends null for none; this server sends {} (none as an empty object, which the spec allows)',
    ]);
    // an empty object is none only where the spec allows none: an empty `view` lacks its fields
    expect(
      failed(successFindings(calls.goodsInfo, json({ code: 0, msg: 'ok', data: { ...TREASURE, view: {} } })), 'spec'),
    ).toContain('the fields the spec lists: the spec lists `data.view.total_browse_num`; this server does not send it');
  });

  it('fails a spec break and names the field', () => {
    const { serial_number: _, ...withoutCode } = TREASURE;
    expect(failed(successFindings(calls.goodsInfo, json({ code: 0, msg: 'ok', data: withoutCode })), 'spec')).toEqual([
      'the fields the spec lists: the spec lists `data.serial_number`; this server does not send it',
    ]);
    const listAsText = { ...TREASURE, pictures: 'https://cdn.test/1.jpg' };
    expect(failed(successFindings(calls.goodsInfo, json({ code: 0, msg: 'ok', data: listAsText })), 'spec')).toEqual([
      'the fields the spec lists: `data.pictures`: the spec’s value is an array; this server sends "https://cdn.test/1.jpg"',
    ]);
    const spelled = successFindings(calls.followStatus, json({ code: 0, msg: 'ok', data: { follow_status: 'none' } }));
    expect(failed(spelled, 'spec')).toEqual([expect.stringContaining('`data.follow_status`')]);
  });

  it('leaves to the mock what the spec does not state: pay_status as 0/1, a masked password, nt’s user', () => {
    const pay = successFindings(calls.applyBuyStatus, json({ code: 0, msg: 'ok', data: { pay_status: 0 } }));
    expect(failed(pay, 'spec')).toEqual([]);
    expect(failed(pay, 'mock')).toContain(
      'the mock’s fields: `data.pay_status`: the mock sends a boolean; this server sends 0',
    );
    const nt = successFindings(calls.nt, json({ code: 0, msg: 'success', data: { token: 't', user: { uid: 9 } } }));
    expect(failed(nt, 'spec')).toEqual([]);
    expect(fieldTier(calls.me, 'data.artist.sign_password')).toBe('spec');
    expect(fieldTier(calls.me, 'data.nickname')).toBe('mock');
  });

  it('judges a refusal by its code first; its HTTP status and data: null are the mock’s', () => {
    const expected = { http: 200, code: -1, tier: 'spec' } as const;
    const answered = refusalFindings(
      calls.goodsInfo,
      json({ code: '-1', msg: 'Sorry', data: {} }, 404),
      expected,
      'body',
    );
    expect(failed(answered, 'spec')).toEqual([]);
    expect(failed(answered, 'mock')).toEqual(['HTTP 200: HTTP 404', 'the envelope: data null: data {}']);
    const wrong = refusalFindings(calls.goodsInfo, json({ code: 404, msg: 'Sorry', data: null }), expected, 'body');
    expect(failed(wrong, 'spec')).toEqual(['code -1: code 404']);
  });

  it('takes the login’s redirect where the spec says redirect, and a route missing for a call the spec does not list', () => {
    const redirect = { status: 302, contentType: '', body: undefined };
    const bad = { http: 400, code: 400, tier: 'mock' } as const;
    expect(failed(refusalFindings(calls.login, redirect, bad, 'body'), 'spec')).toEqual([]);
    expect(failed(refusalFindings(calls.me, redirect, { ...bad, code: 401, tier: 'spec' }, 'body'), 'spec')).toEqual([
      'code 401: code nothing',
      'the envelope: a code and a message: HTTP 302 without a body, not the JSON envelope',
    ]);
    const notFound = json({ message: 'Route GET:/api/works/list not found', statusCode: 404 }, 404);
    expect(successFindings(calls.workSubmissions, notFound)).toEqual([
      {
        tier: 'mock',
        what: 'the call',
        passed: false,
        detail: 'this server has no GET /api/works/list (a call the spec does not list)',
        field: 'the call',
        expected: 'GET /api/works/list',
        got: 'HTTP 404',
      },
    ]);
    // whatever else it answers, a call the spec does not list is the mock's choice through and through
    const other = successFindings(calls.workSubmissions, json({ code: 0, msg: 'ok', data: [] }, 201));
    expect(failed(other, 'spec')).toEqual([]);
    expect(failed(other, 'mock').length).toBeGreaterThan(0);
  });

  it('judges any real answer by its own code (a proxy’s view)', () => {
    expect(
      failed(
        answerFindings(calls.followStatus, json({ code: 0, msg: 'ok', data: { follow_status: '1' } }), 'body'),
        'spec',
      ),
    ).toEqual([]);
    const refusal = answerFindings(calls.followStatus, json({ code: 7, msg: 'no', data: null }), 'body');
    expect(failed(refusal, 'spec')).toEqual([]);
    expect(failed(refusal, 'mock')).toEqual(['a code the call documents: code 7']);
    expect(failed(answerFindings(calls.followStatus, json({ code: -1, data: null }), 'body'), 'spec')).toEqual([
      'the envelope: a code and a message: the spec lists `msg`; this server does not send it',
    ]);
  });

  it('says which fields of an answer the spec lists', () => {
    expect(fieldTier(calls.goodsInfo, 'data.serial_number')).toBe('spec');
    expect(fieldTier(calls.goodsInfo, 'data.spread_info{}.key')).toBe('spec');
    expect(fieldTier(calls.goodsInfo, 'data.transfer_count')).toBe('mock');
    expect(fieldTier(calls.goodsInfo, 'time')).toBe('mock');
    // listed without its content: the field is the spec's, what it holds the mock's
    expect(fieldTier(calls.goodsInfo, 'data.info')).toBe('spec');
    expect(fieldTier(calls.goodsInfo, 'data.info[].label')).toBe('mock');
    expect(fieldTier(calls.nt, 'data.user.artist_id')).toBe('mock');
    expect(fieldTier(calls.workSubmissions, 'data.list')).toBe('mock');
  });
});
