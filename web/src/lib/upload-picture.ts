// Picture uploads through upload/image (multipart: `kind`, then `file`; answers the url), for
// every screen that sends pictures (detail upload, reports, the master's tools). The limit is
// checked first on the phone (images and certificates under 10M, a seal under 3M, spec
// product §5) with the contract's message, and again by the server.

import { CODE } from '#contract/codes.ts';
import { endpoints } from '#contract/endpoints.ts';
import { IMAGE_MAX_BYTES, MB, SEAL_IMAGE_MAX_BYTES } from '#contract/limits.ts';
import { message } from '#contract/messages.ts';
import { ApiError, handleUnauthorized, NETWORK_FAILURE } from './api/client.ts';
import { mockSessionHeader } from './api/mock-session.ts';
import { API_BASE } from './env.ts';
import { currentLang, i18n } from './i18n.ts';
import { readStorage, STORAGE_KEYS } from './storage.ts';

export type PictureKind = 'image' | 'certificate' | 'seal';

export const PICTURE_LIMITS: Record<PictureKind, number> = {
  image: IMAGE_MAX_BYTES,
  certificate: IMAGE_MAX_BYTES,
  seal: SEAL_IMAGE_MAX_BYTES,
};

/** What is wrong with a picture before it is sent, in the user's language; null when it may go. */
export function pictureProblem(file: { size: number; type?: string }, kind: PictureKind): string | null {
  if (file.type && !/^image\/(jpeg|png|gif|webp)$/.test(file.type)) return message('uploadNotImage', currentLang());
  const limit = PICTURE_LIMITS[kind];
  return file.size >= limit ? message('uploadTooLarge', currentLang(), { max: `${limit / MB}M` }) : null;
}

export async function uploadPicture(file: File, kind: PictureKind = 'image'): Promise<string> {
  const problem = pictureProblem(file, kind);
  if (problem) throw new ApiError(400, 400, problem);
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name || 'picture');
  const headers: Record<string, string> = { lang: currentLang(), accept: 'application/json', ...mockSessionHeader() };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${endpoints.uploadImage.path}`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(NETWORK_FAILURE, 0, i18n.t('errors.network'));
  }
  const envelope = (await response.json().catch(() => null)) as {
    code: number;
    msg: string;
    data: { url: string } | null;
  } | null;
  if (response.status === 401 || envelope?.code === CODE.unauthorized) {
    handleUnauthorized();
    throw new ApiError(401, 401, envelope?.msg ?? '', true);
  }
  if (envelope?.code !== 0 || !envelope.data) {
    throw new ApiError(envelope?.code ?? NETWORK_FAILURE, response.status, envelope?.msg || i18n.t('errors.network'));
  }
  return envelope.data.url;
}
