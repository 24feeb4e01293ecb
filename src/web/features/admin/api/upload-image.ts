import type { TUploadFolder, TUploadImageResponse } from '../../../../shared/schemas/blog-admin';
import { ApiError, errorOfEnvelope, networkError } from '../../../lib/api-client';
import { clearAdminToken, readAdminToken } from './admin-token';
import { renewSession } from './session-renewal';

/**
 * Uploads one picture (`POST /api/admin/uploadImage`, multipart): the field `folder` first, so the
 * server knows where the picture goes before the file streams in, then `file`. The same bearer
 * token and session renewal as adminRequest (a multipart body cannot go through the JSON client).
 * Resolves to the stored image; throws an ApiError carrying the server's message.
 */
export async function uploadImage(
  file: File,
  folder: TUploadFolder,
  signal?: AbortSignal,
): Promise<TUploadImageResponse['image']> {
  const send = async () => {
    const token = readAdminToken();
    if (!token) throw new ApiError(401, 'Please sign in again');
    const body = new FormData();
    body.append('folder', folder);
    body.append('file', file);
    let response: Response;
    try {
      response = await fetch('/api/admin/uploadImage', {
        method: 'POST',
        credentials: 'same-origin',
        // No content-type: the browser writes the multipart boundary itself.
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
        body,
        signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw networkError();
    }
    const data = (await response.json().catch(() => undefined)) as
      | (Partial<TUploadImageResponse> & { success?: boolean; msg?: string; code?: string })
      | undefined;
    if (!response.ok || !data || data.success !== true || !data.image) {
      throw errorOfEnvelope(response.status, data);
    }
    return data.image;
  };
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    if (await renewSession()) return send();
    clearAdminToken();
    throw error;
  }
}
