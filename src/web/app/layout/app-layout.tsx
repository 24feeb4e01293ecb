import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { AccountDialogHost } from './account-dialog-host';
import { NoticeSnackbar } from './notice-snackbar';
import { RouteEffects } from './route-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { mainContentId, SkipLink } from './skip-link';
import { TopBanner } from './top-banner';

/**
 * The chrome around every page: skip link, banner, bar, the page itself, footer and snackbar, and
 * the sign-in dialog that the bar, the drawer and the account pages open.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        // On paper only the page itself: no banner, bar, footer or snackbar.
        '@media print': { '& > :not(main)': { display: 'none' } },
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
      <AccountDialogHost />
    </Box>
  );
}
