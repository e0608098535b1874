// Picture uploads through upload/image (multipart: `kind`, then `file`; answers the url). The
// size limit is checked first on the phone (images and certificates 10M, seal 3M), and again
// by the server.
import { endpoints } from '#contract/endpoints.ts';
import { ApiError, handleUnauthorized, NETWORK_FAILURE } from '../../lib/api/client.ts';
import { currentLang, i18n } from '../../lib/i18n.ts';
import { readStorage, STORAGE_KEYS } from '../../lib/storage.ts';
import { pictureProblem, type PictureKind } from './tool-rules.ts';

export async function uploadPicture(file: File, kind: PictureKind): Promise<string> {
  const problem = pictureProblem(file, kind);
  if (problem) throw new ApiError(400, 400, problem);
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name || 'picture');
  const headers: Record<string, string> = { lang: currentLang(), accept: 'application/json' };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${endpoints.uploadImage.path}`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(NETWORK_FAILURE, 0, i18n.t('errors.network'));
  }
  const envelope = (await response.json().catch(() => null)) as { code: number; msg: string; data: { url: string } | null } | null;
  if (response.status === 401) {
    handleUnauthorized();
    throw new ApiError(401, 401, envelope?.msg ?? '', true);
  }
  if (!envelope || envelope.code !== 0 || !envelope.data) {
    throw new ApiError(envelope?.code ?? NETWORK_FAILURE, response.status, envelope?.msg || i18n.t('errors.network'));
  }
  return envelope.data.url;
}
