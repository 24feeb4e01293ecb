import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import { site } from '../../../../shared/config/site';
import { ZSignInFormSchema } from '../../../../shared/schemas/account';
import { FormAlert } from '../../../components/form/form-alert';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { closeAuthDialog, showAuthDialogView } from '../../../lib/auth-dialog';
import { useNotify } from '../../../lib/notify';
import { signInWithEmail } from '../api/sign-in-with-email';
import { socialErrorMessage } from '../utils/social-error';
import { AuthViewFooter, AuthViewHeading, SwitchViewLink } from './auth-view-parts';
import { DialogEmailField } from './dialog-email-field';
import { SocialSignIn } from './social-sign-in';

type SignInViewProps = {
  email: string;
  onEmailChange: (email: string) => void;
  /** Set when a Google or Facebook sign-in came back failed. */
  socialError?: string;
};

/**
 * Sign In to Arthashala: the social buttons (when configured), then e-mail and password. A refused
 * sign-in (the server's sentence: wrong password, too many tries) shows above the fields; the
 * toast is only for the success, which closes the dialog.
 */
export function SignInView({ email, onEmailChange, socialError }: SignInViewProps) {
  const notify = useNotify();
  const form = useForm({
    schema: ZSignInFormSchema,
    initialValues: { email, password: '' },
    initialNotice: socialError
      ? { severity: 'error', message: socialErrorMessage(socialError) }
      : null,
    submit: signInWithEmail,
    onSuccess: () => {
      closeAuthDialog();
      notify('You are signed in', 'success');
    },
  });

  return (
    <>
      <AuthViewHeading title={`Sign In to ${site.name}`} />
      <DialogContent sx={{ pt: 0 }}>
        <SocialSignIn onError={(message) => form.setNotice({ severity: 'error', message })} />
        <Box
          component="form"
          noValidate
          onSubmit={form.handleSubmit}
          aria-label="Sign in with email"
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <FormAlert notice={form.notice} />
          <DialogEmailField
            id="sign-in-email"
            binding={form.field('email')}
            onEmailChange={onEmailChange}
          />
          <Box>
            <FormPasswordField
              id="sign-in-password"
              label="Password"
              autoComplete="current-password"
              {...form.field('password')}
            />
            <Box sx={{ textAlign: 'right', mt: 0.75 }}>
              <Link
                component="button"
                type="button"
                onClick={() => showAuthDialogView('forgot')}
                sx={{ fontSize: '0.9rem', fontWeight: 700 }}
              >
                Forgot password?
              </Link>
            </Box>
          </Box>
          <SubmitButton busy={form.busy} busyLabel="Signing in…" fullWidth>
            Login
          </SubmitButton>
        </Box>
        <AuthViewFooter>
          New to {site.name}? <SwitchViewLink to="sign-up">create an account</SwitchViewLink>
        </AuthViewFooter>
      </DialogContent>
    </>
  );
}
