import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';

/**
 * What a command needs first: the server's settings and its database, opened as the server opens
 * it. A problem the person running the command can fix (a bad setting, the embedded database
 * held by the running server) comes back as its sentence, for the command to print and exit 1.
 */
export async function openCommandDatabase(
  env: Record<string, string | undefined>,
): Promise<{ config: Config; database: Database } | { problem: string }> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return { problem: error.message };
    throw error;
  }
  try {
    return { config, database: await openDatabase(config.database) };
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      return {
        problem:
          `the embedded database in ${error.dataDir} is in use by the server (process ${error.pid}). ` +
          'Two processes on one data folder corrupt it, so nothing was changed. Stop the server, ' +
          'run this command again, then start the server.',
      };
    }
    throw error;
  }
}
