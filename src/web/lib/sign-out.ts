import { useLocation } from 'wouter';
import { paths } from '../../shared/config/paths';
import { useNotify } from './notify';
import { markSignedOut } from './session';

/**
 * Ends the session on the server through Better Auth's client (loaded now, never on a first load),
 * then forgets it here.
 */
async function signOut(): Promise<void> {
  const { authClient } = await import('./auth-client');
  const { error } = await authClient.signOut();
  if (error) throw new Error(error.message || 'Could not sign out. Please try again.');
  markSignedOut();
}

/**
 * LOGOUT as the header's menu and the drawer offer it (seed 000): end the session, go home and
 * say so; a failure is reported and leaves the visitor where they are.
 */
export function useLogout(): () => Promise<void> {
  const [, navigate] = useLocation();
  const notify = useNotify();
  return async () => {
    try {
      await signOut();
      navigate(paths.home.path);
      notify('You are signed out', 'info');
    } catch (error) {
      notify((error as Error).message, 'error');
    }
  };
}
