import { describe, expect, it } from 'vitest';
import { compareRecordings, driftReport, type Recording, shapeOf } from './drift.ts';

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
    expect(report).toContain('| unknown code | same status, code and shape |');
    expect(report).toContain('1 cases alike, 2 differing, 0 run on one side only.');
  });
});
