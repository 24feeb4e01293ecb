import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { blogSection } from '../db/schema/magazine';
import { saveSection } from '../services/magazine/save-blog';
import { cliIo as io, commandTestEnv } from '../testing/cli-io';
import { testConfig } from '../testing/test-app';
import { renameSectionMain } from './rename-section';

// The command opens the database the way the server does: DATABASE_URL when the tests run on
// PostgreSQL, otherwise an embedded data folder.
let env: Record<string, string>;
let removeEnv: () => Promise<void>;
let sectionId: number;

/** Runs `work` on the database the command uses, then closes it (the embedded one has a lock). */
async function withDatabase<T>(
  work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const database = await openDatabase(testConfig(env).database);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  ({ env, remove: removeEnv } = await commandTestEnv('rename-section'));
  sectionId = await withDatabase(async (database) => {
    await database.migrate();
    return saveSection(database, { name: 'Mutual Funds', description: 'All about funds' });
  });
});
afterAll(async () => {
  await removeEnv();
});

const sectionRow = () =>
  withDatabase(async ({ db }) => {
    const [row] = await db.select().from(blogSection).where(eq(blogSection.id, sectionId));
    return row;
  });

describe('rename-section', () => {
  it('renames a section through the service: new slug, the old one kept, the description kept', async () => {
    const run = io(env);
    expect(
      await renameSectionMain(['--id', String(sectionId), '--name', 'Funds Today'], run.io),
    ).toBe(0);
    expect(run.out()).toBe(
      `Section ${sectionId} is now "Funds Today" at /magazine/section/funds-today\n`,
    );
    expect(await sectionRow()).toMatchObject({
      name: 'Funds Today',
      slug: 'funds-today',
      previousSlugs: ['mutual-funds'],
      description: 'All about funds',
    });
  });

  it('refuses an unknown section, a missing name or id, and changes nothing', async () => {
    const unknown = io(env);
    expect(await renameSectionMain(['--id', '99999', '--name', 'X'], unknown.io)).toBe(1);
    expect(unknown.err()).toBe('rename-section: there is no section 99999; nothing was changed\n');

    const noName = io(env);
    expect(await renameSectionMain(['--id', String(sectionId)], noName.io)).toBe(1);
    expect(noName.err()).toMatch(/--name is required/);

    const noId = io(env);
    expect(await renameSectionMain(['--name', 'Y'], noId.io)).toBe(1);
    expect(noId.err()).toMatch(/--id must be a section's number/);

    expect((await sectionRow())?.name).toBe('Funds Today');
  });
});
