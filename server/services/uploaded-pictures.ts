// Pictures that forms of the treasure pages send: each must be one that upload/image stored
// (a /uploads/ address it made), never an outside link.
import { badRequest } from '../api-error.ts';

const UPLOADED = /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;

export const isUploadedPicture = (url: string) => UPLOADED.test(url);

/** The pictures, once each, or the refusal: too many, or one that upload/image did not make. */
export function checkUploadedPictures(pictures: string[], max: number): string[] {
  const unique = [...new Set(pictures)];
  if (unique.length > max) throw badRequest('picturesTooMany', { max });
  if (!unique.every(isUploadedPicture)) throw badRequest('pictureNotUploaded');
  return unique;
}
