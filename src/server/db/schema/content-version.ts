import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { testimonials } from './contact';
import { bannerTexts, sessionInfo } from './content';
import { events } from './events';
import { blog, blogAuthor, blogSection, blogTag } from './magazine';

/**
 * The version of the site's public content (decision 33, ADR 029): one row, one number that only
 * grows. Caches of public answers keep an answer while the version it was made at is current.
 *
 * Nothing in the code writes it directly: migration 0005 gives every table of
 * `publicContentTables` a statement-level trigger that calls `content_version_move()`, which adds
 * one to the version (once per transaction, in that transaction) and announces the new version
 * with `pg_notify('content_version', …)`, delivered when the transaction commits.
 */
export const contentVersion = pgTable(
  'content_version',
  {
    /** Always true: the primary key and the check keep the table to one row. */
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('content_version_one_row', sql`${table.id}`)],
);

/** The channel `content_version_move()` notifies on; the payload is the new version. */
export const CONTENT_VERSION_CHANNEL = 'content_version';

/**
 * Every table whose rows a public read or a public page shows. Each carries the trigger that
 * moves the content version (a migration adds it to a new entry; public-content-tables tests
 * prove both that every table here has it and that every table the public reads import is here).
 * Stored images are not here: their bytes never change under an id (a new picture is a new id),
 * and the pages show them through the URLs kept in the magazine's rows.
 */
export const publicContentTables = [
  bannerTexts,
  sessionInfo,
  blogSection,
  blogAuthor,
  blog,
  blogTag,
  testimonials,
  events,
] as const;
