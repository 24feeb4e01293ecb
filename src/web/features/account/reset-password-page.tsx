import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { accountMessages, ZResetPasswordFormSchema } from '../../../shared/schemas/account';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useNotify } from '../../lib/notify';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useResetPassword } from './api/reset-password';
import { NewPasswordFields } from './components/new-password-fields';

type Outcome = 'done' | 'link-invalid' | null;

/**
 * /reset-password?token=…, the page of the e-mailed link: a new password, typed twice. A spent or
 * expired link says so and offers a new one; success offers sign-in.
 */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'link-invalid');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 7 } }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, borderTop: '4px solid', borderTopColor: 'secondary.main' }}
      >
        <Typography
          component="h1"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.1rem' }, fontWeight: 700, color: 'primary.dark' }}
        >
          Set a new password
        </Typography>
        {outcome === 'done' && <ResetDone />}
        {outcome === 'link-invalid' && <LinkInvalid />}
        {outcome === null && (
          <ResetForm
            token={token}
            onDone={() => setOutcome('done')}
            onLinkInvalid={() => setOutcome('link-invalid')}
          />
        )}
      </Paper>
    </Container>
  );
}

type ResetFormProps = { token: string; onDone: () => void; onLinkInvalid: () => void };

function ResetForm({ token, onDone, onLinkInvalid }: ResetFormProps) {
  const notify = useNotify();
  const form = useSchemaForm(ZResetPasswordFormSchema, { newPassword: '', confirmPassword: '' });
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = form.validate();
    if ('problem' in checked) {
      notify(checked.problem.message, 'error');
      return;
    }
    reset.mutate(
      { token, newPassword: checked.data.newPassword },
      {
        onSuccess: () => {
          notify('Your password has been changed', 'success');
          onDone();
        },
        onError: (error) => {
          notify(error.message, 'error');
          if (error.message === accountMessages.resetLinkInvalid) onLinkInvalid();
          else setFailure(error.message);
        },
      },
    );
  };

  return (
    <>
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
        Choose a new password for your account. You will be signed out everywhere, and can then sign
        in with the new one.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-label="New password"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {failure && <Alert severity="error">{failure}</Alert>}
        <NewPasswordFields
          idPrefix="reset"
          label="New Password"
          password={form.field('newPassword')}
          confirmation={form.field('confirmPassword')}
          autoFocus
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disableElevation
          disabled={reset.isPending}
        >
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </Button>
      </Box>
    </>
  );
}

function ResetDone() {
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2.5, justifyItems: 'start' }}>
      <Alert severity="success" sx={{ width: '100%' }}>
        Your password has been changed. Sign in with your new password.
      </Alert>
      <Button
        variant="contained"
        size="large"
        disableElevation
        onClick={() => openAuthDialog('sign-in')}
      >
        Sign in
      </Button>
    </Box>
  );
}

function LinkInvalid() {
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2.5, justifyItems: 'start' }}>
      <Alert severity="warning" sx={{ width: '100%' }}>
        {accountMessages.resetLinkInvalid}
      </Alert>
      <Button
        variant="contained"
        size="large"
        disableElevation
        onClick={() => openAuthDialog('forgot')}
      >
        Ask for a new link
      </Button>
    </Box>
  );
}
