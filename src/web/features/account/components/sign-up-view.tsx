import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import { useState, type FormEvent } from 'react';
import { site } from '../../../../shared/config/site';
import { ZSignUpFormSchema } from '../../../../shared/schemas/account';
import { closeAuthDialog } from '../../../lib/auth-dialog';
import { useNotify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSignUpWithEmail } from '../api/sign-up-with-email';
import { AuthViewFooter, AuthViewHeading, SwitchViewLink } from './auth-view-parts';
import { DialogEmailField } from './dialog-email-field';
import { NewPasswordFields } from './new-password-fields';

type SignUpViewProps = { email: string; onEmailChange: (email: string) => void };

/** Sign Up with Arthashala: e-mail, password twice ('Passwords do not match', decision 7). */
export function SignUpView({ email, onEmailChange }: SignUpViewProps) {
  const notify = useNotify();
  const form = useSchemaForm(ZSignUpFormSchema, { email, password: '', confirmPassword: '' });
  const signUp = useSignUpWithEmail();
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = form.validate();
    if ('problem' in checked) {
      notify(checked.problem.message, 'error');
      return;
    }
    signUp.mutate(checked.data, {
      onSuccess: () => {
        closeAuthDialog();
        notify(
          `Welcome to ${site.name}! We have sent you a link to confirm your e-mail address.`,
          'success',
        );
      },
      onError: (error) => {
        setFailure(error.message);
        notify(error.message, 'error');
      },
    });
  };

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
          onSubmit={handleSubmit}
          aria-label="Create an account"
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {failure && <Alert severity="error">{failure}</Alert>}
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
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disableElevation
            fullWidth
            disabled={signUp.isPending}
          >
            {signUp.isPending ? 'Creating your account…' : 'Register'}
          </Button>
        </Box>
        <AuthViewFooter>
          <SwitchViewLink to="sign-in">Already have an account</SwitchViewLink>
        </AuthViewFooter>
      </DialogContent>
    </>
  );
}
