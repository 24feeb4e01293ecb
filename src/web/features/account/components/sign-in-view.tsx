import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import { useState, type FormEvent } from 'react';
import { site } from '../../../../shared/config/site';
import { ZSignInFormSchema } from '../../../../shared/schemas/account';
import { FormTextField } from '../../../components/form-text-field';
import { closeAuthDialog, showAuthDialogView } from '../../../lib/auth-dialog';
import { useNotify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSignInWithEmail } from '../api/sign-in-with-email';
import { socialErrorMessage } from '../utils/social-error';
import { AuthViewFooter, AuthViewHeading, SwitchViewLink } from './auth-view-parts';
import { SocialSignIn } from './social-sign-in';
import { DialogEmailField } from './dialog-email-field';

type SignInViewProps = {
  email: string;
  onEmailChange: (email: string) => void;
  /** Set when a Google or Facebook sign-in came back failed. */
  socialError?: string;
};

/** Sign In to Arthashala: the social buttons (when configured), then e-mail and password. */
export function SignInView({ email, onEmailChange, socialError }: SignInViewProps) {
  const notify = useNotify();
  const form = useSchemaForm(ZSignInFormSchema, { email, password: '' });
  const signIn = useSignInWithEmail();
  const [failure, setFailure] = useState<string | null>(() =>
    socialError ? socialErrorMessage(socialError) : null,
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = form.validate();
    if ('problem' in checked) {
      notify(checked.problem.message, 'error');
      return;
    }
    signIn.mutate(checked.data, {
      onSuccess: () => {
        closeAuthDialog();
        notify('You are signed in', 'success');
      },
      onError: (error) => {
        // The seeds' login failure: the error's own message, here the server's sentence.
        setFailure(error.message);
        notify(error.message, 'error');
      },
    });
  };

  return (
    <>
      <AuthViewHeading title={`Sign In to ${site.name}`} />
      <DialogContent sx={{ pt: 0 }}>
        <SocialSignIn />
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          aria-label="Sign in with email"
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {failure && <Alert severity="error">{failure}</Alert>}
          <DialogEmailField
            id="sign-in-email"
            binding={form.field('email')}
            onEmailChange={onEmailChange}
          />
          <Box>
            <FormTextField
              id="sign-in-password"
              label="Password"
              type="password"
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
          <Button
            type="submit"
            variant="contained"
            size="large"
            disableElevation
            fullWidth
            disabled={signIn.isPending}
          >
            {signIn.isPending ? 'Signing in…' : 'Login'}
          </Button>
        </Box>
        <AuthViewFooter>
          New to {site.name}? <SwitchViewLink to="sign-up">create an account</SwitchViewLink>
        </AuthViewFooter>
      </DialogContent>
    </>
  );
}
