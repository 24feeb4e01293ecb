import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  TBlogAdminArticle,
  TBlogAdminFilter,
  TBlogAdminRow,
} from '../../../shared/schemas/blog-admin';
import type { Db } from '../../db/client';
import { blog, blogAuthor, blogSection, blogTag } from '../../db/schema/magazine';

/**
 * The staff's reads of articles (Blogs Management and the editor): drafts and scheduled articles
 * included. Straight from the database every time, never kept: the public reads and their caches
 * (services/content/public-reads.ts) never see these.
 */

/** India's clock: UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** The article's date as the editor's date field holds it: `yyyy-mm-dd`, India's day. */
function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const rowColumns = {
  id: blog.id,
  title: blog.title,
  slug: blog.slug,
  section: blog.sectionId,
  sectionName: blogSection.name,
  authorId: blogAuthor.id,
  authorName: blogAuthor.name,
  status: blog.status,
  publishAt: blog.publishAt,
  featured: blog.featured,
  createdAt: blog.createdAt,
  updatedAt: blog.updatedAt,
};

const FILTERS: Record<Exclude<TBlogAdminFilter, number>, SQL | undefined> = {
  All: undefined,
  featured: eq(blog.featured, true),
  drafts: eq(blog.status, 'draft'),
  scheduled: eq(blog.status, 'scheduled'),
};

/** One page of every article, newest first (by date, then id), as the filter picks them. */
export async function listAdminBlogs(
  db: Db,
  { filter, offset, limit }: { filter: TBlogAdminFilter; offset: number; limit: number },
): Promise<TBlogAdminRow[]> {
  const where = typeof filter === 'number' ? eq(blog.sectionId, filter) : FILTERS[filter];
  const rows = await db
    .select(rowColumns)
    .from(blog)
    .innerJoin(blogSection, eq(blogSection.id, blog.sectionId))
    .innerJoin(blogAuthor, eq(blogAuthor.id, blog.authorId))
    .where(where)
    .orderBy(desc(blog.createdAt), desc(blog.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    section: row.section,
    sectionName: row.sectionName,
    author: { id: row.authorId, name: row.authorName },
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

const tagsOfRow = sql<
  string[]
>`array(select ${blogTag.tag} from ${blogTag} where ${blogTag.blogId} = ${blog.id} order by ${blogTag.position}, ${blogTag.tag})`;

/** One article with every field the editor edits, or null; whatever its status. */
export async function readAdminArticle(db: Db, id: number): Promise<TBlogAdminArticle | null> {
  const [row] = await db
    .select({
      ...rowColumns,
      content: blog.content,
      imageURL: blog.imageURL,
      imageAlt: blog.imageAlt,
      description: blog.description,
      seoTitle: blog.seoTitle,
      tags: tagsOfRow,
    })
    .from(blog)
    .innerJoin(blogSection, eq(blogSection.id, blog.sectionId))
    .innerJoin(blogAuthor, eq(blogAuthor.id, blog.authorId))
    .where(eq(blog.id, id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    imageURL: row.imageURL,
    imageAlt: row.imageAlt ?? '',
    section: row.section,
    sectionName: row.sectionName,
    author: { id: row.authorId, name: row.authorName },
    tags: [...(row.tags ?? [])],
    featured: row.featured,
    description: row.description,
    seoTitle: row.seoTitle,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    createdAt: indiaDay(row.createdAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}
