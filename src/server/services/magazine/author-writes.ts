import { and, count, eq } from 'drizzle-orm';
import {
  authorInUseMessage,
  magazineAdminMessages as m,
  type TAdminAuthor,
} from '../../../shared/schemas/magazine-admin';
import type { Db } from '../../db/client';
import { blog, blogAuthor } from '../../db/schema/magazine';
import { notFound } from '../../errors';
import { recordAdminWrite } from '../admin/audit';
import { conflict, inUse, sameVersion } from '../admin/same-version';
import { freeSlug, heardLocally, writeAuthor } from './save-blog';
import type { AdminContentDeps } from './section-writes';

/**
 * Author Management's writes (seed 001: blog/addAuthor, blog/deleteAuthor, and an update beyond
 * the seed). An author is public content, their byline on every article: each write keeps its
 * before and after in the audit log, in its own transaction, and the magazine shows it next.
 */

type AuthorFields = {
  name: string;
  twitter: string;
  linkedin: string;
  description: string;
  imageUrl: string;
};

const authorColumns = {
  id: blogAuthor.id,
  name: blogAuthor.name,
  slug: blogAuthor.slug,
  imageUrl: blogAuthor.imageUrl,
  twitter: blogAuthor.twitter,
  linkedin: blogAuthor.linkedin,
  description: blogAuthor.description,
  updatedAt: blogAuthor.updatedAt,
  articles: count(blog.id),
};

type AuthorRow = Omit<TAdminAuthor, 'updatedAt'> & { updatedAt: Date };
const forScreen = (row: AuthorRow): TAdminAuthor => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every author, by name, with how many articles carry their name. */
export async function listAdminAuthors(db: Db): Promise<TAdminAuthor[]> {
  const rows = await db
    .select(authorColumns)
    .from(blogAuthor)
    .leftJoin(blog, eq(blog.authorId, blogAuthor.id))
    .groupBy(blogAuthor.id)
    .orderBy(blogAuthor.name, blogAuthor.id);
  return rows.map(forScreen);
}

async function readAuthor(tx: Db, id: number): Promise<TAdminAuthor> {
  const [row] = await tx
    .select(authorColumns)
    .from(blogAuthor)
    .leftJoin(blog, eq(blog.authorId, blogAuthor.id))
    .where(eq(blogAuthor.id, id))
    .groupBy(blogAuthor.id);
  return forScreen(row!);
}

async function authorState(tx: Db, id: number) {
  const [row] = await tx.select().from(blogAuthor).where(eq(blogAuthor.id, id));
  return row;
}

export async function insertAuthor(
  { db, contentVersion, actor }: AdminContentDeps,
  input: AuthorFields,
): Promise<TAdminAuthor> {
  const author = await db.transaction(async (tx) => {
    const id = await writeAuthor(tx, input);
    const after = await authorState(tx, id);
    await recordAdminWrite(tx, actor, {
      action: 'insert',
      entity: 'blogAuthor',
      entityId: id,
      before: null,
      after,
    });
    return readAuthor(tx, id);
  });
  await heardLocally(contentVersion);
  return author;
}

/** Changes an author, if nobody saved them since `updatedAt` (else 409 CONFLICT). */
export async function updateAuthor(
  { db, contentVersion, actor }: AdminContentDeps,
  input: AuthorFields & { id: number; updatedAt: string },
): Promise<TAdminAuthor> {
  const author = await db.transaction(async (tx) => {
    const before = await authorState(tx, input.id);
    if (!before) throw notFound(m.authorMissing);
    const name = input.name.replace(/\s+/g, ' ');
    // A new name is a new page address; the old one stays among previous_slugs and redirects to it
    // (decision 32), as a section's does.
    const slug = await freeSlug(tx, blogAuthor, name, input.id);
    const previousSlugs =
      before.slug === slug
        ? before.previousSlugs
        : [...before.previousSlugs.filter((old) => old !== slug), before.slug];
    const [updated] = await tx
      .update(blogAuthor)
      .set({
        name,
        slug,
        previousSlugs,
        twitter: input.twitter,
        linkedin: input.linkedin,
        description: input.description,
        imageUrl: input.imageUrl,
        updatedAt: new Date(),
      })
      .where(and(eq(blogAuthor.id, input.id), sameVersion(blogAuthor.updatedAt, input.updatedAt)))
      .returning();
    if (!updated) throw conflict();
    await recordAdminWrite(tx, actor, {
      action: 'update',
      entity: 'blogAuthor',
      entityId: input.id,
      before,
      after: updated,
    });
    return readAuthor(tx, input.id);
  });
  await heardLocally(contentVersion);
  return author;
}

/** Deletes an author no article carries; one that some do is refused, saying how many (409 IN_USE). */
export async function deleteAuthor(
  { db, contentVersion, actor }: AdminContentDeps,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The lock also holds back an article being given this author until this ends.
    const [before] = await tx.select().from(blogAuthor).where(eq(blogAuthor.id, id)).for('update');
    if (!before) throw notFound(m.authorMissing);
    const [used] = await tx.select({ n: count() }).from(blog).where(eq(blog.authorId, id));
    if (used!.n > 0) throw inUse(authorInUseMessage(used!.n));
    await tx.delete(blogAuthor).where(eq(blogAuthor.id, id));
    await recordAdminWrite(tx, actor, {
      action: 'delete',
      entity: 'blogAuthor',
      entityId: id,
      before,
      after: null,
    });
  });
  await heardLocally(contentVersion);
}
