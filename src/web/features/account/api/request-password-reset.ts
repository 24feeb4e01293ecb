import type { TForgotPasswordForm } from '../../../../shared/schemas/account';
import { paths } from '../../../../shared/config/paths';
import { withAuthClient } from './with-auth-client';

/**
 * The forgot view. The server answers alike for any address (and mails only a registered one), so
 * the dialog can only ever say "if an account exists".
 */
export async function requestPasswordReset(form: TForgotPasswordForm): Promise<void> {
  await withAuthClient((client) =>
    client.requestPasswordReset({ email: form.email, redirectTo: paths.resetPassword.path }),
  );
}
