import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useSession } from '../../lib/session';
import { loadAuthDialog } from './account-dialog-host';

// Signed in only: most first visits never need the menu's code.
const AccountMenu = lazy(() => import('./account-menu'));

/**
 * The bar's account place: a Login button, or the account menu once signed in; nothing while the
 * session is being read, so a signed-in user never sees Login flash. From sm up; on phones the
 * drawer carries it.
 */
export function AccountSlot() {
  const session = useSession();
  return (
    <Box data-slot="account" sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}>
      {session.status === 'signed-out' && (
        <Button
          variant="outlined"
          onClick={() => openAuthDialog()}
          // Fetch the dialog's code as soon as the button is approached.
          onPointerEnter={() => void loadAuthDialog()}
          onFocus={() => void loadAuthDialog()}
          aria-haspopup="dialog"
          sx={{ whiteSpace: 'nowrap', borderWidth: 2, '&:hover': { borderWidth: 2 } }}
        >
          Login
        </Button>
      )}
      {session.status === 'signed-in' && (
        <Suspense fallback={null}>
          <AccountMenu user={session.user} />
        </Suspense>
      )}
    </Box>
  );
}
