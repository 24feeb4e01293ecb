import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../testing/test-app';
import { NON_PERSONAL_TABLES, personalDataRegistry } from './registry';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the personal-data registry', () => {
  it('accounts for every table of the database: in one entry, or known to hold nothing personal', async () => {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    // Both engines answer `{ rows }`.
    const { rows } = result as { rows: { table_name: string }[] };
    const tables = rows.map((r) => r.table_name).sort();

    const owners = new Map<string, string[]>();
    for (const entry of personalDataRegistry) {
      for (const table of entry.tables)
        owners.set(table, [...(owners.get(table) ?? []), entry.name]);
    }
    const forgotten = tables.filter(
      (table) => !owners.has(table) && !(table in NON_PERSONAL_TABLES),
    );
    expect(forgotten, 'tables that no registry entry exports and erases').toEqual([]);

    const twice = [...owners].filter(([, names]) => names.length > 1).map(([table]) => table);
    expect(twice, 'tables claimed by two entries').toEqual([]);

    const both = [...owners.keys()].filter((table) => table in NON_PERSONAL_TABLES);
    expect(both, 'tables both personal and not').toEqual([]);

    const listed = [...owners.keys(), ...Object.keys(NON_PERSONAL_TABLES)];
    expect(
      listed.filter((table) => !tables.includes(table)),
      'listed tables that do not exist',
    ).toEqual([]);
  });

  it('gives every entry a unique name', () => {
    const names = personalDataRegistry.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe('account');
  });
});
