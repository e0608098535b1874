// The header's grammar, which the MSW handlers read with no zod, and the server's zod schema of a
// scenario agree on every header: the same overrides parse, the same ones are refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerPairs, parseScenarioHeader } from './scenario-grammar.ts';
import { callOverride } from './scenario-header.ts';

/** What the zod schema makes of the header's pairs (the server's reading before the grammar had its own). */
function bySchema(header: string) {
  const pairs = headerPairs(header);
  if (!pairs) return null;
  const raw = Object.fromEntries(
    pairs.map(([key, value]) => [key, key === 'fault' || key === 'msg' ? value : Number(value)]),
  );
  const parsed = callOverride.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const KEYS = ['code', 'status', 'msg', 'latencyMs', 'fault', 'times', 'colour'];
const VALUES = [
  '-1',
  '0',
  '-100',
  '400',
  '503',
  '600',
  '800',
  '-5',
  '1.5',
  'reset',
  'timeout',
  'garbage',
  'down',
  '',
  '1e3',
];

describe('the X-Mock-Scenario grammar', () => {
  it('reads what the server’s schema reads, and refuses what it refuses', () => {
    const header = fc
      .array(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES)), { minLength: 1, maxLength: 4 })
      .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join(', '));
    fc.assert(
      fc.property(header, (text) => {
        expect(parseScenarioHeader(text)).toEqual(bySchema(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('parses the documented examples', () => {
    expect(parseScenarioHeader('code=-1, latencyMs=800')).toEqual({ code: -1, latencyMs: 800 });
    expect(parseScenarioHeader('status=503; msg=down')).toEqual({ status: 503, msg: 'down' });
    expect(parseScenarioHeader('fault=reset')).toEqual({ fault: 'reset' });
    expect(parseScenarioHeader('times=2')).toBeNull();
    expect(parseScenarioHeader('code=0')).toBeNull();
    expect(parseScenarioHeader('nonsense')).toBeNull();
  });
});
