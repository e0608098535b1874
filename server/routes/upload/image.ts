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

/** Fields beside the file an upload form may have (it needs one: `kind`). */
const MULTIPART_FIELDS = 4;

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10}M`;
const tooLarge = (kind: UploadKind) =>
  new ApiError(413, 413, 'uploadTooLarge', { max: megabytes(UPLOAD_LIMITS[kind]) });

const kindOr = (value: unknown, otherwise: UploadKind) =>
  UPLOAD_KINDS.includes(value as UploadKind) ? (value as UploadKind) : otherwise;

export async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: Math.max(...Object.values(UPLOAD_LIMITS)) + 1, files: 1, fields: MULTIPART_FIELDS },
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

/** The multipart parser's refusals of a form with more parts than an upload has (one file, its kind). */
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * A failure of the multipart parser as a refusal: a file over its size is "too large", a form
 * of too many parts says so; anything else (no or wrong boundary, a body cut short) is a
 * malformed upload, never a 500.
 */
function multipartRefusal(error: unknown, tooLarge: ApiError): ApiError {
  if (error instanceof ApiError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code && TOO_MANY_PARTS.has(code)) return badRequest('uploadTooManyParts', { fields: MULTIPART_FIELDS });
  if (statusCode === 413) return tooLarge;
  return badRequest('uploadMalformed');
}
