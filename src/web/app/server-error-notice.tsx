import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { errorPage } from '../../shared/config/page-title';
import { paths } from '../../shared/config/paths';
import { site } from '../../shared/config/site';
import { Router } from 'wouter';
import { Document } from './document';
import { AppProvider, type AppContext } from './provider';

/**
 * The whole document the server sends when a page failed to render (status 500): the site's
 * name, a plain sentence and links that work without the browser's code, which is not sent.
 */
export function ServerErrorNotice({ context, title }: { context: AppContext; title: string }) {
  return (
    <Router ssrPath={paths.home.path}>
      <AppProvider context={context}>
        <Document>
          <title>{title}</title>
          <meta name="description" content={errorPage.description} />
          <meta name="robots" content="noindex" />
          <Box component="main" sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 6, sm: 10 } }}>
            <Link
              href={paths.home.path}
              underline="hover"
              sx={{ fontWeight: 700, fontSize: '1.25rem' }}
            >
              {site.name}
            </Link>
            <Typography component="h1" variant="h5" sx={{ mt: 4, mb: 2 }}>
              {errorPage.title}
            </Typography>
            <Typography sx={{ mb: 3 }}>
              This page could not be shown just now. Please try again in a moment, or write to us at{' '}
              <Link href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Link>.
            </Typography>
            <Link href="">Try again</Link>
          </Box>
        </Document>
      </AppProvider>
    </Router>
  );
}
