/**
 * The version of the site's public content in this process: one number that a service bumps
 * whenever it changes data that public reads or public pages show (a banner text, an article, an
 * event...). Caches of public answers (cached-reads.ts, the rendered-page cache) keep an answer only
 * while the version it was made at is current, so a change shows on the next request.
 *
 * In-process only. With several app processes on one PostgreSQL the bump must also reach the
 * others: the design is a PostgreSQL NOTIFY on each bump and a LISTEN in every process that calls
 * `bumpContentVersion` locally. PGlite has no LISTEN/NOTIFY between processes (and runs in one
 * process anyway), so that part is not built yet; until it is, run one process per database or
 * accept that other processes see a change only when they bump themselves.
 */

type Listener = (version: number) => void;

let version = 0;
const listeners = new Set<Listener>();

/** The current content version. */
export function contentVersion(): number {
  return version;
}

/**
 * Marks the public content as changed: call it after the write has committed, so that a read
 * started afterwards sees the new data. Returns the new version.
 */
export function bumpContentVersion(): number {
  version += 1;
  for (const listener of listeners) listener(version);
  return version;
}

/** Calls `listener` after every bump (it must not throw); returns the function that stops it. */
export function onContentVersionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
