import { and, desc, eq, notInArray } from 'drizzle-orm';
import {
  BLOG_REVISIONS_KEPT,
  ZBlogDraftDataSchema,
  type TBlogAdminArticle,
  type TBlogDraftData,
  type TBlogRevision,
} from '../../../shared/schemas/blog-admin';
import type { Db } from '../../db/client';
import { blogRevision } from '../../db/schema/magazine';
import type { AdminActor } from '../admin/audit';

/**
 * What an article was after each save, newest first: the last BLOG_REVISIONS_KEPT per article,
 * the older ones dropped in the saving transaction. Staff only; never in a public answer.
 */

/** The editor's fields of an article, as a revision and an autosave keep them. */
function revisionData(article: TBlogAdminArticle): TBlogDraftData {
  return {
    title: article.title,
    content: article.content,
    imageURL: article.imageURL,
    imageAlt: article.imageAlt,
    section: article.section,
    author: article.author.id,
    tags: article.tags,
    createdAt: article.createdAt,
    description: article.description,
    seoTitle: article.seoTitle,
    status: article.status,
    publishAt: article.publishAt,
  };
}

/** Records the article as just saved, inside the save's transaction, and drops the oldest beyond the cap. */
export async function recordRevision(
  tx: Db,
  actor: AdminActor,
  article: TBlogAdminArticle,
): Promise<void> {
  await tx.insert(blogRevision).values({
    blogId: article.id,
    data: revisionData(article),
    adminId: actor.id,
    adminName: actor.name,
  });
  // Ids grow with every save, so the newest ids are the newest revisions (saved_at ties within a transaction).
  const kept = tx
    .select({ id: blogRevision.id })
    .from(blogRevision)
    .where(eq(blogRevision.blogId, article.id))
    .orderBy(desc(blogRevision.id))
    .limit(BLOG_REVISIONS_KEPT);
  await tx
    .delete(blogRevision)
    .where(and(eq(blogRevision.blogId, article.id), notInArray(blogRevision.id, kept)));
}

/** An article's revisions, newest first. */
export async function listRevisions(db: Db, blogId: number): Promise<TBlogRevision[]> {
  const rows = await db
    .select()
    .from(blogRevision)
    .where(eq(blogRevision.blogId, blogId))
    .orderBy(desc(blogRevision.id))
    .limit(BLOG_REVISIONS_KEPT);
  return rows.map((row) => ({
    id: row.id,
    blogId: row.blogId,
    adminName: row.adminName,
    savedAt: row.savedAt.toISOString(),
    // Parsed, so that a row written under an older shape still reaches the editor whole.
    data: ZBlogDraftDataSchema.parse(row.data),
  }));
}
