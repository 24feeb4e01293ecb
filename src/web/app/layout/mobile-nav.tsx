import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useRef, useState } from 'react';

// The drawer (Modal, List, social links) is only needed once someone opens it.
const loadMobileNavDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(loadMobileNavDrawer);

const drawerId = 'mobile-nav-drawer';

/** Below md: a hamburger that opens the left drawer with every link of the bar. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // What a choice in the drawer asked to do once the drawer has gone (see onChoose).
  const afterClose = useRef<(() => void) | null>(null);

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
          <MobileNavDrawer
            id={drawerId}
            open={open}
            onClose={(then) => {
              afterClose.current = then ?? null;
              setOpen(false);
            }}
            onExited={() => {
              const then = afterClose.current;
              afterClose.current = null;
              then?.();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
