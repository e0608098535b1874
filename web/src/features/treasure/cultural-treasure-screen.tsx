// /detail_cul/{id}: a culture-competition work, on the treasure detail page.
import { TreasureDetail } from './treasure-detail.tsx';

export { preloadTreasure as preload } from './use-treasure.ts';

export default function CulturalTreasureScreen() {
  return <TreasureDetail variant="cultural" />;
}
