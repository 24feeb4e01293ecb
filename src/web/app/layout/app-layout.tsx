import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { NoticeSnackbar } from './notice-snackbar';
import { RouteEffects } from './route-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { mainContentId, SkipLink } from './skip-link';
import { TopBanner } from './top-banner';

/** The chrome around every page: skip link, banner, bar, the page itself, footer and snackbar. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        // A clear focus ring for keyboard users everywhere in the chrome and pages.
        '& :focus-visible': { outline: '2px solid #00695c', outlineOffset: 2 },
      }}
    >
      <RouteEffects />
      <SkipLink />
      <TopBanner />
      <SiteHeader />
      <Box
        component="main"
        id={mainContentId}
        tabIndex={-1}
        sx={{ flex: 1, '&:focus, &:focus-visible': { outline: 'none' } }}
      >
        {children}
      </Box>
      <SiteFooter />
      <NoticeSnackbar />
    </Box>
  );
}
