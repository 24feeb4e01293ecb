import type { TSignUpForm } from '../../../../shared/schemas/account';
import { refreshSession } from '../../../lib/session';
import { emailConfirmedCallbackUrl } from '../utils/email-confirmation';
import { withAuthClient } from './with-auth-client';

/**
 * The sign-up view: the account works at once (and is signed in); the confirmation link the server
 * mails leads back to /profile, which thanks the user.
 */
export async function signUpWithEmail(form: TSignUpForm): Promise<void> {
  await withAuthClient((client) =>
    client.signUp.email({
      email: form.email,
      password: form.password,
      // The dialog asks no name (seed 000); /profile sets it. The server needs none.
      name: '',
      callbackURL: emailConfirmedCallbackUrl,
    }),
  );
  await refreshSession();
}
