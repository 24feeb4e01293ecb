import { errorOfEnvelope, networkError } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';

/**
 * "Download my data": GET /api/user/exportData, saved as the JSON file the server names. Fetched
 * rather than linked, so that a failure (an ended session) shows as a message, not as a file.
 */
async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/user/exportData', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    throw errorOfEnvelope(response.status, await response.json().catch(() => undefined));
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
