import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useLocation } from 'wouter';
import { ariaCurrentOf, linkCurrency } from '../../lib/link-currency';
import type { NavLink } from './nav-links';
import { menuItemSx } from './nav-button-sx';

type NavMenuListProps = {
  id: string;
  labelledBy: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  links: readonly NavLink[];
};

/**
 * The dropdown itself. MUI's Menu gives what a menu needs: focus moves into it, arrow keys move
 * between items, Escape and an outside click close it and focus returns to its button.
 */
export default function NavMenuList({
  id,
  labelledBy,
  anchorEl,
  onClose,
  links,
}: NavMenuListProps) {
  const [pathname] = useLocation();
  return (
    <Menu
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{
        // The id goes on the element with role="menu", which the button's aria-controls names.
        list: { id, 'aria-labelledby': labelledBy },
        paper: { sx: { mt: 0.5, minWidth: 230, borderTop: '3px solid #ffc107' } },
      }}
    >
      {links.map((link) => (
        <MenuItem
          key={link.path}
          component={RouterLink}
          to={link.path}
          onClick={onClose}
          selected={linkCurrency(pathname, link.path) !== null}
          aria-current={ariaCurrentOf(linkCurrency(pathname, link.path))}
          sx={menuItemSx}
        >
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
