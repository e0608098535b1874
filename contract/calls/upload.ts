import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { endpoints } from '../endpoints.ts';

/** What an upload is for: its size limit follows (product §5: images 10M, seal 3M). */
export const UPLOAD_KINDS = ['image', 'certificate', 'seal'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const uploadImage = defineCall({
  ...endpoints.uploadImage,
  summary:
    'Uploads one picture (multipart/form-data: fields `kind` and `file`, in either order). JPEG, PNG, GIF or WebP; images and certificates under 10M, a seal image under 3M. Answers its url.',
  provisional: true,
  consumes: 'multipart/form-data',
  data: z.object({ url: z.string(), bytes: z.number().int().positive(), kind: z.enum(UPLOAD_KINDS) }),
  errors: [
    {
      http: 400,
      code: 400,
      when: 'no file, an unknown kind, not a JPEG, PNG, GIF or WebP picture, or a malformed multipart body (no or wrong boundary, cut short)',
    },
    { http: 401, code: 401, when: 'no token, or a bad or expired one' },
    { http: 413, code: 413, when: "the picture is over its limit (10M, or 3M for a seal), or over the owner's quota" },
  ],
});
