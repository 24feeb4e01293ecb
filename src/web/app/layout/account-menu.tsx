import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { accountLabel } from '../../lib/account-label';
import type { SessionUser } from '../../lib/session';
import { navButtonSx } from './nav-button-sx';

// MUI's Menu (Popover, Modal) loads on first use, warmed on hover or focus, like the nav menus.
const loadAccountMenuList = () => import('./account-menu-list');
const AccountMenuList = lazy(loadAccountMenuList);

const buttonId = 'account-menu-button';
const menuId = 'account-menu';

/** Signed in: 'Hi, Asha' (or 'Account'), opening PROFILE and LOGOUT. */
export default function AccountMenu({ user }: { user: SessionUser }) {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const open = anchorEl !== null;

  const toggle = (event: MouseEvent<HTMLElement>) => {
    setWanted(true);
    setAnchorEl(open ? null : event.currentTarget);
  };

  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
        onPointerEnter={() => void loadAccountMenuList()}
        onFocus={() => void loadAccountMenuList()}
        endIcon={
          <KeyboardArrowDownIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
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
      {wanted && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            labelledBy={buttonId}
            anchorEl={anchorEl}
            onClose={() => setAnchorEl(null)}
          />
        </Suspense>
      )}
    </>
  );
}
