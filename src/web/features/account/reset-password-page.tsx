import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { accountMessages, ZResetPasswordFormSchema } from '../../../shared/schemas/account';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { useForm } from '../../components/form/use-form';
import { hasErrorCode } from '../../lib/api-client';
import { openAuthDialog } from '../../lib/auth-dialog';
import { resetPassword } from './api/reset-password';
import { NewPasswordFields } from './components/new-password-fields';
import { weakPasswordProblem } from './utils/password-weakness';
import { resetLinkState, type ResetOutcome as Outcome } from './utils/reset-link';

/**
 * /reset-password: a new password, typed twice. A spent or expired link says so and offers a new
 * one; success offers sign-in.
 */
export default function ResetPasswordPage() {
  const search = useSearch();
  const [{ token, outcome: opening }] = useState(() => resetLinkState(search));
  const [outcome, setOutcome] = useState<Outcome>(opening);

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
  const form = useForm({
    schema: ZResetPasswordFormSchema,
    initialValues: { newPassword: '', confirmPassword: '' },
    check: (data) => weakPasswordProblem('newPassword', data.newPassword, []),
    submit: (data) => resetPassword({ token, newPassword: data.newPassword }),
    onSuccess: onDone,
    errorFields: { WEAK_PASSWORD: 'newPassword' },
    // Spent since the page opened (used in another tab, say): the page says so instead.
    onError: (error) => {
      if (!hasErrorCode(error, 'INVALID_TOKEN')) return false;
      onLinkInvalid();
      return true;
    },
  });

  return (
    <>
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
        Choose a new password for your account. You will be signed out everywhere, and can then sign
        in with the new one.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="New password"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <FormAlert notice={form.notice} />
        <NewPasswordFields
          idPrefix="reset"
          label="New Password"
          password={form.field('newPassword')}
          confirmation={form.field('confirmPassword')}
          userInputs={[]}
          autoFocus
        />
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Set new password
        </SubmitButton>
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
