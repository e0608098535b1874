import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_KINDS, type UploadKind, uploadImage } from '../../../contract/calls/upload.ts';
import { MB } from '../../../contract/limits.ts';
import { ApiError, badRequest } from '../../api-error.ts';
import { pictureType, storeUpload, UPLOAD_LIMITS } from '../../services/uploads.ts';
import { route } from '../route.ts';

export async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: Math.max(...Object.values(UPLOAD_LIMITS)) + 1, files: 1, fields: 4 },
  });

  route(app, uploadImage, async ({ req, deps }) => {
    if (!req.isMultipart()) throw badRequest('uploadMissing');
    const tooLarge = (kind: UploadKind) =>
      new ApiError(413, 413, 'uploadTooLarge', { max: `${UPLOAD_LIMITS[kind] / MB}M` });
    const part = await req.file().catch((error) => {
      throw multipartRefusal(error, tooLarge('image'));
    });
    if (!part) throw badRequest('uploadMissing');
    const kindField = part.fields.kind as { value?: unknown } | undefined;
    const kind = (kindField?.value ?? 'image') as UploadKind;
    if (!UPLOAD_KINDS.includes(kind)) throw badRequest('invalidField', { field: 'kind' });
    const content = await part.toBuffer().catch((error) => {
      throw multipartRefusal(error, tooLarge(kind));
    });
    if (part.file.truncated || content.length >= UPLOAD_LIMITS[kind]) throw tooLarge(kind);
    const type = pictureType(content.subarray(0, 16));
    if (!type) throw badRequest('uploadNotImage');
    return { url: storeUpload(deps.config.uploadDir, content, type), bytes: content.length, kind };
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
