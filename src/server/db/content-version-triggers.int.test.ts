import { getTableConfig } from 'drizzle-orm/pg-core';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAuthor, writeBlog, writeSection } from '../services/magazine/save-blog';
import { createTestDatabase } from '../testing/test-app';
import type { Database, Db } from './client';
import { bannerTexts, sessionInfo } from './schema/content';
import { CONTENT_VERSION_CHANNEL, publicContentTables } from './schema/content-version';

/**
 * A write that changes public content moves the content version in its own transaction and
 * announces it (decision 33, ADR 029): by a trigger on every public table, so that no write
 * service can forget. public-content-tables.test.ts proves that the list holds every table the
 * public reads use; this file proves that every listed table carries the trigger and that it works.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  // One row in each public table, so that every table has something to update.
  await database.db.transaction(async (tx) => {
    const section = await writeSection(tx, { name: 'Investing Basics' });
    const author = await writeAuthor(tx, { name: 'Meera Iyer' });
    await writeBlog(tx, {
      title: 'What an SIP is',
      content: '<p>Monthly, on a date.</p>',
      section,
      author,
      tags: ['sip'],
    });
    await tx.insert(bannerTexts).values({ text: 'Markets closed on Diwali' });
    await tx.insert(sessionInfo).values({ sessions: '10', months: '2', people: '400' });
  });
});
afterAll(() => database.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function versionIn(db: Db): Promise<number> {
  const result = await db.execute(sql`select version from content_version`);
  return Number(rowsOf<{ version: number | string }>(result)[0]!.version);
}

/** An UPDATE of every row of `table` that changes nothing: a real write all the same. */
function touch(db: Db, table: (typeof publicContentTables)[number]) {
  const column = getTableConfig(table).columns.find(
    (c) => !c.primary && c.generated === undefined && c.generatedIdentity === undefined,
  )!;
  return db.execute(
    sql`update ${sql.identifier(getTableName(table))} set ${sql.identifier(column.name)} = ${sql.identifier(column.name)}`,
  );
}

/** Notifications on the content version's channel, as another instance would hear them. */
async function announcements() {
  const heard: string[] = [];
  const subscription = await database.listen(CONTENT_VERSION_CHANNEL, {
    notify: (payload) => heard.push(payload),
  });
  return { heard, close: () => subscription.close() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the trigger that moves the content version', () => {
  it('is on every public table, after each statement of any write', async () => {
    const result = await database.db.execute(sql`
      select c.relname as table, t.tgtype as type, t.tgenabled as enabled
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'content_version_on_change' and not t.tgisinternal
      order by c.relname`);
    const triggers = rowsOf<{ table: string; type: number; enabled: string }>(result);
    // tgtype: 4 insert + 8 delete + 16 update + 32 truncate; neither row-level (1) nor before (2).
    const expected = publicContentTables
      .map((table) => ({ table: getTableName(table), type: 4 + 8 + 16 + 32, enabled: 'O' }))
      .sort((a, b) => a.table.localeCompare(b.table));
    expect(triggers).toEqual(expected);
  });

  it.each(publicContentTables.map((table) => [getTableName(table), table] as const))(
    'moves the version on a write to %s inside its transaction, and not when it rolls back',
    async (_name, table) => {
      const listener = await announcements();
      try {
        const before = await versionIn(database.db);
        let inside: number | undefined;
        await expect(
          database.db.transaction(async (tx) => {
            await touch(tx, table);
            inside = await versionIn(tx);
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
        expect(inside).toBe(before + 1);
        await settle();
        expect(await versionIn(database.db)).toBe(before);
        expect(listener.heard).toEqual([]);

        await database.db.transaction((tx) => touch(tx, table));
        expect(await versionIn(database.db)).toBe(before + 1);
        await settle();
        expect(listener.heard).toEqual([String(before + 1)]);
      } finally {
        await listener.close();
      }
    },
  );

  it('moves it once for a transaction of several writes, and on DELETE and TRUNCATE', async () => {
    const before = await versionIn(database.db);
    await database.db.transaction(async (tx) => {
      await tx.insert(bannerTexts).values({ text: 'One' });
      await tx.insert(bannerTexts).values({ text: 'Two' });
      await tx.delete(bannerTexts).where(sql`${bannerTexts.text} = 'One'`);
    });
    expect(await versionIn(database.db)).toBe(before + 1);
    await database.db.delete(bannerTexts).where(sql`${bannerTexts.text} = 'Two'`);
    expect(await versionIn(database.db)).toBe(before + 2);
    await database.db.execute(sql`truncate session_info`);
    expect(await versionIn(database.db)).toBe(before + 3);
  });
});
