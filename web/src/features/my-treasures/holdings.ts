// What the user holds: the treasures of their collector or institution identity (the master
// tools' owner/treasures with artist_type 2: registered or held by it), each with its holder
// certification from goods/summary (which counts no read). Only a collector or institution
// identity holds treasures in this product; anyone else holds nothing.
import { CERTIFIED_HOLDER_STATUSES } from '#contract/limits.ts';
import { inBatches } from '../../components/preview/in-batches.ts';
import { apiData } from '../../lib/api/client.ts';

const AT_ONCE = 4;
const COLLECTOR = 2;

export type Holding = Awaited<ReturnType<typeof holdings>>[number];

export async function holdings(signal?: AbortSignal) {
  const { list } = await apiData('ownerTreasures', { query: { artist_type: COLLECTOR }, signal });
  return inBatches(list, AT_ONCE, async (treasure) => {
    const { collector } = await apiData('treasureSummary', { params: { id: treasure.id }, signal });
    const certified = (CERTIFIED_HOLDER_STATUSES as readonly number[]).includes(collector?.status ?? -1);
    return { ...treasure, certified };
  });
}
