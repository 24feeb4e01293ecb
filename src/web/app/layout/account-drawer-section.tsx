import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { openAuthDialog } from '../../lib/auth-dialog';
import { accountLabel } from '../../lib/account-label';
import { useSession } from '../../lib/session';
import { useLogout } from '../../lib/sign-out';
import { loadAuthDialog } from './account-dialog-host';

/**
 * The drawer's account place (phones have no room for it in the bar): Login, or the greeting with
 * Profile and Logout. Choosing any of them closes the drawer first.
 */
export function AccountDrawerSection({ onChoose }: { onChoose: (then?: () => void) => void }) {
  const session = useSession();
  const logout = useLogout();

  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <Button
        variant="outlined"
        fullWidth
        // The dialog opens once the drawer has gone: one modal at a time. Opened while the drawer
        // slid away, the drawer's removal from MUI's modal manager could land between the dialog's
        // registration and its mount; the manager then marked the new dialog aria-hidden, and
        // assistive technology (and the tests) never saw it.
        onClick={() => {
          void loadAuthDialog();
          onChoose(() => openAuthDialog());
        }}
        onFocus={() => void loadAuthDialog()}
        aria-haspopup="dialog"
        sx={{ borderWidth: 2, '&:hover': { borderWidth: 2 } }}
      >
        Login
      </Button>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>
        {accountLabel(session.user)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <Button
          component={RouterLink}
          to={paths.profile.path}
          onClick={() => onChoose()}
          variant="outlined"
          startIcon={<PersonIcon />}
        >
          Profile
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            onChoose();
            void logout();
          }}
          startIcon={<LogoutIcon />}
        >
          Logout
        </Button>
      </Box>
    </Box>
  );
}
