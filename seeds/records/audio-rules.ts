// AI voice pricing (audio/getAudioByGoods answers rule_money and rule_id from here).
import type { AudioRuleRow } from './types.ts';

export const audioRules: AudioRuleRow[] = [
  { id: 1, money: 9.9, name: 'AI 语音讲解（单件激活）', name_intl: 'AI voice narration (one treasure)' },
  { id: 2, money: 39.9, name: 'AI 语音讲解（五件套餐）', name_intl: 'AI voice narration (bundle of five)' },
];
