import { describe, expect, it } from 'vitest';
import { itemAt } from '#contract/present.ts';
import { treasure } from '../../contract/entities/treasure.ts';
import {
  compareRecordings,
  compareShapes,
  driftReport,
  mapPathsOf,
  type RecordedCase,
  type Recording,
  shapeOf,
  valuesOf,
} from './drift.ts';

const GET_INFO = { call: 'goods.info', method: 'GET', path: '/api/goods/info' };
/** A recorded case of goods.info, with the shape and values of `answer`. */
const infoCase = (name: string, answer: unknown, more: Partial<RecordedCase> = {}): RecordedCase => ({
  ...GET_INFO,
  case: name,
  status: 200,
  code: (answer as { code?: number }).code,
  shape: shapeOf(answer),
  values: valuesOf(answer),
  ...more,
});

describe('the drift report', () => {
  it('reads the shape of an answer as paths and types, lists merged', () => {
    expect(
      shapeOf({
        code: 0,
        data: {
          list: [
            { id: 1, name: 'a' },
            { id: 2, name: null },
          ],
        },
      }),
    ).toEqual({
      code: 'number',
      data: 'object',
      'data.list': 'array',
      'data.list[]': 'object',
      'data.list[].id': 'number',
      'data.list[].name': 'null|string',
    });
  });

  it('marks what the spec states [spec] and the mock’s own choices [mock]', () => {
    const mock = { code: 0, data: { id: 1, serial_number: 'WC1', pictures: ['a'], transfer_count: 3, price: 5 } };
    const other = { code: 0, time: 1, data: { id: 7, pictures: 'a,b', price: '5.00', extra: 'x' } };
    const [drift] = compareRecordings(
      { base: 'mock', cases: [infoCase('success', mock)] },
      { base: 'real', cases: [infoCase('success', other)] },
    );
    expect(drift?.differences).toEqual([
      // a list that became text breaks the spec; a number sent as a numeric string does not
      { tier: 'spec', text: 'data.pictures: array in A, string in B (and 1 fields under it in A only)' },
      { tier: 'mock', text: 'data.price: number in A, string in B' },
      { tier: 'spec', text: 'only in A: data.serial_number' },
      { tier: 'mock', text: 'only in A: data.transfer_count' },
      { tier: 'mock', text: 'only in B: time' },
      { tier: 'mock', text: 'only in B: data.extra' },
    ]);
  });

  it('marks a refusal’s code by whose the code is, and an HTTP status as the mock’s', () => {
    const refused = (code: number, status = 200) =>
      infoCase('unknown code', { code, msg: 'x' }, { status, expected: { code: -1, tier: 'spec' } });
    const [drift] = compareRecordings(
      { base: 'mock', cases: [refused(-1)] },
      { base: 'real', cases: [refused(404, 404)] },
    );
    expect(drift?.differences).toEqual([
      { tier: 'mock', text: 'HTTP 200 in A, 404 in B' },
      { tier: 'spec', text: 'code -1 in A, 404 in B' },
    ]);
  });

  it('compares the values the spec fixes as the spec reads them (1 or true), not ids or names', () => {
    const answer = (gender: number, id: number, rare: unknown) => ({
      code: 0,
      data: { id, name: `n${id}`, artist: { gender, type: 1 }, is_rare: rare },
    });
    const side = (base: string, gender: number, id: number, rare: unknown): Recording => ({
      base,
      cases: [infoCase('success', answer(gender, id, rare))],
    });
    expect(valuesOf(answer(0, 1, true))).toEqual({
      'data.artist.gender': '0',
      'data.artist.type': '1',
      'data.is_rare': '1',
    });
    const [drift] = compareRecordings(side('A', 0, 1, true), side('B', 2, 7001, '1'));
    expect(drift?.differences).toEqual([
      { tier: 'mock', text: 'data.artist.gender: 0 in A, 2 in B' },
      { tier: 'mock', text: 'data.is_rare: boolean in A, string in B' },
    ]);
  });

  it('folds a map or a long subtree into one line', () => {
    const a = shapeOf({ data: { spread_info: { wb: { key: 'wb', name: 'Weibo' }, dy: { key: 'dy' } }, id: 1 } });
    const b = shapeOf({ data: { id: 1 } });
    expect(compareShapes(a, b).map((d) => d.text)).toEqual(['only in A: data.spread_info (and 5 fields under it)']);
    const refused = shapeOf({ code: 401, data: null });
    const answered = shapeOf({ code: 0, data: { id: 1, artist: { name: 'x', gender: 0 } } });
    expect(compareShapes(refused, answered).map((d) => d.text)).toEqual([
      'data: null in A, object in B (and 4 in B only)',
    ]);
  });

  it('reads a map’s values as one path, whatever the keys of each server', () => {
    const maps = mapPathsOf(treasure);
    expect(maps).toContain('data.spread_info');
    const mock = shapeOf({ data: { spread_info: { weibo: { key: 'weibo' } } } }, '', {}, maps);
    const other = shapeOf({ data: { spread_info: { wb: { key: 'wb' } } } }, '', {}, maps);
    expect(compareShapes(mock, other)).toEqual([]);
    expect(mock).toHaveProperty(['data.spread_info{}.key'], 'string');
  });

  it('folds a difference seen in many cases (the envelope’s time) into one line, and lists the rest', () => {
    const mock: Recording = { base: 'mock', cases: [] };
    const real: Recording = { base: 'real', cases: [] };
    for (let i = 0; i < 58; i++) {
      const call = { call: i % 2 ? 'goods.like' : 'goods.info' };
      mock.cases.push(infoCase(`case ${i}`, { code: 0, msg: 'ok', data: { id: i } }, call));
      real.cases.push(
        infoCase(`case ${i}`, { code: 0, msg: 'ok', time: 1, data: { id: i, ...(i === 7 && { x: 1 }) } }, call),
      );
    }
    const report = driftReport(mock, real);
    expect(report).toContain(
      '58 cases ran on both sides: 0 alike, 57 alike but for the differences seen in many cases, 1 with differences of their own',
    );
    expect(report).toContain('- [mock] only in B: time (every case: goods.info, goods.like)');
    expect(report).toContain('| goods.like | case 7 | [mock] only in B: data.x |');
    expect(report).not.toContain('| case 8 |');
    expect(report.split('\n').length).toBeLessThan(20);
  });

  it('compares only the cases that ran on both sides, and counts the others', () => {
    const one = (c: string) => ({
      call: 'goods.like',
      case: c,
      method: 'POST',
      path: '/api/goods/like',
      status: 200,
      shape: {},
    });
    const a: Recording = { base: 'mock', cases: [one('success'), one('no token')] };
    const b: Recording = { base: 'real', cases: [one('no token')] };
    expect(itemAt(compareRecordings(a, b), 0)).toEqual({
      call: 'goods.like',
      case: 'success',
      differences: [],
      onlyIn: 'A',
    });
    expect(driftReport(a, b)).toContain('1 cases ran on both sides: 1 alike');
    expect(driftReport(a, b)).toContain(
      '1 ran on one side only (skipped on the other: record both with the same flags; --all lists them).',
    );
    expect(driftReport(a, b)).not.toContain('ran only against A');
    expect(driftReport(a, b, { all: true })).toContain('| goods.like | success | ran only against A |');
  });
});
