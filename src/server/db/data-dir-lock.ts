import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's folder: its lock, and its permissions (private to the server's user).
 *
 * PGlite lets two processes open one data folder without complaint and then corrupts it, so the
 * server (and every script that opens the folder) first takes this lock file.
 */
export type DataDirLock = { release(): void };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${pid}. Stop that process first, ` +
        'or run this command through the running server.',
    );
    this.name = 'DataDirLockedError';
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // The process that held the lock is gone (a crash or a kill -9): the lock is stale.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirPermissionError extends Error {
  constructor(
    readonly dataDir: string,
    readonly mode: number,
  ) {
    super(
      `The data folder ${dataDir} can be read by other users of this machine ` +
        `(its mode is ${mode.toString(8).padStart(4, '0')}); it holds every account and ` +
        `password hash. Make it private, then start again: chmod 700 ${JSON.stringify(dataDir)}`,
    );
    this.name = 'DataDirPermissionError';
  }
}

/**
 * The embedded database's folder holds accounts, sessions and the auth secret: only the server's
 * own user may enter it. A new folder is made 0700; an existing one that group or others can use
 * is refused rather than silently changed (someone chose that mode; they should know).
 */
export function prepareDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (process.platform === 'win32') return;
  const mode = fs.statSync(dataDir).mode & 0o777;
  if (mode & 0o077) throw new DataDirPermissionError(dataDir, mode);
}

/** Runs `open` with a umask that makes what it creates private (files 0600, folders 0700). */
export async function withPrivateUmask<T>(open: () => Promise<T>): Promise<T> {
  const previous = process.umask(0o077);
  try {
    return await open();
  } finally {
    process.umask(previous);
  }
}

/**
 * Makes every file under the data folder 0600 and every folder 0700: files of earlier versions
 * were created world-readable, and PGlite creates new ones with the process's umask.
 */
export function restrictDataDirFiles(dataDir: string): void {
  if (process.platform === 'win32') return;
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) fs.chmodSync(file, 0o700);
    else if (entry.isFile()) fs.chmodSync(file, 0o600);
  }
}
