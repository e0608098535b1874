// The treasures the user saved. No call lists them: this reads the save state (goods/info's
// is_save, which the user's token makes theirs) of every published work of the candidate
// identities (identity-directory.ts) and keeps the saved ones. That is one goods/info per
// treasure, a few at a time, and each counts a read of the treasure: reasonable for the
// demo's thirty-odd treasures, not for a real catalogue, which needs a call listing favorites.

import { inBatches } from '../../components/preview/in-batches.ts';
import { type TreasureDetail, treasureById } from '../../components/preview/treasure-calls.ts';
import { candidateIdentities } from './identity-directory.ts';

const AT_ONCE = 4;

export async function savedTreasures(signal?: AbortSignal): Promise<TreasureDetail[]> {
  const identities = await candidateIdentities(signal);
  const ids = [...new Set(identities.flatMap((identity) => identity.works.map((work) => work.id)))];
  const treasures = await inBatches(ids, AT_ONCE, (id) => treasureById(id, signal));
  return treasures.filter((treasure) => treasure.is_save === 1);
}
