// Every contract case, by area as in contract/calls/: one entry per call id of contract/calls.ts.

import { authCases } from './auth.ts';
import { goodsCases } from './goods.ts';
import type { Entry } from './kit.ts';
import { masterAccountCases } from './master-account.ts';
import { masterToolCases } from './master-tools.ts';
import { masterWorkCases } from './master-works.ts';
import { masterCases } from './masters.ts';
import { purchaseCases } from './purchase-and-voice.ts';
import { treasurePageCases } from './treasure-pages.ts';

export const ENTRIES: Record<string, Entry> = {
  ...goodsCases,
  ...authCases,
  ...masterCases,
  ...purchaseCases,
  ...treasurePageCases,
  ...masterToolCases,
  ...masterWorkCases,
  ...masterAccountCases,
};
