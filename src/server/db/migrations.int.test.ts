import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, testEngine } from '../testing/test-app';
import { migrationsFolder, openDatabase, openMemoryPglite, type Database } from './client';

/** Applies one committed migration file, statement by statement, as the migrator does. */
async function apply(database: Database, tag: string) {
  const text = fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

const rowsOf = async <T>(database: Database, query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

describe('migration 0002 on a database that already holds data', () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (testEngine === 'postgres') {
      const created = await createPostgresTestDatabase();
      drop = created.drop;
      database = await openDatabase({ kind: 'postgres', url: created.url });
    } else {
      database = await openMemoryPglite();
    }
    await apply(database, '0000_init');
    await apply(database, '0001_accounts');
    await database.db.execute(sql`
      insert into auth_user (id, name, email, updated_at, phone_number) values
        ('u-old', 'Asha', 'asha@example.com', now(), '9876543210'),
        ('u-new', 'Ravi', 'ravi@example.com', now(), '+919812345678'),
        ('u-none', 'Meera', 'meera@example.com', now(), null)`);
    await database.db.execute(sql`
      insert into outbox (to_address, subject, text) values
        ('asha@example.com', 'Reset', 'a link'),
        ('nobody@example.com', 'Hello', 'no account')`);
    await apply(database, '0002_outbox_by_user');
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  it('gives kept mail to the account that holds its address, and none to mail without one', async () => {
    const rows = await rowsOf<{ to_address: string; user_id: string | null }>(
      database,
      'select to_address, user_id from outbox order by to_address',
    );
    expect(rows).toEqual([
      { to_address: 'asha@example.com', user_id: 'u-old' },
      { to_address: 'nobody@example.com', user_id: null },
    ]);
  });

  it('stores the 10-digit phone numbers of earlier profiles as +91XXXXXXXXXX, leaving the rest', async () => {
    const rows = await rowsOf<{ id: string; phone_number: string | null }>(
      database,
      'select id, phone_number from auth_user order by id',
    );
    expect(rows).toEqual([
      { id: 'u-new', phone_number: '+919812345678' },
      { id: 'u-none', phone_number: null },
      { id: 'u-old', phone_number: '+919876543210' },
    ]);
  });

  it("erases an account's kept mail with the account row", async () => {
    await database.db.execute(sql`delete from auth_user where id = 'u-old'`);
    const rows = await rowsOf<{ to_address: string }>(database, 'select to_address from outbox');
    expect(rows).toEqual([{ to_address: 'nobody@example.com' }]);
  });
});
