import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../shared/config/paths';

/** Home > Magazine > the page itself (not a link: it is where the reader is). */
export function MagazineBreadcrumbs({ current }: { current: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      <Link component={RouterLink} href={paths.home.path}>
        Home
      </Link>
      <Link component={RouterLink} href={paths.magazine.path}>
        {paths.magazine.title}
      </Link>
      <Typography aria-current="page" color="text.primary">
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
