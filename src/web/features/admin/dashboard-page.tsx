import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdminShell } from './components/admin-shell';
import { RequireAdmin } from './components/require-admin';

/**
 * /dashboard: the staff home. The seeds' tiles (events, banner, blogs, testimonials, sessions) and
 * the report links arrive with the admin issue; for now it welcomes the admin.
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
          <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2.5, sm: 3.5 }, maxWidth: 640 }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
              Your session
            </Typography>
            <Box
              component="ul"
              sx={{ m: 0, mt: 1.5, pl: 2.5, color: 'text.secondary', display: 'grid', gap: 0.75 }}
            >
              <li>You are signed in for this browser tab only.</li>
              <li>Your session lasts one day from sign-in.</li>
              <li>Logout ends it on the server at once.</li>
            </Box>
          </Paper>
        </AdminShell>
      )}
    </RequireAdmin>
  );
}
