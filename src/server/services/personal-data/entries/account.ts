import { asc, eq } from 'drizzle-orm';
import { auth_account, auth_session, auth_user, auth_verification } from '../../../db/schema/auth';
import type { PersonalDataEntry } from '../types';

/** The account itself: profile, sessions (devices), sign-in methods and pending reset links. */
export const accountEntry: PersonalDataEntry = {
  name: 'account',
  description:
    'Your profile, the devices signed in to your account (sessions) and how you sign in. Password hashes and sign-in tokens are kept but never exported.',
  tables: ['auth_user', 'auth_session', 'auth_account', 'auth_verification'],

  async export(tx, { userId }) {
    if (!userId) return null; // an address without an account
    const [user] = await tx
      .select({
        id: auth_user.id,
        name: auth_user.name,
        email: auth_user.email,
        emailVerified: auth_user.emailVerified,
        phoneNumber: auth_user.phoneNumber,
        image: auth_user.image,
        username: auth_user.username,
        role: auth_user.role,
        createdAt: auth_user.createdAt,
        updatedAt: auth_user.updatedAt,
      })
      .from(auth_user)
      .where(eq(auth_user.id, userId));
    const sessions = await tx
      .select({
        userAgent: auth_session.userAgent,
        ipAddress: auth_session.ipAddress,
        createdAt: auth_session.createdAt,
        updatedAt: auth_session.updatedAt,
        expiresAt: auth_session.expiresAt,
      })
      .from(auth_session)
      .where(eq(auth_session.userId, userId))
      .orderBy(asc(auth_session.createdAt));
    const accounts = await tx
      .select({
        providerId: auth_account.providerId,
        accountId: auth_account.accountId,
        scope: auth_account.scope,
        password: auth_account.password,
        createdAt: auth_account.createdAt,
      })
      .from(auth_account)
      .where(eq(auth_account.userId, userId))
      .orderBy(asc(auth_account.createdAt));
    const pendingLinks = await tx
      .select({ identifier: auth_verification.identifier, expiresAt: auth_verification.expiresAt })
      .from(auth_verification)
      .where(eq(auth_verification.value, userId));
    return {
      profile: user ?? null,
      sessions,
      signInMethods: accounts.map(({ password, ...account }) => ({
        ...account,
        provider: account.providerId === 'credential' ? 'email and password' : account.providerId,
        hasPassword: password !== null,
      })),
      pendingLinks: pendingLinks.map((link) => ({
        purpose: link.identifier.split(':')[0] ?? link.identifier,
        expiresAt: link.expiresAt,
      })),
    };
  },

  async erase(tx, { userId }) {
    if (!userId) return;
    await tx.delete(auth_verification).where(eq(auth_verification.value, userId));
    // Sessions and sign-in methods go with the user (foreign keys ON DELETE CASCADE), and are
    // deleted explicitly too, so that nothing depends on the cascade.
    await tx.delete(auth_session).where(eq(auth_session.userId, userId));
    await tx.delete(auth_account).where(eq(auth_account.userId, userId));
    await tx.delete(auth_user).where(eq(auth_user.id, userId));
  },
};
