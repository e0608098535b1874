import { describe, expect, it } from 'vitest';
import { itemAt } from '#contract/present.ts';
import { treasure } from '../../contract/entities/treasure.ts';
import {
  compareRecordings,
  compareShapes,
  driftReport,
  mapPathsOf,
  type Recording,
  shapeOf,
  valuesOf,
} from './drift.ts';

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

  it('tells the same answers from differing codes, missing fields and changed types', () => {
    const GET_INFO = { call: 'goods.info', method: 'GET', path: '/api/goods/info' };
    const NO_TOKEN_LIKE = { call: 'goods.like', case: 'no token', method: 'POST', path: '/api/goods/like', shape: {} };
    const a: Recording = {
      base: 'mock',
      cases: [
        {
          ...GET_INFO,
          case: 'success',
          status: 200,
          code: 0,
          shape: { code: 'number', 'data.id': 'number', 'data.price': 'number' },
        },
        { ...GET_INFO, case: 'unknown code', status: 200, code: -1, shape: { code: 'number' } },
        { ...NO_TOKEN_LIKE, status: 401, code: 401 },
      ],
    };
    const b: Recording = {
      base: 'real',
      cases: [
        {
          ...GET_INFO,
          case: 'success',
          status: 200,
          code: 0,
          shape: { code: 'number', 'data.id': 'number', 'data.price': 'string', 'data.extra': 'string' },
        },
        { ...GET_INFO, case: 'unknown code', status: 200, code: -1, shape: { code: 'number' } },
        { ...NO_TOKEN_LIKE, status: 200, code: 401 },
      ],
    };
    const drifts = compareRecordings(a, b);
    expect(drifts).toEqual([
      {
        call: 'goods.info',
        case: 'success',
        differences: ['data.price: number in A, string in B', 'only in B: data.extra'],
      },
      { call: 'goods.info', case: 'unknown code', differences: [] },
      { call: 'goods.like', case: 'no token', differences: ['HTTP 401 in A, 200 in B'] },
    ]);
    const report = driftReport(a, b);
    expect(report).toContain('## goods.info');
    expect(report).toContain('| unknown code | same status, code, values and shape |');
    expect(report).toContain('1 cases alike, 2 differing, 0 run on one side only.');
  });

  it('compares the values the spec fixes (a gender of 2), not ids or names', () => {
    const answer = (gender: number, id: number) => ({
      code: 0,
      data: { id, name: `n${id}`, artist: { gender, type: 1 }, list: [{ is_rare: 1 }, { is_rare: 0 }] },
    });
    const side = (base: string, gender: number, id: number): Recording => ({
      base,
      cases: [
        {
          call: 'goods.info',
          case: 'success',
          method: 'GET',
          path: '/api/goods/info',
          status: 200,
          code: 0,
          shape: shapeOf(answer(gender, id)),
          values: valuesOf(answer(gender, id)),
        },
      ],
    });
    expect(valuesOf(answer(0, 1))).toEqual({
      'data.artist.gender': '0',
      'data.artist.type': '1',
      'data.list[].is_rare': '0|1',
    });
    expect(itemAt(compareRecordings(side('A', 0, 1), side('B', 2, 7001)), 0).differences).toEqual([
      'data.artist.gender: 0 in A, 2 in B',
    ]);
  });

  it('folds a map or a long subtree into one line', () => {
    const a = shapeOf({ data: { spread_info: { wb: { key: 'wb', name: 'Weibo' }, dy: { key: 'dy' } }, id: 1 } });
    const b = shapeOf({ data: { id: 1 } });
    expect(compareShapes(a, b)).toEqual(['only in A: data.spread_info (and 5 fields under it)']);
    const refused = shapeOf({ code: 401, data: null });
    const answered = shapeOf({ code: 0, data: { id: 1, artist: { name: 'x', gender: 0 } } });
    expect(compareShapes(refused, answered)).toEqual(['data: null in A, object in B (and 4 in B only)']);
  });

  it('reads a map’s values as one path, whatever the keys of each server', () => {
    const maps = mapPathsOf(treasure);
    expect(maps).toContain('data.spread_info');
    const mock = shapeOf({ data: { spread_info: { weibo: { key: 'weibo' } } } }, '', {}, maps);
    const other = shapeOf({ data: { spread_info: { wb: { key: 'wb' } } } }, '', {}, maps);
    expect(compareShapes(mock, other)).toEqual([]);
    expect(mock).toHaveProperty(['data.spread_info{}.key'], 'string');
  });

  it('leaves out the cases that ran on one side only, unless asked', () => {
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
    expect(driftReport(a, b)).not.toContain('ran only against A');
    expect(driftReport(a, b)).toContain(
      '1 run on one side only (not listed: add --all, or record both sides with the same flags).',
    );
    expect(driftReport(a, b, { all: true })).toContain('| success | ran only against A |');
  });
});
