import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { cliIo } from '../testing/cli-io';
import { createAdminMain } from './create-admin';

// About the embedded database only, so a unit test: the server suites run on PostgreSQL as well.
describe('create-admin on an embedded data folder', () => {
  it('refuses to open a data folder that a running server holds', async () => {
    const held = fs.mkdtempSync(path.join(os.tmpdir(), 'create-admin-held-'));
    const lock = acquireDataDirLock(held);
    try {
      const run = cliIo({ NODE_ENV: 'test', DATA_DIR: held });
      expect(await createAdminMain(['--username', 'blocked'], run.io)).toBe(1);
      expect(run.err()).toContain(
        `the embedded database in ${held} is in use by the server (process ${process.pid})`,
      );
      expect(run.err()).toMatch(/Stop the server, run this command again/);
      // Nothing was opened: no database was created in the folder.
      expect(fs.existsSync(path.join(held, 'pglite'))).toBe(false);
    } finally {
      lock.release();
      fs.rmSync(held, { recursive: true, force: true });
    }
  });
});
