import type { App } from '../app';
import { createAdminAccount } from '../services/accounts/admin-accounts';
import { TestClient } from './test-client';

/**
 * A new admin account, signed in through POST /api/admin/authenticate as the admin screens sign
 * in: answers the Authorization header its calls carry.
 */
export async function adminBearer(
  app: App,
  username: string,
  password = `${username} password 42`,
): Promise<{ authorization: string }> {
  await createAdminAccount(app.auth, { username, password });
  const login = await new TestClient(app).post('/api/admin/authenticate', { username, password });
  if (login.statusCode !== 200) throw new Error(`admin sign-in failed: ${login.body}`);
  return { authorization: `Bearer ${login.json().token}` };
}
