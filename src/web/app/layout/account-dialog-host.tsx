import { lazy, Suspense, useState } from 'react';
import { useAuthDialog } from '../../lib/auth-dialog';
import { socialSignInFailure } from '../../lib/social-sign-in-return';
import { useHydrated } from '../client-only';

// The dialog, its forms, the shared schemas and Better Auth's client load on first use only.
export const loadAuthDialog = () => import('../../features/account/components/auth-dialog');
const AuthDialog = lazy(loadAuthDialog);

/**
 * Mounts the sign-in dialog once something asks for it (openAuthDialog) and keeps it mounted. A
 * page reached back from a failed Google or Facebook sign-in needs it at once: it says what failed.
 */
export function AccountDialogHost() {
  const { open } = useAuthDialog();
  const [wanted, setWanted] = useState(false);
  // Only once hydrated: the server's HTML, the same for everyone, has no dialog.
  const hydrated = useHydrated();
  const backFromFailure = hydrated && socialSignInFailure(window.location.search) !== null;
  if ((open || backFromFailure) && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
