import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { linkCurrency } from '../../lib/link-currency';
import type { NavLink } from './nav-links';
import { navButtonSx } from './nav-button-sx';
import { useDropdown } from './use-dropdown';

const loadNavMenuList = () => import('./nav-menu-list');
const NavMenuList = lazy(loadNavMenuList);

type NavMenuProps = { id: string; label: string; links: readonly NavLink[] };

/** A bar button that opens a dropdown of links (WHAT WE DO, PLANNERS). */
export function NavMenu({ id, label, links }: NavMenuProps) {
  const [pathname] = useLocation();
  const menuId = `${id}-menu`;
  const dropdown = useDropdown(`${id}-button`, menuId, loadNavMenuList);
  const holdsCurrentPage = links.some((link) => linkCurrency(pathname, link.path) !== null);

  return (
    <>
      <Button
        color="inherit"
        {...dropdown.buttonProps}
        className={holdsCurrentPage ? 'active' : undefined}
        sx={navButtonSx}
      >
        {label}
      </Button>
      {dropdown.mounted && (
        <Suspense fallback={null}>
          <NavMenuList
            id={menuId}
            labelledBy={dropdown.buttonProps.id}
            anchorEl={dropdown.anchorEl}
            onClose={dropdown.close}
            links={links}
          />
        </Suspense>
      )}
    </>
  );
}
