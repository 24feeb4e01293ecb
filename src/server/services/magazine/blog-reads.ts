import { and, asc, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { tagSlug } from '../../../shared/magazine/slug';
import { normaliseTag } from '../../../shared/magazine/tags';
import type { TBlog, TBlogSection, TBlogSummary } from '../../../shared/schemas/magazine';
import type { Db } from '../../db/client';
import { blog, blogAuthor, blogSection, blogTag } from '../../db/schema/magazine';
import { isPublished } from './published';
import { sanitizeArticleHtml } from './sanitize-html';

/**
 * The magazine's reads, straight from the database (services/content/public-reads.ts caches them
 * per content version). Lists are newest first (by date, then id), as the seed's pages show them.
 * Every read here is public: only published articles (`isPublished`), never drafts or scheduled
 * ones; a draft's id reads as a missing article.
 */

type Deps = { db: Db };
export type Page = { offset: number; limit: number };

/** The tags of the article of the row, in the editor's order. */
const tagsOfRow = sql<
  string[]
>`array(select ${blogTag.tag} from ${blogTag} where ${blogTag.blogId} = ${blog.id} order by ${blogTag.position}, ${blogTag.tag})`;

const summaryColumns = {
  id: blog.id,
  title: blog.title,
  slug: blog.slug,
  description: blog.description,
  imageURL: blog.imageURL,
  imageAlt: blog.imageAlt,
  section: blog.sectionId,
  sectionName: blogSection.name,
  sectionSlug: blogSection.slug,
  authorId: blogAuthor.id,
  authorName: blogAuthor.name,
  authorSlug: blogAuthor.slug,
  authorImageUrl: blogAuthor.imageUrl,
  authorTwitter: blogAuthor.twitter,
  authorLinkedin: blogAuthor.linkedin,
  authorDescription: blogAuthor.description,
  tags: tagsOfRow,
  featured: blog.featured,
  readingMinutes: blog.readingMinutes,
  createdAt: blog.createdAt,
  updatedAt: blog.updatedAt,
};

type SummaryRow = Awaited<ReturnType<typeof summariesQuery>>[number];

export function toSummary(row: SummaryRow): TBlogSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    imageURL: row.imageURL,
    imageAlt: row.imageAlt,
    section: row.section,
    sectionName: row.sectionName,
    sectionSlug: row.sectionSlug,
    author: {
      id: row.authorId,
      name: row.authorName,
      slug: row.authorSlug,
      imageUrl: row.authorImageUrl,
      twitter: row.authorTwitter,
      linkedin: row.authorLinkedin,
      description: row.authorDescription,
    },
    tags: [...(row.tags ?? [])],
    featured: row.featured,
    readingMinutes: row.readingMinutes,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Articles with their section and author, newest first, one page. */
export function summariesQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(blog)
    .innerJoin(blogSection, eq(blogSection.id, blog.sectionId))
    .innerJoin(blogAuthor, eq(blogAuthor.id, blog.authorId))
    .$dynamic();
}

const newestFirst = [desc(blog.createdAt), desc(blog.id)] as const;

async function pageOf(db: Db, where: SQL | undefined, { offset, limit }: Page) {
  const rows = await summariesQuery(db)
    .where(and(isPublished, where))
    .orderBy(...newestFirst)
    .offset(offset)
    .limit(limit);
  return rows.map(toSummary);
}

/** POST /blog: every article. */
export function listBlogs({ db }: Deps, page: Page): Promise<TBlogSummary[]> {
  return pageOf(db, undefined, page);
}

/** POST /blog/featured: the featured articles. */
export function listFeaturedBlogs({ db }: Deps, page: Page): Promise<TBlogSummary[]> {
  return pageOf(db, eq(blog.featured, true), page);
}

/** POST /blog/byTag: the articles with a tag, given as stored ('save tax') or as its slug. */
export function listBlogsByTag({ db }: Deps, tag: string, page: Page): Promise<TBlogSummary[]> {
  const slug = tagSlug(normaliseTag(tag));
  return pageOf(
    db,
    sql`exists (select 1 from ${blogTag} where ${blogTag.blogId} = ${blog.id} and ${blogTag.slug} = ${slug})`,
    page,
  );
}

const sectionColumns = {
  id: blogSection.id,
  name: blogSection.name,
  description: blogSection.description,
  slug: blogSection.slug,
  previousSlugs: blogSection.previousSlugs,
};

/** GET /blog/fetchSection: every section, in the order staff made them. */
export function listSections({ db }: Deps): Promise<TBlogSection[]> {
  return db.select(sectionColumns).from(blogSection).orderBy(asc(blogSection.id));
}

/**
 * A section by its id (a number, or digits as text, as the seed's links carry it), its slug or
 * one of its previous slugs, in any case (slugs are lower case); null when there is none.
 */
export async function findSection({ db }: Deps, asked: number | string) {
  const section = typeof asked === 'string' ? asked.toLowerCase() : asked;
  const asId =
    typeof section === 'number' ? section : /^\d{1,10}$/.test(section) ? Number(section) : null;
  const where =
    asId !== null
      ? asId <= 2_147_483_647
        ? eq(blogSection.id, asId)
        : undefined
      : or(
          eq(blogSection.slug, section as string),
          sql`${section as string} = any(${blogSection.previousSlugs})`,
        );
  if (!where) return null;
  // The current slug wins over another section's previous one.
  const [found] = await db
    .select(sectionColumns)
    .from(blogSection)
    .where(where)
    .orderBy(sql`${blogSection.slug} = ${String(section)} desc`, asc(blogSection.id))
    .limit(1);
  return found ?? null;
}

/** POST /blog/bySection: the articles of a section, or null when there is no such section. */
export async function listBlogsBySection(
  deps: Deps,
  section: number | string,
  page: Page,
): Promise<TBlogSummary[] | null> {
  const found = await findSection(deps, section);
  if (!found) return null;
  return pageOf(deps.db, eq(blog.sectionId, found.id), page);
}

/** GET /blog/blog: one article with its HTML, or null. */
export async function getBlog({ db }: Deps, id: number): Promise<TBlog | null> {
  const [row] = await db
    .select({ ...summaryColumns, content: blog.content })
    .from(blog)
    .innerJoin(blogSection, eq(blogSection.id, blog.sectionId))
    .innerJoin(blogAuthor, eq(blogAuthor.id, blog.authorId))
    .where(and(eq(blog.id, id), isPublished))
    .limit(1);
  // Sanitized again on the way out (it was when stored): a row written some other way, or under an
  // older rule, still reaches a page only as the rules now allow. Reads are cached per content
  // version, so this runs once per article per change.
  return row ? { ...toSummary(row), content: sanitizeArticleHtml(row.content) } : null;
}

/**
 * GET /blog/related: other articles, those sharing the most tags with it first, then those of its
 * section, then the newest; never the article itself. Null when the article does not exist.
 */
export async function listRelatedBlogs(
  { db }: Deps,
  id: number,
  limit: number,
): Promise<TBlogSummary[] | null> {
  const [source] = await db
    .select({ sectionId: blog.sectionId })
    .from(blog)
    .where(and(eq(blog.id, id), isPublished));
  if (!source) return null;
  const sharedTags = sql`(select count(*) from ${blogTag} as own join ${blogTag} as other on other.tag = own.tag where own.blog_id = ${id} and other.blog_id = ${blog.id})`;
  const rows = await summariesQuery(db)
    .where(and(ne(blog.id, id), isPublished))
    .orderBy(
      sql`${sharedTags} desc`,
      sql`(${blog.sectionId} = ${source.sectionId}) desc`,
      ...newestFirst,
    )
    .limit(limit);
  return rows.map(toSummary);
}
