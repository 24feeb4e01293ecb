import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../../shared/config/paths';
import { GENERIC_ERROR_MESSAGE } from '../../../../../shared/config/messages';
import { AdminShell } from '../../components/admin-shell';
import { RequireAdmin } from '../../components/require-admin';

type MagazineAdminPageProps = {
  title: string;
  /** What the screen changes on the public magazine, in a sentence or two. */
  intro: ReactNode;
  /** Whether the screen has a way back to the Manage Blogs hub (the hub itself has none). */
  back?: boolean;
  children: ReactNode;
};

/** A magazine screen of the staff area: the guard, the frame, the heading and its intro. */
export function MagazineAdminPage({ title, intro, back = true, children }: MagazineAdminPageProps) {
  return (
    <RequireAdmin>
      {() => (
        <AdminShell>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <Typography
              component="h1"
              sx={{
                fontSize: { xs: '1.6rem', sm: '2rem' },
                fontWeight: 700,
                color: 'primary.dark',
              }}
            >
              {title}
            </Typography>
            {back && (
              <Button component={RouterLink} to={paths.adminManageBlog.path} variant="outlined">
                Back to Manage Blogs
              </Button>
            )}
          </Box>
          <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary', maxWidth: '70ch' }}>
            {intro}
          </Typography>
          {children}
        </AdminShell>
      )}
    </RequireAdmin>
  );
}

/** While a list loads, or when it could not be read (seed: 'Something went wrong'). */
export function ListLoadState({ isError, what }: { isError: boolean; what: string }) {
  if (isError) return <Alert severity="error">{GENERIC_ERROR_MESSAGE}</Alert>;
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}
    >
      <CircularProgress size={20} aria-hidden="true" />
      Loading {what}…
    </Box>
  );
}
