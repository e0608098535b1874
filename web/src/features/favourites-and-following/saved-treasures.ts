// The treasures the user saved. No call lists them: this checks the save state (goods/info's
// is_save, which the user's token makes theirs) of the treasures saved from this browser
// (lib/saved-here.ts), a few at a time, keeps the saved ones and forgets the others.

import { inBatches } from '../../components/preview/in-batches.ts';
import { type TreasureDetail, treasureById } from '../../components/preview/treasure-calls.ts';
import { rememberSave, savedHere } from '../../lib/saved-here.ts';

const AT_ONCE = 4;

export async function savedTreasures(signal?: AbortSignal): Promise<TreasureDetail[]> {
  const treasures = await inBatches(savedHere(), AT_ONCE, (id) => treasureById(id, signal).catch(() => null));
  const saved = treasures.filter((treasure): treasure is TreasureDetail => treasure?.is_save === 1);
  for (const treasure of treasures) if (treasure && treasure.is_save !== 1) rememberSave(treasure.id, false);
  return saved;
}
