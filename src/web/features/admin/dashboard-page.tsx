import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { dashboardTiles } from './admin-nav';
import { AdminShell } from './components/admin-shell';
import { RequireAdmin } from './components/require-admin';

/**
 * /dashboard (seed 001 section 2): the welcome and the tiles, the seeds' five (Event Management,
 * Banner Announcement, Manage Blogs, Testimonials, Sessions) and then the screens beyond them,
 * from `dashboardTiles`.
 */
export default function DashboardPage() {
  return (
    <RequireAdmin>
      {(username) => (
        <AdminShell>
          <Typography
            component="h1"
            sx={{
              fontSize: { xs: '1.8rem', sm: '2.2rem' },
              fontWeight: 700,
              color: 'primary.dark',
            }}
          >
            Welcome, {username}
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>
            Your session lasts one day from sign-in, in this browser tab only.
          </Typography>
          <Box
            component="ul"
            aria-label="Staff tasks"
            sx={{
              listStyle: 'none',
              p: 0,
              mt: 3,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            {dashboardTiles.map(({ page, label, blurb }) => (
              <li key={page}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={paths[page].path}
                    sx={{ p: 2.5, height: '100%' }}
                  >
                    <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                      {label ?? paths[page].title}
                    </Typography>
                    <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{blurb}</Typography>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        </AdminShell>
      )}
    </RequireAdmin>
  );
}
