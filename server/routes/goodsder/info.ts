import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import * as goodsderCalls from '../../../contract/calls/goodsder.ts';
import { derivatives, goods } from '../../../db/schema.ts';
import { notFound } from '../../api-error.ts';
import { route } from '../route.ts';

export async function goodsderRoutes(app: FastifyInstance) {
  route(app, goodsderCalls.info, ({ deps, query }) => {
    const where = query.serial_number !== undefined
      ? eq(derivatives.serial_number, query.serial_number)
      : eq(derivatives.uuid, query.uuid ?? '');
    const found = deps.db
      .select({ item: derivatives, parent: goods })
      .from(derivatives)
      .innerJoin(goods, eq(goods.id, derivatives.goods_id))
      .where(where)
      .get();
    if (!found || found.parent.published !== 1) throw notFound('treasureNotFound');
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
  });
}
