import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import { accountMessages, ZForgotPasswordFormSchema } from '../../../../shared/schemas/account';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthViewFooter, AuthViewHeading, SwitchViewLink } from './auth-view-parts';
import { DialogEmailField } from './dialog-email-field';

type ForgotPasswordViewProps = { email: string; onEmailChange: (email: string) => void };

/**
 * Forgot password: one field. The answer is the same whether or not the address has an account,
 * so nobody can use this form to find out who is registered.
 */
export function ForgotPasswordView({ email, onEmailChange }: ForgotPasswordViewProps) {
  const form = useForm({
    schema: ZForgotPasswordFormSchema,
    initialValues: { email },
    submit: requestPasswordReset,
    onSuccess: () =>
      form.setNotice({ severity: 'success', message: accountMessages.resetLinkSent }),
    errorFields: { VALIDATION: 'email' },
  });

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
          onSubmit={form.handleSubmit}
          aria-label="Reset your password"
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <FormAlert notice={form.notice} />
          <DialogEmailField
            id="forgot-email"
            binding={form.field('email')}
            onEmailChange={onEmailChange}
          />
          <SubmitButton busy={form.busy} busyLabel="Sending…" fullWidth>
            Send reset link
          </SubmitButton>
        </Box>
        <AuthViewFooter>
          Remembered it? <SwitchViewLink to="sign-in">Back to sign in</SwitchViewLink>
        </AuthViewFooter>
      </DialogContent>
    </>
  );
}
