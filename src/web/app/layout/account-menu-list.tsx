import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useLocation } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { useLogout } from '../../lib/sign-out';
import { menuItemSx } from './nav-button-sx';

type AccountMenuListProps = {
  id: string;
  labelledBy: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
};

/** PROFILE goes to /profile; LOGOUT ends the session on the server and goes home (seed 000). */
export default function AccountMenuList({
  id,
  labelledBy,
  anchorEl,
  onClose,
}: AccountMenuListProps) {
  const [pathname] = useLocation();
  const logout = useLogout();

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
        sx={menuItemSx}
      >
        Profile
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
        sx={menuItemSx}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}
