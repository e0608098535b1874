// /detail/{id}: the treasure detail page.
import { TreasureDetail } from './treasure-detail.tsx';

export default function TreasureScreen() {
  return <TreasureDetail variant="standard" />;
}
