import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { accountLabel } from '../../lib/account-label';
import type { SessionUser } from '../../lib/session';
import { navButtonSx } from './nav-button-sx';
import { useDropdown } from './use-dropdown';

const loadAccountMenuList = () => import('./account-menu-list');
const AccountMenuList = lazy(loadAccountMenuList);

const buttonId = 'account-menu-button';
const menuId = 'account-menu';

/** Signed in: 'Hi, Asha' (or 'Account'), opening PROFILE and LOGOUT. */
export default function AccountMenu({ user }: { user: SessionUser }) {
  const dropdown = useDropdown(buttonId, menuId, loadAccountMenuList);

  return (
    <>
      <Button
        {...dropdown.buttonProps}
        sx={{
          ...navButtonSx,
          color: 'primary.dark',
          textTransform: 'none',
          fontSize: '0.95rem',
          // A long name gives way to an ellipsis; the bar is tightest from md to lg.
          maxWidth: { xs: 240, md: 100, lg: 220 },
          minWidth: 0,
          '& .label': { overflow: 'hidden', textOverflow: 'ellipsis' },
        }}
      >
        <span className="label">{accountLabel(user)}</span>
      </Button>
      {dropdown.mounted && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            labelledBy={buttonId}
            anchorEl={dropdown.anchorEl}
            onClose={dropdown.close}
          />
        </Suspense>
      )}
    </>
  );
}
