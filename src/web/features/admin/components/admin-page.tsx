import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AdminShell } from './admin-shell';
import { RequireAdmin } from './require-admin';

type AdminPageProps = {
  title: string;
  /** A sentence or two under the heading: what the screen is for, what it changes. */
  intro?: ReactNode;
  /** Buttons beside the heading (Add, Back). */
  actions?: ReactNode;
  /** The screen, given the signed-in admin's username. */
  children: ReactNode | ((username: string) => ReactNode);
};

/**
 * Every staff screen: the admin guard, the frame with the sidebar, the one h1 with its intro and
 * its buttons, then the screen itself.
 */
export function AdminPage({ title, intro, actions, children }: AdminPageProps) {
  return (
    <RequireAdmin>
      {(username) => (
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
            {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>}
          </Box>
          {intro && (
            <Typography sx={{ mt: 1, color: 'text.secondary', maxWidth: '70ch' }}>
              {intro}
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>{typeof children === 'function' ? children(username) : children}</Box>
        </AdminShell>
      )}
    </RequireAdmin>
  );
}
