// The few facts of a treasure that its satellite pages (/record, /grap, /report, /imgUpdate,
// /buy_info) show at the top: picked from the treasure page's own content (treasure-answer.ts),
// so that they read as the page does and change when it does. No read counted.
import type { TreasureSummary } from '../../contract/calls/treasure-pages.ts';
import { present } from '../../contract/present.ts';
import type { Db } from '../../db/client.ts';
import { treasureContent } from './treasure-answer.ts';
import { requireTreasure } from './treasures.ts';

export function treasureSummary(db: Db, id: number): TreasureSummary {
  requireTreasure(db, id);
  const content = present(treasureContent(db, id), 'the content of a published treasure');
  const { name, name_intl, serial_number, uuid, price, level, is_rare, artist, link_artist, collector, is_can_buy } =
    content;
  return {
    id,
    name,
    name_intl,
    serial_number,
    uuid,
    cover: content.pictures[0] ?? content.certificate,
    price,
    level,
    is_rare,
    artist: {
      id: artist.id,
      name: artist.name,
      name_intl: artist.name_intl,
      type: artist.type,
      is_collector_inst: artist.is_collector_inst,
    },
    link_artist,
    collector,
    is_can_buy,
  };
}
