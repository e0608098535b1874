import { describe, expect, it } from 'vitest';
import { answerProblems, fieldPath } from './answer-tiers.ts';
import { calls } from './calls.ts';

const AUDIO = { audio: '/a.mp3', audio_intl: '/b.mp3', audio_status: 2, audio_status_intl: 2, audio_type: 1 };
const ME = {
  artist_user_id: null,
  bind_salesman_id: null,
  is_artist: 1,
  compete_status: 0,
  artist_id: 3001,
  can_more_help: 0,
  infoStatus: 0,
  artist: {
    id: 3001,
    name: '钱岚',
    status: 0,
    birthday: null,
    gender: null,
    signs: { sign: null },
    sign_password: true,
  },
  bindsalesman: null,
};
const ok = (data: unknown) => ({ status: 200, body: { code: 0, msg: 'success', data } });

describe('an answer held to the contract', () => {
  it('finds nothing in an answer the mock itself would give', () => {
    expect(answerProblems(calls.audioStatus, ok(AUDIO), 'body')).toEqual([]);
  });

  it('says spec of a field the spec lists, mock of one it does not, with what came', () => {
    const { audio_status: _, audio_type: __, ...rest } = AUDIO;
    expect(answerProblems(calls.audioStatus, ok(rest), 'body')).toEqual([
      { tier: 'spec', field: 'data.audio_status', expected: 'number, required', got: 'nothing' },
      { tier: 'mock', field: 'data.audio_type', expected: 'number, required', got: 'nothing' },
    ]);
    // the spec states values, not JSON types: a number sent as a numeric string is drift, as in the suite
    const asText = answerProblems(calls.audioStatus, ok({ ...AUDIO, audio_status: '2' }), 'body');
    expect(asText).toEqual([{ tier: 'mock', field: 'data.audio_status', expected: 'number', got: '"2"' }]);
  });

  it('takes none written as an empty object where the spec allows none: one mock difference, no spec break', () => {
    const problems = answerProblems(calls.me, ok({ ...ME, bindsalesman: {} }), 'body');
    expect(problems.filter((p) => p.field.startsWith('data.bindsalesman'))).toEqual([
      { tier: 'mock', field: 'data.bindsalesman', expected: 'null', got: '{}' },
    ]);
  });

  it('names items of a list by their place, and cuts a long value', () => {
    const list = [
      { key: 'a', content: 'x', content_intl: 'y' },
      { key: 'b', content: 'x'.repeat(200) },
    ];
    const [problem] = answerProblems(calls.helpConfig, ok({ list }), 'body');
    expect(problem).toMatchObject({ tier: 'spec', field: 'data.list[1].content_intl', got: 'nothing' });
    const long = answerProblems(calls.helpConfig, ok({ list: 'x'.repeat(200) }), 'body')[0];
    expect(long?.got).toHaveLength(81);
    expect(fieldPath([])).toBe('(the answer)');
  });

  it('holds the envelope to the spec: JSON with a code and a message, HTTP 200 on success', () => {
    expect(answerProblems(calls.audioStatus, { status: 200, body: '<html>502</html>' }, 'body')).toEqual([
      { tier: 'spec', field: '(the answer)', expected: 'a JSON envelope {code, msg, data}', got: '"<html>502</html>"' },
    ]);
    // "0" is the spec's code 0 in another JSON type (drift); the spec's fields of data are missing
    expect(answerProblems(calls.audioStatus, { status: 200, body: { code: '0', msg: 'ok' } }, 'body')).toEqual([
      { tier: 'spec', field: 'data', expected: 'object, required', got: 'nothing' },
      { tier: 'mock', field: 'code', expected: 'Invalid input: expected 0', got: '"0"' },
    ]);
    expect(answerProblems(calls.audioStatus, { ...ok(AUDIO), status: 201 }, 'body')).toEqual([
      { tier: 'spec', field: 'HTTP status', expected: '200', got: '201' },
    ]);
  });

  it("holds a refusal's code, status and data to the mock's choices, in the refusal style asked", () => {
    const refusal = (status: number, code: number, data: unknown = null) => ({
      status,
      body: { code, msg: 'no', data },
    });
    expect(answerProblems(calls.audioStatus, refusal(200, -1), 'body')).toEqual([]);
    expect(answerProblems(calls.audioStatus, refusal(200, -100), 'body'), 'maintenance, on any call').toEqual([]);
    expect(answerProblems(calls.audioStatus, refusal(400, 400), 'http')).toEqual([]);
    expect(answerProblems(calls.audioStatus, refusal(400, 400), 'body')).toEqual([
      { tier: 'mock', field: 'HTTP status', expected: '200', got: '400' },
    ]);
    expect(answerProblems(calls.audioStatus, refusal(200, 7, []), 'body')).toEqual([
      { tier: 'mock', field: 'code', expected: 'one of -1, 400, 401, -100, 429', got: '7' },
      { tier: 'mock', field: 'data', expected: 'null', got: '[]' },
    ]);
  });

  it('asks nothing of the data of a call the spec does not list, beyond the mock’s own shape', () => {
    const problems = answerProblems(calls.masterSearch, ok({ anything: true }), 'body');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.tier === 'mock')).toBe(true);
  });
});
