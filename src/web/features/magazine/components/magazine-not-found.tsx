import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { notFoundPage, pageTitle } from '../../../../shared/config/page-title';
import { paths } from '../../../../shared/config/paths';
import { PageHead } from '../../../components/page-head';

/**
 * What the magazine shows where the server has answered 404 (an unknown article, section or tag):
 * the not-found head (noindex), a heading, a sentence, and the way back to the magazine. It never
 * repeats the address's words, so nobody can put their own words in a page of the site's.
 */
export function MagazineNotFound({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <>
      <PageHead title={pageTitle(notFoundPage)} description={notFoundPage.description} noindex />
      <Typography component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.5rem' } }}>
        {heading}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.1rem' }} color="text.secondary">
        {children}
      </Typography>
      <Button component={RouterLink} href={paths.magazine.path} variant="contained" sx={{ mt: 3 }}>
        Go to the magazine
      </Button>
    </>
  );
}
