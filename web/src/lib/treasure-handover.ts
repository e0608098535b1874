// The treasure the visitor search found, handed to the treasure page it opens (features do not
// import each other): the page's keyed load starts from it instead of asking goods/info again.
import type { Treasure } from '#contract/entities/treasure.ts';
import { handOverLoad } from './handed-over.ts';

/** The key of the treasure page's load (`id_code` when the address carries one). */
export const treasureLoadKey = (id: number, idCode?: string) => `treasure:${id}:${idCode ?? ''}`;

export const handOverTreasure = (treasure: Treasure) => handOverLoad(treasureLoadKey(treasure.id), treasure);
