import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import { useNotify } from '../../../lib/notify';
import { readAdminToken } from '../api/admin-token';
import { useAdminMe } from '../api/get-admin-me';
import { SessionRenewalDialog } from './session-renewal-dialog';

/**
 * The staff pages' guard: no token in this tab goes straight to /admin (without asking the
 * server); a token the server refuses at the page's first check (expired, revoked, not an
 * admin's) is dropped, and the admin signs in again at /admin. Once the page is shown, a session
 * that ends is renewed over it (SessionRenewalDialog), so nothing typed is lost.
 */
export function RequireAdmin({ children }: { children: (username: string) => ReactNode }) {
  if (!readAdminToken()) return <Redirect to={paths.admin.path} replace />;
  return <VerifiedAdmin>{children}</VerifiedAdmin>;
}

function VerifiedAdmin({ children }: { children: (username: string) => ReactNode }) {
  const me = useAdminMe();
  const [, navigate] = useLocation();
  const notify = useNotify();

  useEffect(() => {
    if (!me.isError) return;
    // Leave first: a notice belongs to the page it is raised on.
    navigate(paths.admin.path, { replace: true });
    notify('Please sign in again', 'info');
  }, [me.isError, navigate, notify]);

  if (me.data) {
    return (
      <>
        {children(me.data.username)}
        <SessionRenewalDialog username={me.data.username} />
      </>
    );
  }
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
        <CircularProgress size={22} aria-hidden="true" />
        Checking your session…
      </Box>
    </Box>
  );
}
