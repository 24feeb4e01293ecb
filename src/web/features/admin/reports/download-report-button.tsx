import type { ReportName } from '../../../../shared/schemas/reports';
import { SubmitButton } from '../../../components/form/submit-button';
import { DOWNLOADING_MESSAGE, useDownloadReport } from './use-download-report';

type DownloadReportButtonProps = {
  report: ReportName;
  /** The report's options, as its minting call takes them (an event's id, say). */
  params?: Record<string, unknown>;
  children: string;
};

/** One report's download button: 'Downloading' with a spinner until the file starts to save. */
export function DownloadReportButton({ report, params, children }: DownloadReportButtonProps) {
  const { download, busy } = useDownloadReport();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void download(report, params);
      }}
    >
      <SubmitButton busy={busy === report} busyLabel={DOWNLOADING_MESSAGE}>
        {children}
      </SubmitButton>
    </form>
  );
}
