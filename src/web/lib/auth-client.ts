import { createAuthClient } from 'better-auth/react';

/**
 * Better Auth's browser client for the site's own server (same origin; Vite proxies /api in
 * development). It weighs about 12 KB gzipped, so nothing on a page's first load imports this
 * module: the auth dialog, the account pages and signOut (./sign-out) load it with import().
 * Its failures carry `message` in the site's words (docs/accounts.md).
 */
export const authClient = createAuthClient({ basePath: '/api/auth' });

export type AuthClient = typeof authClient;
