import Box from '@mui/material/Box';
import { paths } from '../../../../shared/config/paths';
import type { ReportName } from '../../../../shared/schemas/reports';
import { AdminPage } from '../components/admin-page';
import { DownloadReportButton } from './download-report-button';

/** The planners' reports, in the seeds' order (section 2), each named as its planner is. */
const PLANNER_REPORTS: readonly { report: ReportName; label: string }[] = [
  { report: 'moneymap', label: paths.moneyMap.title },
  { report: 'retirement_planner', label: paths.retirementPlanner.title },
  { report: 'financialHealth_result', label: paths.financialHealth.title },
  { report: 'riskProfile_result', label: paths.riskProfile.title },
];

/**
 * /dashboard/planner: every save of each planner as a CSV file, with the saver's e-mail address
 * and the time of the save (docs/admin.md lists the columns).
 */
export default function PlannerReportPage() {
  return (
    <AdminPage
      title="Download report for Planners"
      intro="Each file holds every saved result of the planner, with the user's e-mail address and when it was saved (India time). It opens in Excel or any spreadsheet."
    >
      <PlannerReports />
    </AdminPage>
  );
}

function PlannerReports() {
  return (
    <Box
      component="ul"
      aria-label="Planner reports"
      sx={{
        listStyle: 'none',
        p: 0,
        mt: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, max-content)' },
      }}
    >
      {PLANNER_REPORTS.map(({ report, label }) => (
        <li key={report}>
          <DownloadReportButton report={report}>{label}</DownloadReportButton>
        </li>
      ))}
    </Box>
  );
}
