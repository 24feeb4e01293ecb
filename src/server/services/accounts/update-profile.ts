import { eq } from 'drizzle-orm';
import { paths } from '../../../shared/config/paths';
import {
  accountMessages,
  type TProfile,
  type TUpdateProfileRequest,
} from '../../../shared/schemas/account';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { auth_user } from '../../db/schema/auth';
import { AppError } from '../../errors';
import { trackMailDelivery } from '../mail/delivery-tracking';
import { callAuthEndpoint, rateLimited, readAuthFailure, type Caller } from './auth-response';

type SignedIn = { id: string; email: string };
type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * The Profile panel's Save: name and contact number change at once; a new e-mail address takes
 * effect only when the link sent to it is opened (Better Auth's change-email with verification).
 * A part that fails says so ("Email wasn't updated", "Contact wasn't updated").
 */
export async function updateProfile(
  { db, auth, log }: { db: Db; auth: Auth; log: Logger },
  { user, caller }: { user: SignedIn; caller: Caller },
  input: TUpdateProfileRequest,
): Promise<{ user: TProfile; emailVerificationSentTo: string | null }> {
  let updated: TProfile | undefined;
  try {
    [updated] = await db
      .update(auth_user)
      .set({ name: input.name, phoneNumber: input.contact, updatedAt: new Date() })
      .where(eq(auth_user.id, user.id))
      .returning({
        id: auth_user.id,
        name: auth_user.name,
        email: auth_user.email,
        phoneNumber: auth_user.phoneNumber,
      });
  } catch (err) {
    log.error({ err }, 'profile: the name and contact number were not saved');
    throw new AppError(500, accountMessages.contactNotUpdated);
  }
  if (!updated) throw new AppError(500, accountMessages.contactNotUpdated);

  if (input.email === user.email.toLowerCase()) {
    return { user: updated, emailVerificationSentTo: null };
  }
  const { result: response, mailFailed } = await trackMailDelivery(() =>
    callAuthEndpoint(auth, caller, '/change-email', {
      newEmail: input.email,
      callbackURL: paths.profile.path,
    }),
  );
  if (mailFailed) throw new AppError(500, accountMessages.emailNotUpdated);
  if (!response.ok) {
    const failure = await readAuthFailure(response);
    if (failure.status === 429) throw rateLimited(failure.retryAfter);
    log.warn({ failure }, 'profile: the e-mail change was not started');
    throw new AppError(failure.status >= 500 ? 500 : 400, accountMessages.emailNotUpdated);
  }
  return { user: updated, emailVerificationSentTo: input.email };
}
