// The provisional calls of the treasure's satellite pages (contract/calls/treasure-pages.ts).
import type { FastifyInstance } from 'fastify';
import { detailUploadRoutes } from './detail-uploads.ts';
import { treasureHistoryRoutes } from './history.ts';
import { purchaseRequestInfoRoutes } from './purchase-request-info.ts';
import { reportRoutes } from './reports.ts';

export async function treasurePagesRoutes(app: FastifyInstance) {
  await app.register(treasureHistoryRoutes);
  await app.register(reportRoutes);
  await app.register(detailUploadRoutes);
  await app.register(purchaseRequestInfoRoutes);
}
