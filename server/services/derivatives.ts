// A derivative item (product §7, goodsder/info) with the treasure it comes from, found by
// code, hash or id. Items of an unpublished treasure are not found.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { derivatives, goods } from '../../db/schema.ts';
import { notFound } from '../api-error.ts';
import { isPublished } from './treasures.ts';

function findDerivative(db: Db, where: SQL) {
  const found = db
    .select({ item: derivatives, parent: goods })
    .from(derivatives)
    .innerJoin(goods, eq(goods.id, derivatives.goods_id))
    .where(and(where, isPublished))
    .get();
  if (!found) throw notFound('treasureNotFound');
  const { item, parent } = found;
  return {
    id: item.id,
    goods_id: item.goods_id,
    serial_number: item.serial_number,
    uuid: item.uuid,
    name: item.name,
    name_intl: item.name_intl,
    description: item.description,
    description_intl: item.description_intl,
    pictures: item.pictures,
    price: item.price,
    goods: { id: parent.id, name: parent.name, name_intl: parent.name_intl, serial_number: parent.serial_number },
  };
}

/** goodsder/info: by serial_number, else by uuid. */
export const derivativeByCode = (db: Db, code: { serial_number?: string; uuid?: string }) =>
  findDerivative(
    db,
    code.serial_number !== undefined
      ? eq(derivatives.serial_number, code.serial_number.toUpperCase())
      : eq(derivatives.uuid, code.uuid ?? ''),
  );

/** The id of the item with this exact code whose treasure is published (goods/checkGoodsType), if any. */
export const derivativeIdByCode = (db: Db, serialNumber: string): number | undefined =>
  db
    .select({ id: derivatives.id })
    .from(derivatives)
    .innerJoin(goods, eq(goods.id, derivatives.goods_id))
    .where(and(eq(derivatives.serial_number, serialNumber), isPublished))
    .get()?.id;

/** /detail_pr/{id}: the same answer by id. */
export const derivativeById = (db: Db, id: number) => findDerivative(db, eq(derivatives.id, id));
