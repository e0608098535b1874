// The weight check bundles the MSW handlers with answers it holds in memory, and never reads or
// writes packages/msw/src/answers.json: CI runs it beside the packages' build, which writes that
// file, and each once read the other's half-written file on a fresh clone.
import { describe, expect, it } from 'vitest';
import type { Records } from '../packages/msw/src/records.ts';
import { HANDLERS_ALONE, weigh } from './package-weight.ts';

const texts = { notFound: '', maintenance: '' } as Records['texts']['en'];
/** one answer, where the seed's weigh some 200 KB in the bundle */
const TINY: Records = {
  answers: [{ status: 200, code: 0, msg: { zn: '成功', en: 'success' }, data: null }],
  calls: {},
  lookups: {},
  texts: { zn: texts, en: texts },
};

describe('npm run size:packages', () => {
  it('weighs the handlers with the answers it was given, not those of answers.json', async () => {
    const { raw } = await weigh(HANDLERS_ALONE, TINY);
    expect(raw).toBeGreaterThan(1024);
    expect(raw).toBeLessThan(100 * 1024);
  });
});
