import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_KINDS, type UploadKind, uploadImage } from '../../../contract/calls/upload.ts';
import { MB } from '../../../contract/limits.ts';
import { ApiError, badRequest } from '../../api-error.ts';
import {
  type Incoming,
  pictureType,
  receiveUpload,
  recordUpload,
  UPLOAD_LIMITS,
  uploadedBytesIn,
} from '../../services/uploads.ts';
import { route } from '../route.ts';

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10}M`;
const tooLarge = (kind: UploadKind) =>
  new ApiError(413, 413, 'uploadTooLarge', { max: megabytes(UPLOAD_LIMITS[kind]) });

const kindOr = (value: unknown, otherwise: UploadKind) =>
  UPLOAD_KINDS.includes(value as UploadKind) ? (value as UploadKind) : otherwise;

export async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: Math.max(...Object.values(UPLOAD_LIMITS)) + 1, files: 1, fields: 4 },
  });

  route(app, uploadImage, async ({ req, deps, user }) => {
    if (!req.isMultipart()) throw badRequest('uploadMissing');
    const { quotaBytes } = deps.config.uploads;
    const quotaFull = () => new ApiError(413, 413, 'uploadQuotaFull', { max: megabytes(quotaBytes) });
    const uploaded = () => uploadedBytesIn([deps.db, app.deps.db, ...app.sandboxes.databases()], user.id);
    if (uploaded() >= quotaBytes) throw quotaFull();

    // `kind` may come before or after the file: read the whole form, then judge.
    let kindValue: unknown;
    let incoming: Incoming | undefined;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'kind') kindValue = part.value;
        } else {
          incoming = await receiveUpload(deps.config.uploadDir, part.file);
          if (part.file.truncated) throw tooLarge(kindOr(kindValue, 'image'));
        }
      }
      if (!incoming) throw badRequest('uploadMissing');
      const kind = (kindValue ?? 'image') as UploadKind;
      if (!UPLOAD_KINDS.includes(kind)) throw badRequest('invalidField', { field: 'kind' });
      if (incoming.bytes >= UPLOAD_LIMITS[kind]) throw tooLarge(kind);
      const type = pictureType(incoming.head);
      if (!type) throw badRequest('uploadNotImage');
      if (uploaded() + incoming.bytes > quotaBytes) throw quotaFull();
      const url = incoming.keep(type);
      recordUpload(deps.db, { user_id: user.id, url, bytes: incoming.bytes, kind });
      return { url, bytes: incoming.bytes, kind };
    } catch (error) {
      incoming?.discard();
      throw multipartRefusal(error, tooLarge(kindOr(kindValue, 'image')));
    }
  });
}

/**
 * A failure of the multipart parser as a refusal: over a size or count limit is "too large";
 * anything else (no or wrong boundary, a body cut short) is a malformed upload, never a 500.
 */
function multipartRefusal(error: unknown, tooLarge: ApiError): ApiError {
  if (error instanceof ApiError) return error;
  if ((error as { statusCode?: number }).statusCode === 413) return tooLarge;
  return badRequest('uploadMalformed');
}
