import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../../shared/config/paths';

export function MoneyMapBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      <Link component={RouterLink} to={paths.home.path} underline="hover" color="inherit">
        Home
      </Link>
      <Typography color="text.primary" aria-current="page">
        {paths.moneyMap.title}
      </Typography>
    </Breadcrumbs>
  );
}
