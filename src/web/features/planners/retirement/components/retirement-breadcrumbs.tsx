import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../../shared/config/paths';

/** Home > Retirement Planner. */
export function RetirementBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }} data-print="hide">
      <Link component={RouterLink} to={paths.home.path} underline="hover" color="inherit">
        Home
      </Link>
      <Typography color="text.primary" aria-current="page">
        {paths.retirementPlanner.title}
      </Typography>
    </Breadcrumbs>
  );
}
