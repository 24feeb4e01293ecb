import { and, eq, ne, sql } from 'drizzle-orm';
import { slugify, tagSlug } from '../../../shared/magazine/slug';
import { normaliseTags } from '../../../shared/magazine/tags';
import { blogAdminMessages } from '../../../shared/schemas/blog-admin';
import { MAGAZINE_MESSAGES } from '../../../shared/schemas/magazine';
import type { Db } from '../../db/client';
import { blog, blogAuthor, blogSection, blogTag, type BlogStatus } from '../../db/schema/magazine';
import { badRequest, notFound } from '../../errors';
import type { ContentVersion } from '../content/content-version';
import { articlePlainText, readingMinutes, sanitizeArticleHtml } from './sanitize-html';

/**
 * The magazine's writers: the demo seed uses them today, the admin routes (blog/insert,
 * blog/update, blog/insertSection...) later. Each sanitizes what it stores. Their tables move the
 * content version by themselves, in the writing transaction (a trigger: ADR 029); the `save…`
 * forms then re-read it for the app that wrote (`contentVersion.refresh()`), so that its caches
 * show the change on its next request, not only once the notification arrives. The `write…`
 * forms run inside a caller's transaction.
 */

/** What the `save…` writers need: the database, and the app's content version to refresh. */
/**
 * What a content write needs: the database, and the writing app's content version, to hear its
 * own change at once. A command with no app of its own (a CLI) has none: the database's trigger
 * and NOTIFY tell every app (ADR 029).
 */
export type ContentWriteDeps = { db: Db; contentVersion?: Pick<ContentVersion, 'refresh'> };

/**
 * After a commit: the writing app hears its own change now. The change is committed whatever
 * happens here; should the re-read fail, the notification or the next poll brings it.
 */
export async function heardLocally(
  contentVersion: ContentWriteDeps['contentVersion'],
): Promise<void> {
  await contentVersion?.refresh().catch(() => {});
}

export type BlogInput = {
  /** Present to update that article; absent to add one. */
  id?: number;
  title: string;
  /** The meta description and excerpt; made from the text when empty. */
  description?: string;
  /** HTML from the editor: sanitized here. */
  content: string;
  imageURL?: string;
  /** What the cover shows, for readers who cannot see it; empty or absent for none. */
  imageAlt?: string | null;
  section: number;
  author: number;
  tags?: readonly string[];
  /** Absent on an update: the article stays as featured as it was (blog/makeFeatured sets it). */
  featured?: boolean;
  /** The article's date: `YYYY-MM-DD` (the editor's default is today) or a full timestamp. */
  createdAt?: string | Date;
  /** Absent: published when added; unchanged (with its time) when updated. */
  status?: BlogStatus;
  /** When a scheduled article goes public: required then, and in the future; ignored otherwise. */
  publishAt?: string | Date | null;
  /** The title for search results; absent on an update: unchanged. */
  seoTitle?: string;
};

/** The longest description made from an article's text. */
const DESCRIPTION_LENGTH = 160;

function excerpt(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

function articleDate(value: string | Date | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00+05:30`)
      : new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest('Please enter a valid date');
  return date;
}

/**
 * The status and publishing time a save stores. Published keeps the time it first went public
 * (or is now); scheduled needs a time still to come; a draft has none.
 */
function publishing(status: BlogStatus | undefined, publishAt: BlogInput['publishAt']) {
  if (status === undefined) return {};
  if (status === 'draft') return { status, publishAt: null };
  if (status === 'published') {
    // In an UPDATE the right side reads the row as it was.
    return {
      status,
      publishAt: sql`case when ${blog.status} = 'published' and ${blog.publishAt} is not null then ${blog.publishAt} else now() end`,
    };
  }
  if (publishAt == null) throw badRequest(blogAdminMessages.publishAt);
  const at = new Date(publishAt);
  if (Number.isNaN(at.getTime())) throw badRequest(blogAdminMessages.publishAt);
  if (at.getTime() <= Date.now()) throw badRequest(blogAdminMessages.publishAtPast);
  return { status, publishAt: at };
}

/** Adds or updates an article inside `tx`; returns its id. */
export async function writeBlog(tx: Db, input: BlogInput): Promise<number> {
  const title = input.title.replace(/\s+/g, ' ').trim();
  if (title === '') throw badRequest(MAGAZINE_MESSAGES.blogTitle);
  const content = sanitizeArticleHtml(input.content);
  const bodyText = articlePlainText(content);
  if (bodyText === '' && !/<(img|iframe)\b/.test(content)) {
    throw badRequest(MAGAZINE_MESSAGES.blogContent);
  }
  const [section] = await tx
    .select({ id: blogSection.id })
    .from(blogSection)
    .where(eq(blogSection.id, input.section));
  if (!section) throw badRequest(MAGAZINE_MESSAGES.sectionNotFound);
  const [author] = await tx
    .select({ id: blogAuthor.id })
    .from(blogAuthor)
    .where(eq(blogAuthor.id, input.author));
  if (!author) throw badRequest('Author not found');

  const values = {
    title,
    slug: slugify(title),
    description: input.description?.replace(/\s+/g, ' ').trim() || excerpt(bodyText),
    content,
    bodyText,
    imageURL: input.imageURL?.trim() ?? '',
    imageAlt: input.imageAlt?.replace(/\s+/g, ' ').trim() || null,
    sectionId: section.id,
    authorId: author.id,
    readingMinutes: readingMinutes(bodyText),
    ...(input.seoTitle === undefined
      ? {}
      : { seoTitle: input.seoTitle.replace(/\s+/g, ' ').trim() }),
  };
  const createdAt = articleDate(input.createdAt);

  let id: number;
  if (input.id === undefined) {
    const { status = 'published', publishAt } = publishing(
      input.status ?? 'published',
      input.publishAt,
    );
    const [row] = await tx
      .insert(blog)
      .values({
        ...values,
        featured: input.featured ?? false,
        status,
        // An insert has no earlier row to read: published now.
        publishAt: status === 'published' ? sql`now()` : publishAt,
        ...(createdAt ? { createdAt } : {}),
      })
      .returning({ id: blog.id });
    id = row!.id;
  } else {
    const [row] = await tx
      .update(blog)
      .set({
        ...values,
        ...(input.featured === undefined ? {} : { featured: input.featured }),
        ...publishing(input.status, input.publishAt),
        ...(createdAt ? { createdAt } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(blog.id, input.id))
      .returning({ id: blog.id });
    if (!row) throw notFound(MAGAZINE_MESSAGES.blogNotFound);
    id = row.id;
    await tx.delete(blogTag).where(eq(blogTag.blogId, id));
  }
  const tags = normaliseTags(input.tags ?? []);
  if (tags.length > 0) {
    await tx
      .insert(blogTag)
      .values(tags.map((tag, position) => ({ blogId: id, tag, slug: tagSlug(tag), position })));
  }
  return id;
}

/** Adds or updates an article, then tells this app's caches; returns its id. */
export async function saveBlog(
  { db, contentVersion }: ContentWriteDeps,
  input: BlogInput,
): Promise<number> {
  const id = await db.transaction((tx) => writeBlog(tx, input));
  await heardLocally(contentVersion);
  return id;
}

/**
 * A slug made from `name` that no other row of `table` holds: `name`, else `name-2`, `name-3`…
 * (`id` is the row being renamed, which may keep its own).
 */
export async function freeSlug(
  tx: Db,
  table: typeof blogSection | typeof blogAuthor,
  name: string,
  id?: number,
): Promise<string> {
  const base = slugify(name);
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx
      .select({ id: table.id })
      .from(table)
      .where(id === undefined ? eq(table.slug, slug) : and(eq(table.slug, slug), ne(table.id, id)));
    if (!taken) return slug;
  }
}

export type SectionInput = { id?: number; name: string; description?: string; slug?: string };

/**
 * Adds or renames a section inside `tx`. Its slug comes from the name unless given, and is made
 * unique with a number; a rename keeps the old slug among `previous_slugs`, so old links redirect.
 */
export async function writeSection(tx: Db, input: SectionInput): Promise<number> {
  const name = input.name.replace(/\s+/g, ' ').trim();
  if (name === '') throw badRequest('Please enter section name');
  const slug = await freeSlug(tx, blogSection, input.slug || name, input.id);
  const description = input.description?.trim() ?? '';
  if (input.id === undefined) {
    const [row] = await tx
      .insert(blogSection)
      .values({ name, description, slug })
      .returning({ id: blogSection.id });
    return row!.id;
  }
  const [current] = await tx
    .select({ slug: blogSection.slug, previousSlugs: blogSection.previousSlugs })
    .from(blogSection)
    .where(eq(blogSection.id, input.id));
  if (!current) throw notFound(MAGAZINE_MESSAGES.sectionNotFound);
  const previousSlugs =
    current.slug === slug
      ? current.previousSlugs
      : [...current.previousSlugs.filter((old) => old !== slug), current.slug];
  await tx
    .update(blogSection)
    .set({ name, description, slug, previousSlugs, updatedAt: sql`now()` })
    .where(eq(blogSection.id, input.id));
  return input.id;
}

export async function saveSection(
  { db, contentVersion }: ContentWriteDeps,
  input: SectionInput,
): Promise<number> {
  const id = await db.transaction((tx) => writeSection(tx, input));
  await heardLocally(contentVersion);
  return id;
}

export type AuthorInput = {
  name: string;
  imageUrl?: string;
  twitter?: string;
  linkedin?: string;
  description?: string;
};

/** Adds an author inside `tx`. */
export async function writeAuthor(tx: Db, input: AuthorInput): Promise<number> {
  const name = input.name.replace(/\s+/g, ' ').trim();
  if (name === '') throw badRequest('Please enter author name');
  const [row] = await tx
    .insert(blogAuthor)
    .values({
      name,
      slug: await freeSlug(tx, blogAuthor, name),
      imageUrl: input.imageUrl?.trim() ?? '',
      twitter: input.twitter?.trim() ?? '',
      linkedin: input.linkedin?.trim() ?? '',
      description: input.description?.trim() ?? '',
    })
    .returning({ id: blogAuthor.id });
  return row!.id;
}
