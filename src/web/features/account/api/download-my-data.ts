import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';
import { ApiError } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/query-client';

/**
 * "Download my data": GET /api/user/exportData, saved as the JSON file the server names. Fetched
 * rather than linked, so that a failure (an ended session) shows as a message, not as a file.
 */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/user/exportData', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Please check your connection.');
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as { msg?: string } | undefined;
    throw new ApiError(response.status, data?.msg || GENERIC_ERROR_MESSAGE);
  }
  const blob = await response.blob();
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'my-data.json';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadMyData = () => useAppMutation({ mutationFn: downloadMyData });
