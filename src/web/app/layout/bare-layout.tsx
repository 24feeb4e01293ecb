import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { NoticeSnackbar } from './notice-snackbar';
import { RouteEffects } from './route-effects';
import { mainContentId, SkipLink } from './skip-link';

/**
 * The staff pages' frame: no public bar, banner or footer (their Login and links mean nothing to
 * an admin), but the same titles, skip link, focus ring and snackbar as every page.
 */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
      }}
    >
      <RouteEffects />
      <SkipLink />
      <Box
        component="main"
        id={mainContentId}
        tabIndex={-1}
        sx={{ minHeight: '100vh', '&:focus, &:focus-visible': { outline: 'none' } }}
      >
        {children}
      </Box>
      <NoticeSnackbar />
    </Box>
  );
}
