import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { contentVersion, publicContentTables } from './schema/content-version';

/**
 * A table that a public read shows must move the content version when it is written (decision 33,
 * ADR 029): it must be in `publicContentTables`, whose tables carry the trigger (the catalog is
 * checked in content-version-triggers.int.test.ts). This test finds the tables the public reads
 * use by reading their sources: a new read of a new table fails here until the table is listed.
 */
const serverDir = fileURLToPath(new URL('../', import.meta.url));

/** Where public answers are made: the public reads and every magazine and site service. */
const roots = [
  'services/content/public-reads.ts',
  ...['services/magazine', 'services/site'].flatMap((dir) =>
    fs
      .readdirSync(path.join(serverDir, dir))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => `${dir}/${file}`),
  ),
];

const RELATIVE_IMPORT = /from\s+'(\.{1,2}\/[^']+)'/g;
const SCHEMA_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']*\/db\/schema\/[^']+)'/g;

/**
 * Staff's own record: the admin writers of the magazine add an audit row beside each change
 * (services/admin/audit.ts), and no public answer ever shows that log. The feeds and sitemaps
 * take only the date of a deletion from it (`lastDeletion`), written in the transaction of a
 * deletion that moves the content version itself.
 */
const staffRecord = path.join(serverDir, 'services/admin/');

/**
 * Tables the magazine services read only for staff: an article's revisions, and its unsaved
 * autosave, which the private preview shows to staff (ADR 041) and no kept or public page holds.
 */
const staffOnlyTables = new Set(['blog_revision', 'blog_autosave']);

/** The server files `roots` reach through their relative imports (shared code holds no tables). */
function reachedFiles(): string[] {
  const seen = new Set<string>();
  const queue = roots.map((file) => path.join(serverDir, file));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !file.startsWith(serverDir) || file.startsWith(staffRecord)) continue;
    seen.add(file);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = path.resolve(path.dirname(file), spec!);
      const candidates = [`${target}.ts`, path.join(target, 'index.ts'), target];
      const found = candidates.find((candidate) => fs.existsSync(candidate));
      if (found && found.endsWith('.ts')) queue.push(found);
    }
  }
  return [...seen];
}

/** Every table a reached file imports from the schema folder, by table name, with its importers. */
async function importedTables(): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  for (const file of reachedFiles()) {
    for (const [, typeOnly, names, spec] of fs.readFileSync(file, 'utf8').matchAll(SCHEMA_IMPORT)) {
      if (typeOnly) continue;
      const schema = (await import(path.resolve(path.dirname(file), `${spec}.ts`))) as Record<
        string,
        unknown
      >;
      for (const binding of names!.split(',')) {
        const name = binding
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        const value = schema[name];
        if (!name || !is(value, PgTable)) continue;
        const importers = tables.get(getTableName(value)) ?? [];
        importers.push(path.relative(serverDir, file));
        tables.set(getTableName(value), importers);
      }
    }
  }
  return tables;
}

describe('the public content tables', () => {
  it('include every table that the public reads and the magazine and site services import', async () => {
    const listed = new Set<string>(publicContentTables.map((table) => getTableName(table)));
    // The version's own table is read to know the version, not shown.
    listed.add(getTableName(contentVersion));
    for (const table of staffOnlyTables) listed.add(table);
    const imported = await importedTables();
    // The scan itself works: it finds the tables we know the reads use.
    expect([...imported.keys()]).toEqual(expect.arrayContaining(['banner_texts', 'blog']));

    const missing = [...imported]
      .filter(([table]) => !listed.has(table))
      .map(([table, importers]) => `${table} (imported by ${importers.join(', ')})`);
    expect(missing, 'add these to publicContentTables, with their trigger').toEqual([]);
  });
});
