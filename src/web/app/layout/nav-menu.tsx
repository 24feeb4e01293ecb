import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { NavLink } from './nav-links';
import { navButtonSx } from './nav-button-sx';

// MUI's Menu brings Popover, Modal and focus handling: loaded on first use, warmed on hover/focus.
const loadNavMenuList = () => import('./nav-menu-list');
const NavMenuList = lazy(loadNavMenuList);

type NavMenuProps = { id: string; label: string; links: readonly NavLink[] };

/** A bar button that opens a dropdown of links (WHAT WE DO, PLANNERS). */
export function NavMenu({ id, label, links }: NavMenuProps) {
  const [pathname] = useLocation();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const open = anchorEl !== null;
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const holdsCurrentPage = links.some((link) => link.path === pathname);

  const toggle = (event: MouseEvent<HTMLElement>) => {
    setWanted(true);
    setAnchorEl(open ? null : event.currentTarget);
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
        onPointerEnter={() => void loadNavMenuList()}
        onFocus={() => void loadNavMenuList()}
        endIcon={
          <KeyboardArrowDownIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        className={holdsCurrentPage ? 'active' : undefined}
        sx={navButtonSx}
      >
        {label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <NavMenuList
            id={menuId}
            labelledBy={buttonId}
            anchorEl={anchorEl}
            onClose={() => setAnchorEl(null)}
            links={links}
          />
        </Suspense>
      )}
    </>
  );
}
