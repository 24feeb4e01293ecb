import type { TSignInForm } from '../../../../shared/schemas/account';
import { refreshSession } from '../../../lib/session';
import { withAuthClient } from './with-auth-client';

/** The sign-in view: e-mail and password; the header learns of the new session at once. */
export async function signInWithEmail(form: TSignInForm): Promise<void> {
  await withAuthClient((client) =>
    client.signIn.email({ email: form.email, password: form.password }),
  );
  await refreshSession();
}
