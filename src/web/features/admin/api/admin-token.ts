/**
 * The admin's bearer token lives in session storage under `jwt` (seed 001, decision 10): it goes
 * with the tab, never into a cookie, so no other site can make the browser send it.
 */
const storageKey = 'jwt';

export function readAdminToken(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    // Storage switched off by the browser: there is no session to read.
    return null;
  }
}

export function storeAdminToken(token: string) {
  sessionStorage.setItem(storageKey, token);
}

export function clearAdminToken() {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
