// Treasure levels. The English name of the rare level must be exactly 'rare': the detail
// page highlights it. goods/info derives `is_rare` from the level.
import type { LevelRow } from './types.ts';

export const LEVEL = { rare: 1, fine: 2, good: 3 } as const;

export const levels: LevelRow[] = [
  { id: LEVEL.rare, name: '珍品', name_intl: 'rare', is_rare: 1 },
  { id: LEVEL.fine, name: '精品', name_intl: 'fine', is_rare: 0 },
  { id: LEVEL.good, name: '佳品', name_intl: 'good', is_rare: 0 },
];
