import { and, asc, eq, ne } from 'drizzle-orm';
import { accountMessages } from '../../../shared/schemas/account';
import {
  peopleMessages,
  type TAddAdmin,
  type TAdminAccount,
  type TAdminOwnPassword,
} from '../../../shared/schemas/admin-people';
import { passwordWeakness } from '../../../shared/schemas/password-strength';
import type { Auth } from '../../auth/auth';
import { hasAdminRole } from '../../auth/roles';
import type { Db } from '../../db/client';
import { auth_account, auth_session, auth_user } from '../../db/schema/auth';
import { AppError, badRequest, notFound } from '../../errors';
import { AdminAccountError, createAdminAccount } from '../accounts/admin-accounts';
import { assertSignInBudget } from '../accounts/sign-in-budget';
import { recordAdminWrite, type AdminActor } from './audit';

/**
 * Staff manage their own accounts: the list, a new admin, one's own password, and removing
 * another admin (never oneself, never the last one). Every change lands in the audit log with the
 * account's id.
 */

/** Accounts with the admin role (the role column may list several roles). */
async function adminRows(db: Db) {
  const rows = await db
    .select({
      id: auth_user.id,
      username: auth_user.username,
      name: auth_user.name,
      role: auth_user.role,
      createdAt: auth_user.createdAt,
    })
    .from(auth_user)
    .orderBy(asc(auth_user.createdAt), asc(auth_user.id));
  return rows.filter((row) => hasAdminRole(row.role));
}

export async function listAdmins(db: Db, actor: AdminActor): Promise<TAdminAccount[]> {
  return (await adminRows(db)).map((row) => ({
    id: row.id,
    username: row.username ?? row.name,
    createdAt: row.createdAt.toISOString(),
    isYou: row.id === actor.id,
  }));
}

/** Adds an admin through Better Auth's admin plugin (create-admin's path), then records it. */
export async function addAdmin(
  { db, auth }: { db: Db; auth: Auth },
  actor: AdminActor,
  input: TAddAdmin,
): Promise<TAdminAccount> {
  let created;
  try {
    created = await createAdminAccount(auth, input);
  } catch (error) {
    if (error instanceof AdminAccountError) throw badRequest(error.message);
    throw error;
  }
  await db.transaction(async (tx) => {
    await recordAdminWrite(tx, actor, {
      action: 'admin.create',
      entity: 'admin',
      entityId: created.id,
      after: { id: created.id, username: created.username },
    });
  });
  return {
    id: created.id,
    username: created.username,
    createdAt: new Date().toISOString(),
    isYou: false,
  };
}

/**
 * Removes another admin's account, its sessions and sign-in methods. The admins' rows are locked
 * first, so that two admins removing each other at once cannot leave none.
 */
export async function removeAdmin(db: Db, actor: AdminActor, id: string): Promise<void> {
  if (id === actor.id) throw new AppError(409, peopleMessages.notYourself, 'IN_USE');
  await db.transaction(async (tx) => {
    const admins = (
      await tx
        .select({ id: auth_user.id, username: auth_user.username, role: auth_user.role })
        .from(auth_user)
        .for('update')
    ).filter((row) => hasAdminRole(row.role));
    const removed = admins.find((row) => row.id === id);
    if (!removed) throw notFound('This admin account no longer exists');
    if (admins.length <= 1) throw new AppError(409, peopleMessages.lastAdmin, 'IN_USE');
    await tx.delete(auth_session).where(eq(auth_session.userId, id));
    await tx.delete(auth_account).where(eq(auth_account.userId, id));
    await tx.delete(auth_user).where(eq(auth_user.id, id));
    await recordAdminWrite(tx, actor, {
      action: 'admin.delete',
      entity: 'admin',
      entityId: id,
      before: { id, username: removed.username },
    });
  });
}

/**
 * The signed-in admin's own password: the current one is checked (drawing on the sign-in budget,
 * as a sign-in would), a weak new one is refused, and every other session of the account ends;
 * the session of this tab goes on.
 */
export async function changeOwnPassword(
  { db, auth }: { db: Db; auth: Auth },
  { actor, sessionToken, ip }: { actor: AdminActor; sessionToken: string; ip: string },
  input: TAdminOwnPassword,
): Promise<void> {
  const ctx = await auth.$context;
  const credential = await ctx.internalAdapter.findCredentialAccount(actor.id);
  if (!credential?.password) throw badRequest('This account has no password to change');
  await assertSignInBudget(db, { identifier: actor.name, ip });
  const matches = await ctx.password.verify({
    hash: credential.password,
    password: input.currentPassword,
  });
  if (!matches) throw badRequest(accountMessages.currentPasswordWrong, 'WRONG_PASSWORD');
  const weakness = passwordWeakness(input.newPassword, [actor.name]);
  if (weakness) throw badRequest(weakness, 'WEAK_PASSWORD');
  const hash = await ctx.password.hash(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(auth_account)
      .set({ password: hash, updatedAt: new Date() })
      .where(eq(auth_account.id, credential.id));
    await tx
      .delete(auth_session)
      .where(and(eq(auth_session.userId, actor.id), ne(auth_session.token, sessionToken)));
    await recordAdminWrite(tx, actor, {
      action: 'admin.password',
      entity: 'admin',
      entityId: actor.id,
    });
  });
}
