import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';
import { ZAdminAuthenticateRequestSchema } from '../../../shared/schemas/account';
import { FormAlert } from '../../components/form/form-alert';
import { FormPasswordField } from '../../components/form/form-password-field';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useForm } from '../../components/form/use-form';
import { readAdminToken } from './api/admin-token';
import { authenticateAdmin } from './api/authenticate-admin';
import { BrandMark } from './components/brand-mark';

/**
 * /admin: staff sign in with username and password (seed 001); success goes to /dashboard. A
 * refusal shows the server's sentence ('Invalid Credential', or wait after too many tries) above
 * the fields, and only there.
 */
export default function AdminLoginPage() {
  const [, navigate] = useLocation();
  const form = useForm({
    schema: ZAdminAuthenticateRequestSchema,
    initialValues: { username: '', password: '' },
    submit: authenticateAdmin,
    onSuccess: () => navigate(paths.dashboard.path),
  });

  // Already signed in in this tab: the dashboard checks the token and sends back here if needed.
  useEffect(() => {
    if (readAdminToken()) navigate(paths.dashboard.path, { replace: true });
  }, [navigate]);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 6,
        background: 'linear-gradient(160deg, #004d40 0%, #00695c 55%, #e0f2f1 55.1%, #fafafa 100%)',
      }}
    >
      <Paper
        sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4.5 }, borderRadius: 3 }}
        elevation={6}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 3 }}>
          <BrandMark size={40} />
          <Box>
            <Typography sx={{ fontWeight: 700, color: 'primary.dark', lineHeight: 1.2 }}>
              {site.name}
            </Typography>
            <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
              Staff area
            </Typography>
          </Box>
        </Box>
        <Typography component="h1" sx={{ fontSize: '1.75rem', fontWeight: 700, mb: 0.5 }}>
          Admin sign-in
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Sign in with your staff username and password.
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={form.handleSubmit}
          aria-label="Admin sign-in"
          sx={{ display: 'grid', gap: 2.5 }}
        >
          <FormAlert notice={form.notice} />
          <FormTextField
            id="admin-username"
            label="Username"
            autoComplete="username"
            autoFocus
            required
            {...form.field('username')}
          />
          <FormPasswordField
            id="admin-password"
            label="Password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <SubmitButton busy={form.busy} busyLabel="Signing in…">
            Login
          </SubmitButton>
        </Box>
      </Paper>
    </Box>
  );
}
