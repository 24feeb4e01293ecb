import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The secret that signs session cookies, bearer tokens and e-mail links. BETTER_AUTH_SECRET wins;
 * production refuses to start without it (config.ts). Elsewhere a random secret is generated on
 * first start and kept in DATA_DIR/auth-secret (mode 0600), so that sessions survive restarts.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.auth.secret) return config.auth.secret;
  if (config.env === 'production') {
    throw new Error('BETTER_AUTH_SECRET is required in production');
  }
  return readOrCreateSecretFile(config.auth.secretFile);
}

function readOrCreateSecretFile(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return secret;
}
