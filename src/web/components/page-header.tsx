import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paths } from '../../shared/config/paths';
import { Breadcrumbs } from './breadcrumbs';

type PageHeaderProps = {
  /** The page's name in the trail (its registry title, as the page head and JSON-LD name it). */
  crumb: string;
  /** The page's one h1. */
  title: string;
  /** A sentence or two under the heading. */
  lead?: ReactNode;
  /** What stands under the lead: a notice's version and date. */
  children?: ReactNode;
};

/** The top of a page one step below home: the trail Home > page, the page's heading and its lead. */
export function PageHeader({ crumb, title, lead, children }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ mb: { xs: 4, md: 5 } }}>
      <Breadcrumbs trail={[{ href: paths.home.path, label: 'Home' }]} current={crumb} quiet />
      <Typography
        component="h1"
        sx={{
          fontSize: { xs: '2rem', sm: '2.6rem', md: '3rem' },
          fontWeight: 700,
          lineHeight: 1.15,
          color: 'primary.dark',
          overflowWrap: 'break-word',
        }}
      >
        {title}
      </Typography>
      {lead && (
        <Typography
          sx={{ mt: 2, fontSize: { xs: '1.1rem', md: '1.25rem' }, color: 'text.secondary' }}
        >
          {lead}
        </Typography>
      )}
      {children}
    </Box>
  );
}
