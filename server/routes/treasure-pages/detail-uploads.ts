import type { FastifyInstance } from 'fastify';
import * as pages from '../../../contract/calls/treasure-pages.ts';
import { detailUploadStatus, submitDetailUpload } from '../../services/detail-uploads.ts';
import { route } from '../route.ts';

export async function detailUploadRoutes(app: FastifyInstance) {
  route(app, pages.detailUploadStatus, ({ deps, params, user }) => detailUploadStatus(deps.db, user, params.goods_id));

  route(
    app,
    pages.detailUploadSubmit,
    ({ deps, body, user }) => submitDetailUpload(deps.db, user, body.goods_id, body),
    { says: 'submitSucceed' },
  );
}
