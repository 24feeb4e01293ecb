import {
  accountMessages,
  DELETE_CONFIRMATION_WORD,
  type TDeleteAccountRequest,
} from '../../../shared/schemas/account';
import type { Auth } from '../../auth/auth';
import { hasAdminRole } from '../../auth/roles';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../errors';
import { erasePersonalData } from '../personal-data/registry';
import type { Caller } from './auth-response';
import { assertSignInBudget } from './sign-in-budget';

type SignedIn = { id: string; email: string; role?: string | null };

/**
 * "Delete my account": confirmed by the password (or, for an account without one, by typing
 * DELETE), then every entry of the personal-data registry is erased in one transaction. The
 * password check draws on the sign-in budget (per account and per client, like a sign-in).
 * Returns the Set-Cookie header that clears the session cookie.
 */
export async function deleteAccount(
  { db, auth }: { db: Db; auth: Auth },
  { user, caller }: { user: SignedIn; caller: Pick<Caller, 'ip'> },
  input: TDeleteAccountRequest,
): Promise<{ clearCookie: string }> {
  if (hasAdminRole(user.role)) {
    throw forbidden('An admin account is removed by another admin, not from the profile page');
  }
  const ctx = await auth.$context;
  const credential = await ctx.internalAdapter.findCredentialAccount(user.id);
  if (credential?.password) {
    if (!input.password) throw badRequest(accountMessages.deleteConfirmationRequired);
    await assertSignInBudget(db, { identifier: user.email, ip: caller.ip });
    const matches = await ctx.password.verify({
      hash: credential.password,
      password: input.password,
    });
    if (!matches) throw badRequest(accountMessages.currentPasswordWrong, 'WRONG_PASSWORD');
  } else if (input.confirm?.trim() !== DELETE_CONFIRMATION_WORD) {
    throw badRequest(
      input.confirm
        ? accountMessages.deleteConfirmationWrong
        : accountMessages.deleteConfirmationRequired,
    );
  }

  await erasePersonalData(db, { userId: user.id, email: user.email });

  const cookie = ctx.authCookies.sessionToken;
  const attributes = [
    `${cookie.name}=`,
    'Max-Age=0',
    `Path=${cookie.attributes.path ?? '/'}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(cookie.attributes.secure ? ['Secure'] : []),
  ];
  return { clearCookie: attributes.join('; ') };
}
