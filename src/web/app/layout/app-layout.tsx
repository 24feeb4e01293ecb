import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { AccountDialogHost } from './account-dialog-host';
import { NoticeSnackbar } from './notice-snackbar';
import { RouteEffects } from './route-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { mainContentId, SkipLink } from './skip-link';
import { TopBanner } from './top-banner';
import { TrustLine } from './trust-line';

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
      {/* Below lg, where the bar has no room for it under the name: at the very top. */}
      <TrustLine
        withName
        sx={{
          display: { xs: 'block', lg: 'none' },
          px: 2,
          py: 0.5,
          textAlign: 'center',
          bgcolor: '#e0f2f1',
        }}
      />
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
