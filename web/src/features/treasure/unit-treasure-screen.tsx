// /detail_unit/{id}: a unit treasure (785), on the treasure detail page.
import { TreasureDetail } from './treasure-detail.tsx';

export { preloadTreasure as preload } from './use-treasure.ts';

export default function UnitTreasureScreen() {
  return <TreasureDetail variant="unit" />;
}
