// /detail_cul/{id}: a culture-competition work, on the treasure detail page.
import { TreasureDetail } from './treasure-detail.tsx';

export default function CulturalTreasureScreen() {
  return <TreasureDetail variant="cultural" />;
}
