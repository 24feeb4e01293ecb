import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import { useState, type FormEvent } from 'react';
import { accountMessages, ZForgotPasswordFormSchema } from '../../../../shared/schemas/account';
import { useNotify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthViewFooter, AuthViewHeading, SwitchViewLink } from './auth-view-parts';
import { DialogEmailField } from './dialog-email-field';

type ForgotPasswordViewProps = { email: string; onEmailChange: (email: string) => void };

/**
 * Forgot password: one field. The answer is the same whether or not the address has an account,
 * so nobody can use this form to find out who is registered.
 */
export function ForgotPasswordView({ email, onEmailChange }: ForgotPasswordViewProps) {
  const notify = useNotify();
  const form = useSchemaForm(ZForgotPasswordFormSchema, { email });
  const request = useRequestPasswordReset();
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string } | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = form.validate();
    if ('problem' in checked) {
      notify(checked.problem.message, 'error');
      return;
    }
    request.mutate(checked.data, {
      onSuccess: () => setOutcome({ sent: true, message: accountMessages.resetLinkSent }),
      onError: (error) => {
        setOutcome({ sent: false, message: error.message });
        notify(error.message, 'error');
      },
    });
  };

  return (
    <>
      <AuthViewHeading
        title="Forgot your password?"
        intro="Enter the e-mail address of your account and we will send you a link to set a new password."
      />
      <DialogContent sx={{ pt: 0 }}>
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          aria-label="Reset your password"
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {outcome && (
            <Alert
              severity={outcome.sent ? 'success' : 'error'}
              role={outcome.sent ? 'status' : 'alert'}
            >
              {outcome.message}
            </Alert>
          )}
          <DialogEmailField
            id="forgot-email"
            binding={form.field('email')}
            onEmailChange={onEmailChange}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disableElevation
            fullWidth
            disabled={request.isPending}
          >
            {request.isPending ? 'Sending…' : 'Send reset link'}
          </Button>
        </Box>
        <AuthViewFooter>
          Remembered it? <SwitchViewLink to="sign-in">Back to sign in</SwitchViewLink>
        </AuthViewFooter>
      </DialogContent>
    </>
  );
}
