// Sends one picture to upload/image (multipart: kind, then file) and answers its url. Pictures
// of IMAGE_MAX_BYTES (10M) or more are refused before anything is sent.
import { CODE } from '#contract/codes.ts';
import { endpoints } from '#contract/endpoints.ts';
import { IMAGE_MAX_BYTES, MB } from '#contract/limits.ts';
import { message } from '#contract/messages.ts';
import { ApiError, handleUnauthorized } from '../../lib/api/client.ts';
import { currentLang, i18n } from '../../lib/i18n.ts';
import { readStorage, STORAGE_KEYS } from '../../lib/storage.ts';

export const tooLargeMessage = () => message('uploadTooLarge', currentLang(), { max: `${IMAGE_MAX_BYTES / MB}M` });

export async function uploadPicture(file: File): Promise<string> {
  if (file.size >= IMAGE_MAX_BYTES) throw new ApiError(CODE.tooLarge, 413, tooLargeMessage());
  const form = new FormData();
  form.append('kind', 'image');
  form.append('file', file, file.name);
  const headers: Record<string, string> = { lang: currentLang(), accept: 'application/json' };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${endpoints.uploadImage.path}`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, 0, i18n.t('errors.network'));
  }
  const body = (await response.json().catch(() => null)) as { code: number; msg: string; data: { url: string } | null } | null;
  if (response.status === 401) {
    handleUnauthorized();
    throw new ApiError(CODE.unauthorized, 401, body?.msg ?? '', true);
  }
  if (!body || body.code !== CODE.ok || !body.data) throw new ApiError(body?.code ?? 0, response.status, body?.msg || i18n.t('errors.network'));
  return body.data.url;
}
