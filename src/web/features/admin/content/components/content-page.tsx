import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../../../../shared/config/messages';
import { AdminShell } from '../../components/admin-shell';
import { RequireAdmin } from '../../components/require-admin';

type ContentPageProps = {
  title: string;
  /** One or two sentences under the heading: what the screen changes on the public site. */
  intro: ReactNode;
  /** Buttons beside the heading (Add Testimonial, Back). */
  actions?: ReactNode;
  children: ReactNode;
};

/** A content screen of the staff area: the guard, the frame, the heading and its intro. */
export function ContentPage({ title, intro, actions, children }: ContentPageProps) {
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
            {actions && <Box sx={{ display: 'flex', gap: 1.5 }}>{actions}</Box>}
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

/** While a screen's data loads, or when it could not be read. */
export function LoadState({ isError, what }: { isError: boolean; what: string }) {
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
