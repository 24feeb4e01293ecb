import { markSignedOut } from './session';

/**
 * Ends the session on the server through Better Auth's client (loaded now, never on a first load),
 * then forgets it here.
 */
export async function signOut(): Promise<void> {
  const { authClient } = await import('./auth-client');
  const { error } = await authClient.signOut();
  if (error) throw new Error(error.message || 'Could not sign out. Please try again.');
  markSignedOut();
}
