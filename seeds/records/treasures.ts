// Every treasure, in id order. Add a new file of treasures here.
import { treasure1 } from './treasure-1.ts';
import { treasuresCalligraphyBronze } from './treasures-calligraphy-bronze.ts';
import { treasuresCollections } from './treasures-collections.ts';
import { treasuresEmbroideryTea } from './treasures-embroidery-tea.ts';
import { treasuresFixtures } from './treasures-fixtures.ts';
import { treasuresFixturesMore } from './treasures-fixtures-more.ts';
import { treasuresInkJade } from './treasures-ink-jade.ts';
import { treasuresLiMingyuan } from './treasures-li-mingyuan.ts';
import type { TreasureSeed } from './types.ts';

export const treasures: TreasureSeed[] = [
  treasure1,
  ...treasuresFixtures,
  ...treasuresFixturesMore,
  ...treasuresLiMingyuan,
  ...treasuresInkJade,
  ...treasuresEmbroideryTea,
  ...treasuresCalligraphyBronze,
  ...treasuresCollections,
].sort((a, b) => a.id - b.id);
