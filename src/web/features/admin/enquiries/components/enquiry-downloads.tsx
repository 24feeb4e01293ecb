import Box from '@mui/material/Box';
import type { ReportName } from '../../../../../shared/schemas/reports';
import { DownloadReportButton } from '../../reports/download-report-button';

/** Each kind's CSV, by its report's name (server: services/contact/enquiry-reports.ts). */
const enquiryReports: readonly { report: ReportName; label: string }[] = [
  { report: 'contact_enquiries', label: 'Contact form CSV' },
  { report: 'short_enquiries', label: 'Short contact form CSV' },
  { report: 'all_registrations', label: 'Event registrations CSV' },
];

/** One download per kind: every submission of that kind, whatever the list's filter. */
export function EnquiryDownloads() {
  return (
    <Box
      role="group"
      aria-label="Download as CSV"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}
    >
      {enquiryReports.map(({ report, label }) => (
        <DownloadReportButton key={report} report={report}>
          {label}
        </DownloadReportButton>
      ))}
    </Box>
  );
}
