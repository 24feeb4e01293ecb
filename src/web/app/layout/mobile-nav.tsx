import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';

// The drawer (Modal, List, social links) is only needed once someone opens it.
const loadMobileNavDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(loadMobileNavDrawer);

const drawerId = 'mobile-nav-drawer';

/** Below md: a hamburger that opens the left drawer with every link of the bar. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <Box component="nav" aria-label="Main" sx={{ display: { xs: 'flex', md: 'none' }, ml: -1 }}>
      <IconButton
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadMobileNavDrawer()}
        onFocus={() => void loadMobileNavDrawer()}
        sx={{ color: 'primary.dark' }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer id={drawerId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
