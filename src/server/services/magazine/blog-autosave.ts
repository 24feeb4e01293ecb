import { desc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  blogAdminMessages as m,
  ZBlogDraftDataSchema,
  type TBlogAutosave,
  type TBlogDraftData,
} from '../../../shared/schemas/blog-admin';
import type { Db } from '../../db/client';
import { blog, blogAutosave } from '../../db/schema/magazine';
import { badRequest, notFound } from '../../errors';
import type { AdminActor } from '../admin/audit';

/**
 * The editor's work in progress, saved every few seconds under the editor's own key (a random
 * UUID). It never touches the article, so it moves no content version and is not audited: Save or
 * Update does both, and removes it. Any admin may continue another's draft; each save records who
 * made it.
 */

/** A key is one editor's: its draft stays with the article it was made for. */
const KEY_TAKEN = 'This draft belongs to another article. Reload the editor to go on.';

/**
 * Saves `data` under `key`; resolves to when. A key made for a new article may be claimed by that
 * article once saved; a key of article A is refused for article B or for a new one (400).
 */
export async function saveAutosave(
  db: Db,
  actor: AdminActor,
  input: { key: string; blogId?: number; data: TBlogDraftData },
): Promise<Date> {
  const blogId = input.blogId ?? null;
  if (blogId !== null) {
    const [found] = await db.select({ id: blog.id }).from(blog).where(eq(blog.id, blogId));
    if (!found) throw notFound(m.blogMissing);
  }
  const [saved] = await db
    .insert(blogAutosave)
    .values({ key: input.key, blogId, data: input.data, adminId: actor.id, adminName: actor.name })
    .onConflictDoUpdate({
      target: blogAutosave.key,
      set: {
        blogId,
        data: input.data,
        adminId: actor.id,
        adminName: actor.name,
        savedAt: sql`now()`,
      },
      // The same article, or a new one's draft being claimed by the article it became.
      setWhere: or(
        isNull(blogAutosave.blogId),
        sql`${blogAutosave.blogId} is not distinct from ${blogId}`,
      ),
    })
    .returning({ savedAt: blogAutosave.savedAt });
  if (!saved) throw badRequest(KEY_TAKEN);
  return saved.savedAt;
}

/** The drafts of an article, or (no id) of new articles never saved; newest first. */
export async function listAutosaves(db: Db, blogId: number | undefined): Promise<TBlogAutosave[]> {
  const rows = await db
    .select()
    .from(blogAutosave)
    .where(blogId === undefined ? isNull(blogAutosave.blogId) : eq(blogAutosave.blogId, blogId))
    .orderBy(desc(blogAutosave.savedAt));
  return rows.map((row) => ({
    key: row.key,
    blogId: row.blogId,
    adminName: row.adminName,
    savedAt: row.savedAt.toISOString(),
    data: ZBlogDraftDataSchema.parse(row.data),
  }));
}

/** Discards a draft; one already gone is no error (the writer's intent holds). */
export async function deleteAutosave(db: Db, key: string): Promise<void> {
  await db.delete(blogAutosave).where(eq(blogAutosave.key, key));
}
