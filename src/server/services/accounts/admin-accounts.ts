import { randomBytes } from 'node:crypto';
import { eq, like, or } from 'drizzle-orm';
import { passwordWeakness } from '../../../shared/schemas/password-strength';
import type { Auth } from '../../auth/auth';
import { ADMIN_ROLE, hasAdminRole } from '../../auth/roles';
import type { Db } from '../../db/client';
import { auth_user } from '../../db/schema/auth';

const FIRST_ADMIN_USERNAME = 'admin';

/** A password for a new admin: 24 random characters, printed once and never stored in clear. */
export const generatePassword = () => randomBytes(18).toString('base64url');

export class AdminAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminAccountError';
  }
}

/**
 * Creates an account with the admin role, a username and a password (Better Auth's admin plugin,
 * called from the server). Its e-mail address is a placeholder unless one is given: admins sign in
 * with their username.
 */
export async function createAdminAccount(
  auth: Auth,
  opts: { username: string; password: string; email?: string },
) {
  const username = opts.username.trim().toLowerCase();
  if (!/^[a-z0-9_.]{3,30}$/.test(username)) {
    throw new AdminAccountError(
      'The username must be 3 to 30 letters, digits, underscores or dots',
    );
  }
  const ctx = await auth.$context;
  if (opts.password.length < ctx.password.config.minPasswordLength) {
    throw new AdminAccountError(
      `The password must be at least ${ctx.password.config.minPasswordLength} characters`,
    );
  }
  if (opts.password.length > ctx.password.config.maxPasswordLength) {
    throw new AdminAccountError(
      `The password must be at most ${ctx.password.config.maxPasswordLength} characters`,
    );
  }
  const email = (opts.email ?? `${username}@admin.invalid`).toLowerCase();
  const weakness = passwordWeakness(opts.password, [username, email]);
  if (weakness) throw new AdminAccountError(weakness);
  const taken = await ctx.adapter.findOne({
    model: 'user',
    where: [{ field: 'username', value: username }],
  });
  if (taken)
    throw new AdminAccountError(`An account with the username "${username}" already exists`);
  if (await ctx.internalAdapter.findUserByEmail(email)) {
    throw new AdminAccountError(`An account with the e-mail address ${email} already exists`);
  }
  const { user } = await auth.api.createUser({
    body: {
      email,
      password: opts.password,
      name: username,
      role: ADMIN_ROLE,
      data: { username, displayUsername: opts.username.trim(), emailVerified: true },
    },
  });
  return { id: user.id, username };
}

/** Whether any account has the admin role. */
async function hasAnyAdmin(db: Db): Promise<boolean> {
  const rows = await db
    .select({ role: auth_user.role })
    .from(auth_user)
    .where(or(eq(auth_user.role, ADMIN_ROLE), like(auth_user.role, `%${ADMIN_ROLE}%`)));
  return rows.some((row) => hasAdminRole(row.role));
}

/**
 * On a fresh embedded install nobody could sign in to /admin: when no admin exists, create
 * `admin` with the given password, or a generated one handed to `announce` (printed once at
 * start-up).
 */
export async function ensureFirstAdmin(
  auth: Auth,
  db: Db,
  announce: (username: string, password: string) => void,
  givenPassword?: string,
): Promise<boolean> {
  if (await hasAnyAdmin(db)) return false;
  const password = givenPassword ?? generatePassword();
  await createAdminAccount(auth, { username: FIRST_ADMIN_USERNAME, password });
  if (!givenPassword) announce(FIRST_ADMIN_USERNAME, password);
  return true;
}
