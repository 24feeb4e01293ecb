import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink, useLocation } from 'wouter';
import { ariaCurrentOf, linkCurrency } from '../../lib/link-currency';
import { AccountDrawerSection } from './account-drawer-section';
import { InvestNowButton } from './invest-now-button';
import { plannerLinks, topLevelLinks, whatWeDoLinks, type NavLink } from './nav-links';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';
import { TrustLine } from './trust-line';

type MobileNavDrawerProps = {
  id: string;
  open: boolean;
  /** Closes the drawer; `then` runs once it has gone (onExited). */
  onClose: (then?: () => void) => void;
  onExited: () => void;
};

/** The small-screen menu: the bar's links in groups, INVEST NOW and the social links. */
export default function MobileNavDrawer({ id, open, onClose, onExited }: MobileNavDrawerProps) {
  const close = () => onClose();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={close}
      slotProps={{
        transition: { onExited },
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Site menu',
          sx: { width: 'min(320px, 86vw)', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Box onClick={close}>
          <SiteLogo />
        </Box>
        <IconButton aria-label="Close menu" onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <TrustLine sx={{ px: 2, pb: 1.5, mt: -1 }} />
      <Divider />
      <Box component="nav" aria-label="Site" sx={{ flex: 1, overflowY: 'auto' }}>
        <DrawerLinkGroup heading="What We Do" links={whatWeDoLinks} onChoose={close} />
        <DrawerLinkGroup heading="Planners" links={plannerLinks} onChoose={close} />
        <Divider />
        <DrawerLinkGroup links={topLevelLinks} onChoose={close} />
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        <AccountDrawerSection onChoose={onClose} />
        <InvestNowButton fullWidth />
        <SocialLinks />
      </Box>
    </Drawer>
  );
}

type DrawerLinkGroupProps = {
  heading?: string;
  links: readonly NavLink[];
  onChoose: () => void;
};

function DrawerLinkGroup({ heading, links, onChoose }: DrawerLinkGroupProps) {
  const [pathname] = useLocation();
  const headingId = heading ? `drawer-${heading.toLowerCase().replace(/\W+/g, '-')}` : undefined;
  return (
    <List
      dense
      aria-labelledby={headingId}
      subheader={
        heading ? (
          <ListSubheader
            id={headingId}
            disableSticky
            sx={{
              color: 'primary.dark',
              fontWeight: 700,
              letterSpacing: '0.08em',
              lineHeight: 2.5,
            }}
          >
            {heading.toUpperCase()}
          </ListSubheader>
        ) : undefined
      }
    >
      {links.map((link) => (
        <li key={link.path}>
          <ListItemButton
            component={RouterLink}
            to={link.path}
            onClick={onChoose}
            selected={linkCurrency(pathname, link.path) !== null}
            aria-current={ariaCurrentOf(linkCurrency(pathname, link.path))}
            sx={{ pl: 3, py: 1, fontWeight: 700, fontSize: '0.95rem' }}
          >
            {link.label}
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
