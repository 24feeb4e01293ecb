/**
 * After a deploy, a tab opened before it asks for code-split files that no longer exist. One
 * reload fetches the new build's page; a mark per path in sessionStorage makes sure it is only
 * one, so a file that stays missing ends at the error boundary instead of reloading forever.
 */
const markKey = () => `arthashala-chunk-reload:${window.location.pathname}`;
let reloading = false;

/**
 * Reloads the page unless this path was already reloaded for a missing file; true if it did (or
 * a reload is already under way, as several files can fail at once).
 */
export function reloadOnceForMissingCode(): boolean {
  if (reloading) return true;
  try {
    if (sessionStorage.getItem(markKey())) return false;
    sessionStorage.setItem(markKey(), '1');
  } catch {
    return false; // No storage (a locked-down browser): no guard, so no reload.
  }
  reloading = true;
  window.location.reload();
  return true;
}

/** The page's code arrived: a later deploy may reload this path once again. */
function forgetCodeReload() {
  try {
    sessionStorage.removeItem(markKey());
  } catch {
    // Nothing was stored either.
  }
}

/**
 * Wraps a page's dynamic import: on failure, reload once (the promise then never settles, so
 * nothing flashes before the reload); if that was done already, fail to the error boundary.
 */
export function loadWithOneReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().then(
      (module) => {
        forgetCodeReload();
        return module;
      },
      (error: unknown) => {
        if (reloadOnceForMissingCode()) return new Promise<T>(() => {});
        throw error;
      },
    );
}
