import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import { site } from '../../../../shared/config/site';
import { useNotify } from '../../../lib/notify';
import { sidebarPlaces } from '../admin-nav';
import { useLogoutAdmin } from '../api/logout-admin';
import { BrandMark } from './brand-mark';

/**
 * The staff pages' frame: the sidebar (a column on wide screens, a bar on top on phones) and the
 * page. The sidebar's links are `sidebarPlaces` (admin-nav.ts), then Logout.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
        // On phones the sidebar is a bar on top, only as tall as its content.
        gridTemplateRows: { xs: 'auto 1fr', md: '1fr' },
        minHeight: '100vh',
      }}
    >
      <AdminSidebar />
      <Box sx={{ p: { xs: 2.5, sm: 4, md: 5 }, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

const itemSx = {
  borderRadius: 2,
  color: 'common.white',
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 40 },
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.1)' },
  '&.active': { bgcolor: 'rgba(255, 255, 255, 0.16)', boxShadow: 'inset 4px 0 0 #ffc107' },
} as const;

function AdminSidebar() {
  const [pathname, navigate] = useLocation();
  const notify = useNotify();
  const logout = useLogoutAdmin();

  const handleLogout = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        navigate(paths.admin.path, { replace: true });
        notify('You are signed out', 'info');
      },
    });

  return (
    <Box
      sx={{
        bgcolor: 'primary.dark',
        color: 'common.white',
        p: 2,
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        alignItems: { xs: 'center', md: 'stretch' },
        gap: { xs: 1, md: 3 },
        flexWrap: 'wrap',
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 1, py: { md: 1 }, mr: 'auto' }}
      >
        <BrandMark size={34} />
        <Box>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>{site.name}</Typography>
          <Typography sx={{ fontSize: '0.8rem', opacity: 0.85 }}>Staff area</Typography>
        </Box>
      </Box>
      <Box component="nav" aria-label="Admin">
        <List
          disablePadding
          sx={{
            display: 'flex',
            flexDirection: { xs: 'row', md: 'column' },
            flexWrap: { xs: 'wrap', md: 'nowrap' },
            gap: 0.5,
          }}
        >
          {sidebarPlaces.map(({ page, label }) => {
            const { path, title } = paths[page];
            const here = pathname === path;
            return (
              <li key={page}>
                <ListItemButton
                  component={RouterLink}
                  to={path}
                  className={here ? 'active' : undefined}
                  aria-current={here ? 'page' : undefined}
                  sx={itemSx}
                >
                  <ListItemText primary={label ?? title} />
                </ListItemButton>
              </li>
            );
          })}
          <li>
            <ListItemButton
              component="button"
              onClick={handleLogout}
              disabled={logout.isPending}
              sx={{ ...itemSx, width: '100%', font: 'inherit', border: 0, bgcolor: 'transparent' }}
            >
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary="Logout" />
            </ListItemButton>
          </li>
        </List>
      </Box>
    </Box>
  );
}
