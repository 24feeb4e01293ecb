import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import { site } from '../../../../shared/config/site';
import { accountMessages, ZSignUpFormSchema } from '../../../../shared/schemas/account';
import { ConsentNote } from '../../../components/form/consent-note';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { hasErrorCode } from '../../../lib/api-client';
import { closeAuthDialog, showAuthDialogView } from '../../../lib/auth-dialog';
import { useNotify } from '../../../lib/notify';
import { signUpWithEmail } from '../api/sign-up-with-email';
import { weakPasswordProblem } from '../utils/password-weakness';
import { AuthViewFooter, AuthViewHeading, SwitchViewLink } from './auth-view-parts';
import { DialogEmailField } from './dialog-email-field';
import { NewPasswordFields } from './new-password-fields';

type SignUpViewProps = { email: string; onEmailChange: (email: string) => void };

/**
 * Sign Up with Arthashala: e-mail, password twice ('Passwords do not match', decision 7). A password
 * that is too easy to guess is refused on its field before the call (and by the server, with
 * WEAK_PASSWORD, on the same field). A taken address offers the way in (decision 28).
 */
export function SignUpView({ email, onEmailChange }: SignUpViewProps) {
  const notify = useNotify();
  const form = useForm({
    schema: ZSignUpFormSchema,
    initialValues: { email, password: '', confirmPassword: '' },
    check: (data) => weakPasswordProblem('password', data.password, [data.email]),
    submit: signUpWithEmail,
    onSuccess: () => {
      closeAuthDialog();
      notify(
        `Welcome to ${site.name}! We have sent you a link to confirm your e-mail address.`,
        'success',
      );
    },
    errorFields: { WEAK_PASSWORD: 'password' },
    onError: (error) => {
      if (!hasErrorCode(error, 'EMAIL_TAKEN')) return false;
      // The site's sentence, whatever the server's: never the library's raw text.
      form.setNotice({ severity: 'error', message: accountMessages.emailTaken, code: error.code });
      return true;
    },
  });

  return (
    <>
      <AuthViewHeading
        title={`Sign Up with ${site.name}`}
        intro="Easily create an account with us, it would not take more than couple of minutes."
      />
      <DialogContent sx={{ pt: 0 }}>
        <Box
          component="form"
          noValidate
          onSubmit={form.handleSubmit}
          aria-label="Create an account"
          aria-describedby="sign-up-consent-note"
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <FormAlert
            notice={form.notice}
            action={
              form.notice?.code === 'EMAIL_TAKEN' && (
                <>
                  <Button
                    size="small"
                    variant="outlined"
                    color="inherit"
                    onClick={() => showAuthDialogView('sign-in')}
                  >
                    Sign in
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    color="inherit"
                    onClick={() => showAuthDialogView('forgot')}
                  >
                    Reset your password
                  </Button>
                </>
              )
            }
          />
          <DialogEmailField
            id="sign-up-email"
            binding={form.field('email')}
            onEmailChange={onEmailChange}
          />
          <NewPasswordFields
            idPrefix="sign-up"
            label="Password"
            password={form.field('password')}
            confirmation={form.field('confirmPassword')}
            userInputs={[form.values.email]}
          />
          <SubmitButton busy={form.busy} busyLabel="Creating your account…" fullWidth>
            Register
          </SubmitButton>
          <ConsentNote id="sign-up-consent-note" purpose="sign-up" onLinkClick={closeAuthDialog} />
        </Box>
        <AuthViewFooter>
          <SwitchViewLink to="sign-in">Already have an account</SwitchViewLink>
        </AuthViewFooter>
      </DialogContent>
    </>
  );
}
