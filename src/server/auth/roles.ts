/** Better Auth keeps a user's roles as one string: a role, or several separated by commas. */
export const ADMIN_ROLE = 'admin';

export const hasAdminRole = (role: string | null | undefined) =>
  (role ?? '').split(',').some((r) => r.trim() === ADMIN_ROLE);
