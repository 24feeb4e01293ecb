import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { TAuthorPage } from '../../../shared/schemas/magazine-author';
import type { Db } from '../../db/client';
import { blog, blogAuthor } from '../../db/schema/magazine';
import { summariesQuery, toSummary, type Page } from './blog-reads';
import { isPublished } from './published';

type Deps = { db: Db };

const profileColumns = {
  id: blogAuthor.id,
  name: blogAuthor.name,
  slug: blogAuthor.slug,
  imageUrl: blogAuthor.imageUrl,
  twitter: blogAuthor.twitter,
  linkedin: blogAuthor.linkedin,
  description: blogAuthor.description,
};

/**
 * An author by their slug or one of their previous ones (a rename keeps the old), in any case
 * (slugs are lower case); null when there is none. The current slug wins over another author's
 * previous one.
 */
async function findAuthor(db: Db, asked: string) {
  const slug = asked.toLowerCase();
  const [found] = await db
    .select(profileColumns)
    .from(blogAuthor)
    .where(or(eq(blogAuthor.slug, slug), sql`${slug} = any(${blogAuthor.previousSlugs})`))
    .orderBy(sql`${blogAuthor.slug} = ${slug} desc`, asc(blogAuthor.id))
    .limit(1);
  return found ?? null;
}

/**
 * The author page's read: the author and one page of their published articles, newest first (as
 * the section page lists its own); null when no author has this slug. An author with no published
 * article still has a page: it is their byline's.
 */
export async function getAuthorPage(
  { db }: Deps,
  slug: string,
  { offset, limit }: Page,
): Promise<TAuthorPage | null> {
  const author = await findAuthor(db, slug);
  if (!author) return null;
  const rows = await summariesQuery(db)
    .where(and(eq(blog.authorId, author.id), isPublished))
    .orderBy(desc(blog.createdAt), desc(blog.id))
    .offset(offset)
    .limit(limit);
  return { author, blogs: rows.map(toSummary) };
}
