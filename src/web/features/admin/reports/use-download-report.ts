import { useCallback, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';
import type { ReportName, TReportLinkResponse } from '../../../../shared/schemas/reports';
import { useNotify } from '../../../lib/notify';
import { adminRequest } from '../api/admin-request';

/** The seeds' words while a report is being fetched (section 8). */
export const DOWNLOADING_MESSAGE = 'Downloading';

/**
 * Saves a report to disk: the admin's bearer call mints a single-use link, then the browser
 * follows it as a download, so the file streams to disk and is never held in the page. The seeds'
 * 'Downloading' shows meanwhile; a failure says 'Something went wrong' (decision 21's spelling).
 */
export function useDownloadReport() {
  const notify = useNotify();
  const [busy, setBusy] = useState<ReportName | null>(null);
  const download = useCallback(
    async (report: ReportName, params: Record<string, unknown> = {}) => {
      setBusy(report);
      notify(DOWNLOADING_MESSAGE, 'info');
      try {
        const { url } = await adminRequest<TReportLinkResponse>(
          'POST',
          `admin/reports/${report}/token`,
          { body: params },
        );
        followDownloadLink(url);
      } catch {
        notify(GENERIC_ERROR_MESSAGE, 'error');
      } finally {
        setBusy(null);
      }
    },
    [notify],
  );
  return { download, busy };
}

/**
 * A link with `download` saves its answer rather than opening it: the page stays, and a link that
 * no longer works fails in the browser's downloads rather than replacing the screen.
 */
function followDownloadLink(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
