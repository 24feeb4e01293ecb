import type { FastifyInstance } from 'fastify';
import {
  accountMessages,
  DELETE_CONFIRMATION_WORD,
  type TDeleteAccountRequest,
} from '../../../shared/schemas/account';
import { hasAdminRole } from '../../auth/roles';
import { badRequest, forbidden } from '../../errors';
import { erasePersonalData } from '../personal-data/registry';

type SignedIn = { id: string; email: string; role?: string | null };

/**
 * "Delete my account": confirmed by the password (or, for an account without one, by typing
 * DELETE), then every entry of the personal-data registry is erased in one transaction. Returns the
 * Set-Cookie header that clears the session cookie.
 */
export async function deleteAccount(
  app: FastifyInstance,
  user: SignedIn,
  input: TDeleteAccountRequest,
): Promise<{ clearCookie: string }> {
  if (hasAdminRole(user.role)) {
    throw forbidden('An admin account is removed by another admin, not from the profile page');
  }
  const ctx = await app.auth.$context;
  const credential = await ctx.internalAdapter.findCredentialAccount(user.id);
  if (credential?.password) {
    if (!input.password) throw badRequest(accountMessages.deleteConfirmationRequired);
    const matches = await ctx.password.verify({
      hash: credential.password,
      password: input.password,
    });
    if (!matches) throw badRequest(accountMessages.currentPasswordWrong);
  } else if (input.confirm?.trim() !== DELETE_CONFIRMATION_WORD) {
    throw badRequest(
      input.confirm
        ? accountMessages.deleteConfirmationWrong
        : accountMessages.deleteConfirmationRequired,
    );
  }

  await erasePersonalData(app.db, { userId: user.id, email: user.email });

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
