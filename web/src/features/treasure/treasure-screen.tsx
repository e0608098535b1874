// /detail/{id}: the treasure detail page.
import { TreasureDetail } from './treasure-detail.tsx';

export { preloadTreasure as preload } from './use-treasure.ts';

export default function TreasureScreen() {
  return <TreasureDetail variant="standard" />;
}
