// The files the answers point at: `/media/<folder>/<file>` (the seed's pictures, voices and 3D
// pages) and `/uploads/<file>` (pictures sent to upload/image). The examples keep the mock's
// relative URLs, so they resolve against whatever serves the document: the mock serves the real
// files, and a mock server fed the document alone (Prism) answers these operations with their
// examples: a placeholder picture, or a placeholder 3D page. Voices (MP3) have no example there.

/** A neutral picture of the document's own, served in place of every picture by a document-only mock. */
const PLACEHOLDER_PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">' +
  '<rect width="600" height="600" fill="#efe7da"/>' +
  '<text x="300" y="310" font-size="36" text-anchor="middle" fill="#8a6d3b">picture 图片</text></svg>';

const PLACEHOLDER_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>3D</title><p>3D view 三维展示</p></html>';

const fileOperation = (operationId: string, summary: string, parameters: object[]) => ({
  operationId,
  summary,
  description: `${summary}. Served as stored; a mock server fed only this document answers with the placeholder examples (a picture, or a page for a 3D view).`,
  tags: ['media'],
  security: [],
  parameters,
  responses: {
    '200': {
      description: 'The file',
      content: {
        'image/svg+xml': { schema: { type: 'string' }, example: PLACEHOLDER_PICTURE },
        'image/png': { schema: { type: 'string', format: 'binary' } },
        'image/jpeg': { schema: { type: 'string', format: 'binary' } },
        'audio/mpeg': { schema: { type: 'string', format: 'binary' } },
        'text/html': { schema: { type: 'string' }, example: PLACEHOLDER_PAGE },
      },
    },
    '404': { $ref: '#/components/responses/NotFound' },
  },
});

const pathParameter = (name: string, description: string, example: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

/** The two file paths, for the document's `paths`. */
export const mediaPaths = (): Record<string, Record<string, Record<string, unknown>>> => ({
  '/media/{folder}/{file}': {
    get: fileOperation('media.file', 'A file of the seed (picture, voice, 3D page)', [
      pathParameter('folder', 'What the file is: treasures, artists, certificates, seals, audio, 3d…', 'treasures'),
      pathParameter('file', 'The file name.', 't001-1.svg'),
    ]),
  },
  '/uploads/{file}': {
    get: fileOperation('uploads.file', 'A picture sent to upload/image', [
      // a picture every fresh mock has (seeds/media/uploads), so that a tool sending the example gets it
      pathParameter('file', 'The name upload/image gave it.', 'seed-picture.png'),
    ]),
  },
});
