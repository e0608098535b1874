// What a QA engineer would write for the stand-in: the CONTRACT_FIXTURES map of the cases'
// records onto the stand-in's, and a token per persona (CONTRACT_TOKENS).
import type { FixtureFile } from '../fixtures.ts';
import {
  DERIVATIVE,
  DERIVATIVE_CODE,
  DERIVATIVE_HASH,
  HELD_BY_COLLECTOR,
  MASTER,
  OTHER_MASTER,
  SECOND,
  SECOND_CODE,
  SHOWCASE,
  SHOWCASE_CODE,
  SHOWCASE_HASH,
  TOKENS,
} from './records.ts';

export const standInFixtures: FixtureFile = {
  goods: { 1: SHOWCASE, 2: SECOND, 3: HELD_BY_COLLECTOR },
  artists: { 101: MASTER, 104: OTHER_MASTER },
  derivatives: { 1: DERIVATIVE },
  codes: {
    WC202600001: SHOWCASE_CODE,
    WC202600002: SECOND_CODE,
    '2f411ecfb0588f7fc5749070f8238caf': SHOWCASE_HASH,
    DV0001: DERIVATIVE_CODE,
    '49b9133d1d85b9785d39072bf36e9892': DERIVATIVE_HASH,
    // codes that name nothing here either
    WC299999999: 'TC999999999',
    DV9999: 'DX-0000-Z',
  },
};

export const standInTokens = Object.fromEntries(Object.entries(TOKENS).map(([persona, { token }]) => [persona, token]));
