import type { App } from '../app';
import { createAdminAccount } from '../services/accounts/admin-accounts';
import { TestClient } from './test-client';

/**
 * A new admin account, signed in through POST /api/admin/authenticate as the admin screens sign
 * in: answers the token its calls carry (as `Authorization: Bearer {token}`).
 */
export async function adminToken(
  app: App,
  username: string,
  password = `${username} password 42`,
): Promise<string> {
  await createAdminAccount(app.auth, { username, password });
  const login = await new TestClient(app).post('/api/admin/authenticate', { username, password });
  if (login.statusCode !== 200) throw new Error(`admin sign-in failed: ${login.body}`);
  return String(login.json().token);
}

/** A new admin account, signed in as `adminToken` signs in: answers the Authorization header. */
export async function adminBearer(
  app: App,
  username: string,
  password?: string,
): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await adminToken(app, username, password)}` };
}
