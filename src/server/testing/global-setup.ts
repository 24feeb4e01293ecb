import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/client';

/**
 * Migrates one embedded database and saves it as a tarball; each test file then starts from a
 * copy of it (about 0.3 s) instead of creating and migrating its own (about 2 s).
 */
export default async function setup(project: TestProject) {
  const client = await PGlite.create();
  const database = wrapPglite(client, undefined);
  await database.migrate();
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'arthashala-test-')),
    'template.tar.gz',
  );
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
