import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { itemAt } from '#contract/present.ts';
import { MissingFixture } from './fixtures.ts';
import { driftLog, Verdict } from './verdict.ts';

describe('a case’s verdict', () => {
  it('against a foreign server: fails on the spec’s assertions, keeps the mock’s as drift', async () => {
    const lenient = new Verdict('goods.info', 'success', true);
    lenient.check('mock', 'code 400', () => expect(0).toBe(400));
    lenient.parse('mock', 'the mock’s fields', z.object({ transfer_count: z.number() }), { id: 1 });
    const beside: string[] = [];
    await expect(
      lenient.finish('', async (message, type) => beside.push(`${type} ${message}`)),
    ).resolves.toBeUndefined();
    // beside the case (under the test's name), and in the summary
    expect(beside).toEqual([
      'drift ~ [mock] code 400: expected +0 to be 400',
      'drift ~ [mock] the mock’s fields: the mock sends `transfer_count`; this server does not send it',
    ]);
    expect(driftLog.at(-1)).toEqual({
      call: 'goods.info',
      case: 'success',
      notes: [
        'code 400: expected +0 to be 400',
        'the mock’s fields: the mock sends `transfer_count`; this server does not send it',
      ],
    });

    const red = new Verdict('goods.info', 'unknown code', true);
    red.check('spec', 'code -1', () => expect(404).toBe(-1));
    red.check('mock', 'the envelope: data null', () => expect([]).toBeNull());
    await expect(red.finish()).rejects.toThrow(/✗ \[spec\] code -1[\s\S]*~ \[mock\] the envelope: data null/);
  });

  it('in-process (or with CONTRACT_STRICT=mock): the mock’s assertions fail too', async () => {
    const strict = new Verdict('goods.info', 'garbled data', false);
    strict.check('spec', 'the envelope', () => {});
    strict.check('mock', 'code 400', () => expect(-1).toBe(400));
    await expect(strict.finish()).rejects.toThrow(/✓ \[spec\] the envelope\n {2}✗ \[mock\] code 400/);
  });

  it('says what a server sends where the mock’s contract expects something else', () => {
    const v = new Verdict('auth.me', 'success', true);
    v.parse('mock', 'fields', z.object({ artist: z.object({ birthday: z.string().regex(/^\d{4}-\d\d-\d\d$/) }) }), {
      artist: { birthday: '1970/05/01' },
    });
    expect(itemAt(v.findings, 0).detail).toMatch(/^`artist\.birthday`: the mock: .*this server sends "1970\/05\/01"$/);
  });

  it('leaves a record the fixtures lack to the case (it is skipped), not to its findings', () => {
    const v = new Verdict('goods.info', 'success', true);
    expect(() =>
      v.check('spec', 'what the spec says it shows', () => {
        throw new MissingFixture('goods.5');
      }),
    ).toThrow(/needs goods\.5 in CONTRACT_FIXTURES \(by another master/);
    expect(v.findings).toEqual([]);
  });
});
