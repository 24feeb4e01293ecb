import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useLocation } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { useNotify } from '../../lib/notify';
import { signOut } from '../../lib/sign-out';

type AccountMenuListProps = {
  id: string;
  labelledBy: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
};

const itemSx = {
  py: 1.25,
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.03em',
  textTransform: 'uppercase',
  '&:hover': { color: 'primary.main' },
} as const;

/** PROFILE goes to /profile; LOGOUT ends the session on the server and goes home (seed 000). */
export default function AccountMenuList({
  id,
  labelledBy,
  anchorEl,
  onClose,
}: AccountMenuListProps) {
  const [pathname, navigate] = useLocation();
  const notify = useNotify();

  const logout = async () => {
    onClose();
    try {
      await signOut();
      navigate(paths.home.path);
      notify('You are signed out', 'info');
    } catch (error) {
      notify((error as Error).message, 'error');
    }
  };

  return (
    <Menu
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { id, 'aria-labelledby': labelledBy },
        paper: { sx: { mt: 0.5, minWidth: 180, borderTop: '3px solid #ffc107' } },
      }}
    >
      <MenuItem
        component={RouterLink}
        to={paths.profile.path}
        onClick={onClose}
        selected={pathname === paths.profile.path}
        aria-current={pathname === paths.profile.path ? 'page' : undefined}
        sx={itemSx}
      >
        Profile
      </MenuItem>
      <MenuItem onClick={() => void logout()} sx={itemSx}>
        Logout
      </MenuItem>
    </Menu>
  );
}
