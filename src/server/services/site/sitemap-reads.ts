import { and, asc, count, countDistinct, eq, max, sql } from 'drizzle-orm';
import { paths } from '../../../shared/config/paths';
import { eventPathSegment } from '../../../shared/events/events';
import { TAG_INDEX_MINIMUM } from '../../../shared/magazine/magazine-routes';
import { articlePath, authorPath, sectionPath, tagPath } from '../../../shared/magazine/slug';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';
import { blog, blogAuthor, blogSection, blogTag } from '../../db/schema/magazine';
import { lastDeletion } from '../admin/audit';
import { isPublished } from '../magazine/published';

/**
 * What the sitemaps and the feeds read of the magazine, straight from the database: made once per
 * content version, since their answers are kept (ADR 028). Lists are in the order their rows were
 * made (ids, or a tag's slug), so a new article joins the last file of a list and the files
 * before it stay as they were. Only published articles are listed or counted (`isPublished`).
 */

/** One address of a sitemap file: a path of this site, when it last changed, its picture. */
export type SitemapUrl = {
  readonly path: string;
  readonly lastModified?: Date;
  /** The picture as stored: a site path or a full address. */
  readonly image?: string;
};

type Page = { offset: number; limit: number };

/** A tag page search engines may index (ADR 021): at least TAG_INDEX_MINIMUM articles carry it. */
const indexableTags = (db: Db) =>
  db
    .select({ slug: blogTag.slug, lastModified: max(blog.updatedAt) })
    .from(blogTag)
    .innerJoin(blog, and(eq(blog.id, blogTag.blogId), isPublished))
    .groupBy(blogTag.slug)
    .having(sql`${countDistinct(blogTag.blogId)} >= ${TAG_INDEX_MINIMUM}`);

/**
 * When the magazine last changed: `articles`, its newest article (the landing's date); `any`,
 * anything the sitemaps and feeds show: an article (its tags are saved with it), a section (a
 * rename) or an author. `any` is the `Last-Modified` of every file made from them. Drafts and
 * scheduled articles count here too: unpublishing one, or the scheduler publishing one, moves its
 * `updated_at`, and the files change then. A deleted row has no `updated_at` left: its removal is
 * dated by its audit row (`lastDeletion`), so that a reader revalidating by date after a deletion
 * gets the file without it rather than a 304. Undefined for an empty magazine.
 */
export async function magazineChanges(db: Db): Promise<{ articles?: Date; any?: Date }> {
  const [articles, sections, authors, articleRemoved, otherRemoved] = await Promise.all([
    ...[blog, blogSection, blogAuthor].map(async (table) => {
      const [row] = await db.select({ changedAt: max(table.updatedAt) }).from(table);
      return row?.changedAt ?? undefined;
    }),
    lastDeletion(db, ['blog']),
    lastDeletion(db, ['blogSection', 'blogAuthor']),
  ]);
  const articlesChanged = latest([articles, articleRemoved]);
  return {
    articles: articlesChanged,
    any: latest([articlesChanged, sections, authors, otherRemoved]),
  };
}

/** When an event last changed or was removed: the date of the events' sitemap. Undefined for none. */
export async function eventChanges(db: Db): Promise<Date | undefined> {
  const [[row], removed] = await Promise.all([
    db.select({ changedAt: max(events.updatedAt) }).from(events),
    lastDeletion(db, ['event']),
  ]);
  return latest([row?.changedAt, removed]);
}

/** How many sections, articles, indexable tags and events the sitemaps list. */
export async function sitemapCounts(db: Db) {
  const [[sections], [articles], [tags], [eventCount]] = await Promise.all([
    db.select({ n: count() }).from(blogSection),
    db.select({ n: count() }).from(blog).where(isPublished),
    db.select({ n: count() }).from(indexableTags(db).as('tags')),
    db.select({ n: count() }).from(events),
  ]);
  return { sections: sections!.n, articles: articles!.n, tags: tags!.n, events: eventCount!.n };
}

/** The latest of some times; undefined for none. */
export function latest(times: readonly (Date | null | undefined)[]): Date | undefined {
  return times.reduce<Date | undefined>(
    (newest, time) => (time && (!newest || time > newest) ? time : newest),
    undefined,
  );
}

/** Section pages, each dated by the newest change of its articles (none for an empty one). */
export async function sitemapSections(db: Db, { offset, limit }: Page): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ slug: blogSection.slug, lastModified: max(blog.updatedAt) })
    .from(blogSection)
    .leftJoin(blog, and(eq(blog.sectionId, blogSection.id), isPublished))
    .groupBy(blogSection.id)
    .orderBy(asc(blogSection.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({
    path: sectionPath(row),
    lastModified: row.lastModified ?? undefined,
  }));
}

/** Articles at their canonical paths, dated by their last change, with their covers. */
export async function sitemapArticles(db: Db, { offset, limit }: Page): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ id: blog.id, slug: blog.slug, image: blog.imageURL, lastModified: blog.updatedAt })
    .from(blog)
    .where(isPublished)
    .orderBy(asc(blog.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({
    path: articlePath(row),
    lastModified: row.lastModified,
    image: row.image,
  }));
}

/** The tag pages ADR 021 lets be indexed, each dated by the newest change of its articles. */
export async function sitemapTags(db: Db, { offset, limit }: Page): Promise<SitemapUrl[]> {
  const rows = await indexableTags(db).orderBy(asc(blogTag.slug)).offset(offset).limit(limit);
  return rows.map((row) => ({
    path: tagPath(row.slug),
    lastModified: row.lastModified ?? undefined,
  }));
}

/** The events' own pages (past ones too: they stay, without the form), by their last change. */
export async function sitemapEvents(db: Db, { offset, limit }: Page): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ id: events.id, slug: events.slug, lastModified: events.updatedAt })
    .from(events)
    .orderBy(asc(events.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({
    path: `${paths.events.path}/${eventPathSegment(row)}`,
    lastModified: row.lastModified,
  }));
}

/** The authors with a published article: an author page without one is kept out of search. */
const authorsWithArticles = (db: Db) =>
  db
    .select({
      id: blogAuthor.id,
      slug: blogAuthor.slug,
      authorChanged: blogAuthor.updatedAt,
      articlesChanged: max(blog.updatedAt),
    })
    .from(blogAuthor)
    .innerJoin(blog, and(eq(blog.authorId, blogAuthor.id), isPublished))
    .groupBy(blogAuthor.id);

/** How many author pages the sitemaps list. */
export async function sitemapAuthorCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(authorsWithArticles(db).as('authors'));
  return row!.n;
}

/** Author pages, each dated by the latest change of the author or their published articles. */
export async function sitemapAuthors(db: Db, { offset, limit }: Page): Promise<SitemapUrl[]> {
  const rows = await authorsWithArticles(db)
    .orderBy(asc(blogAuthor.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({
    path: authorPath(row),
    lastModified: latest([row.authorChanged, row.articlesChanged]),
  }));
}
