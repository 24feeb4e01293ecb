import { and, eq, sql } from 'drizzle-orm';
import {
  blogAdminMessages as m,
  type TBlogAdminArticle,
  type TBlogInsert,
  type TBlogUpdate,
} from '../../../shared/schemas/blog-admin';
import type { Db } from '../../db/client';
import { blog, blogAutosave } from '../../db/schema/magazine';
import { notFound } from '../../errors';
import { recordAdminWrite } from '../admin/audit';
import { conflict, sameVersion } from '../admin/same-version';
import { readAdminArticle } from './blog-admin-reads';
import { recordRevision } from './blog-revisions';
import { heardLocally, writeBlog, type BlogInput } from './save-blog';
import type { AdminContentDeps } from './section-writes';

/**
 * The article writes of seed 001 section 7 (blog/insert, blog/update, DELETE blog,
 * blog/makeFeatured). Each runs in one transaction: the article, its revision (the newest
 * BLOG_REVISIONS_KEPT kept), the end of the editor's autosave, and the audit row. The blog table's
 * trigger moves the content version (ADR 029) and this app hears it at once.
 */

/**
 * The article's state for the audit log: every column but the HTML and its text, which the
 * revisions keep (an article's body twice in every audit row would dwarf the log).
 */
async function auditState(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: blog.id,
      title: blog.title,
      slug: blog.slug,
      description: blog.description,
      imageURL: blog.imageURL,
      imageAlt: blog.imageAlt,
      sectionId: blog.sectionId,
      authorId: blog.authorId,
      featured: blog.featured,
      status: blog.status,
      publishAt: blog.publishAt,
      seoTitle: blog.seoTitle,
      contentLength: sql<number>`length(${blog.content})`,
      createdAt: blog.createdAt,
      updatedAt: blog.updatedAt,
    })
    .from(blog)
    .where(eq(blog.id, id));
  return row;
}

/** The schema's fields as the writer takes them: the author's id, whatever form the seed sent. */
function blogInput(input: TBlogInsert): BlogInput {
  return {
    title: input.title,
    content: input.content,
    description: input.description,
    imageURL: input.imageURL,
    imageAlt: input.imageAlt,
    section: input.section,
    author: typeof input.author === 'number' ? input.author : input.author.id,
    tags: input.tags,
    featured: input.featured,
    createdAt: input.createdAt,
    status: input.status,
    publishAt: input.publishAt,
    seoTitle: input.seoTitle,
  };
}

async function afterSave(
  tx: Db,
  deps: AdminContentDeps,
  id: number,
  draftKey: string | undefined,
): Promise<TBlogAdminArticle> {
  const article = (await readAdminArticle(tx, id))!;
  await recordRevision(tx, deps.actor, article);
  // The editor's work in progress is now saved for real.
  if (draftKey) await tx.delete(blogAutosave).where(eq(blogAutosave.key, draftKey));
  return article;
}

/** POST blog/insert: adds an article (published, scheduled or a draft). */
export async function insertBlog(
  deps: AdminContentDeps,
  input: TBlogInsert,
): Promise<TBlogAdminArticle> {
  const article = await deps.db.transaction(async (tx) => {
    const id = await writeBlog(tx, blogInput(input));
    const saved = await afterSave(tx, deps, id, input.draftKey);
    await recordAdminWrite(tx, deps.actor, {
      action: 'insert',
      entity: 'blog',
      entityId: id,
      before: null,
      after: await auditState(tx, id),
    });
    return saved;
  });
  await heardLocally(deps.contentVersion);
  return article;
}

/** POST blog/update: if nobody saved the article since `updatedAt` (else 409 CONFLICT). */
export async function updateBlog(
  deps: AdminContentDeps,
  input: TBlogUpdate,
): Promise<TBlogAdminArticle> {
  const article = await deps.db.transaction(async (tx) => {
    // Locked until the transaction ends, so no other save slips in between check and write.
    const [opened] = await tx
      .select({ id: blog.id })
      .from(blog)
      .where(and(eq(blog.id, input.id), sameVersion(blog.updatedAt, input.updatedAt)))
      .for('update');
    if (!opened) {
      if (await auditState(tx, input.id)) throw conflict();
      throw notFound(m.blogMissing);
    }
    const before = await auditState(tx, input.id);
    await writeBlog(tx, { ...blogInput(input), id: input.id });
    const saved = await afterSave(tx, deps, input.id, input.draftKey);
    await recordAdminWrite(tx, deps.actor, {
      action: 'update',
      entity: 'blog',
      entityId: input.id,
      before,
      after: await auditState(tx, input.id),
    });
    return saved;
  });
  await heardLocally(deps.contentVersion);
  return article;
}

/** DELETE blog?id=: the article, its tags, revisions and autosaves go with it. */
export async function deleteBlog(deps: AdminContentDeps, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await auditState(tx, id);
    if (!before) throw notFound(m.blogMissing);
    await tx.delete(blog).where(eq(blog.id, id));
    await recordAdminWrite(tx, deps.actor, {
      action: 'delete',
      entity: 'blog',
      entityId: id,
      before,
      after: null,
    });
  });
  await heardLocally(deps.contentVersion);
}

/** POST blog/makeFeatured: marks the article featured or not; answers the message to show. */
export async function makeFeatured(
  deps: AdminContentDeps,
  input: { blog: number; featured: boolean },
): Promise<string> {
  await deps.db.transaction(async (tx) => {
    const before = await auditState(tx, input.blog);
    if (!before) throw notFound(m.blogMissing);
    await tx
      .update(blog)
      .set({ featured: input.featured, updatedAt: sql`now()` })
      .where(eq(blog.id, input.blog));
    await recordAdminWrite(tx, deps.actor, {
      action: 'update',
      entity: 'blog',
      entityId: input.blog,
      before,
      after: await auditState(tx, input.blog),
      details: { featured: input.featured },
    });
  });
  await heardLocally(deps.contentVersion);
  return input.featured ? m.featured : m.unfeatured;
}
