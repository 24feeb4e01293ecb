import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { blogSection } from '../db/schema/magazine';
import { AppError } from '../errors';
import { saveSection } from '../services/magazine/save-blog';
import type { CliIo } from './create-admin';
import { openCommandDatabase } from './open-command-database';

const USAGE = `Renames a magazine section, as the admin area will: its slug follows the new name and the
old one keeps redirecting; its description is kept.

Usage: node --import tsx scripts/rename-section.ts --id ID --name NAME

It uses the same settings as the server: DATABASE_URL, or the embedded database in DATA_DIR
(which must not be in use by a running server).`;

/**
 * Renames a section through the magazine's write service (saveSection), then exits: content
 * changed from outside the running servers, which must show it on their next request. Returns
 * the exit code.
 */
export async function renameSectionMain(argv: string[], io: CliIo): Promise<number> {
  const fail = (text: string) => {
    io.stderr.write(`rename-section: ${text}\n`);
    return 1;
  };

  let args: { id?: string; name?: string; help?: boolean };
  try {
    args = parseArgs({
      args: argv,
      options: {
        id: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (args.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const id = Number(args.id);
  if (!Number.isSafeInteger(id) || id <= 0)
    return fail(`--id must be a section's number\n\n${USAGE}`);
  if (!args.name?.trim()) return fail(`--name is required\n\n${USAGE}`);

  const opened = await openCommandDatabase(io.env);
  if ('problem' in opened) return fail(opened.problem);
  const { database } = opened;

  try {
    const [current] = await database.db
      .select({ description: blogSection.description })
      .from(blogSection)
      .where(eq(blogSection.id, id));
    if (!current) return fail(`there is no section ${id}; nothing was changed`);
    await saveSection(database, { id, name: args.name, description: current.description });
    const [saved] = await database.db
      .select({ name: blogSection.name, slug: blogSection.slug })
      .from(blogSection)
      .where(eq(blogSection.id, id));
    io.stdout.write(`Section ${id} is now "${saved?.name}" at /magazine/section/${saved?.slug}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) return fail(`${error.message}; nothing was changed`);
    throw error;
  } finally {
    await database.close();
  }
}
