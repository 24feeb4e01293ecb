import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';
import { accountMessages, ZAdminAuthenticateRequestSchema } from '../../../shared/schemas/account';
import { FormTextField } from '../../components/form-text-field';
import { ApiError } from '../../lib/api-client';
import { useNotify } from '../../lib/notify';
import { useSchemaForm } from '../../lib/use-schema-form';
import { readAdminToken } from './api/admin-token';
import { useAuthenticateAdmin } from './api/authenticate-admin';
import { BrandMark } from './components/brand-mark';

/** /admin: staff sign in with username and password (seed 001); success goes to /dashboard. */
export default function AdminLoginPage() {
  const [, navigate] = useLocation();
  const notify = useNotify();
  const form = useSchemaForm(ZAdminAuthenticateRequestSchema, { username: '', password: '' });
  const authenticate = useAuthenticateAdmin();
  const [failure, setFailure] = useState<string | null>(null);

  // Already signed in in this tab: the dashboard checks the token and sends back here if needed.
  useEffect(() => {
    if (readAdminToken()) navigate(paths.dashboard.path, { replace: true });
  }, [navigate]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = form.validate();
    if ('problem' in checked) {
      notify(checked.problem.message, 'error');
      return;
    }
    authenticate.mutate(checked.data, {
      onSuccess: () => navigate(paths.dashboard.path),
      onError: (error) => {
        // The seeds' message for refused credentials; other failures (too many tries, no
        // connection) keep their own sentence.
        const message =
          error instanceof ApiError && (error.status === 401 || error.status === 400)
            ? accountMessages.invalidCredential
            : error.message;
        setFailure(message);
        notify(message, 'error');
      },
    });
  };

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
          onSubmit={handleSubmit}
          aria-label="Admin sign-in"
          sx={{ display: 'grid', gap: 2.5 }}
        >
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormTextField
            id="admin-username"
            label="Username"
            autoComplete="username"
            autoFocus
            required
            {...form.field('username')}
          />
          <FormTextField
            id="admin-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disableElevation
            disabled={authenticate.isPending}
          >
            {authenticate.isPending ? 'Signing in…' : 'Login'}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
