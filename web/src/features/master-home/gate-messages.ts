// What each refused gate says. The words are contract/messages.ts's, the same the server answers
// when a tool is called anyway.
import { type MessageKey, message } from '#contract/messages.ts';
import { currentLang } from '../../lib/i18n.ts';
import type { Verdict } from './tile-gates.ts';

const KEYS: Partial<Record<Verdict['kind'], MessageKey>> = {
  notMaster: 'notMaster',
  notCollector: 'notCollector',
  notInstitution: 'notInstitution',
  completeInfo: 'completeInformation',
  sign: 'goToSign',
  info: 'goToMasterInfo',
};

export function gateMessage(kind: Verdict['kind']): string {
  const key = KEYS[kind];
  return key ? message(key, currentLang()) : '';
}
