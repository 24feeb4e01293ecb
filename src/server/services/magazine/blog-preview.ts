import { eq } from 'drizzle-orm';
import { isPreviewKey } from '../../../shared/magazine/preview-key';
import { slugify } from '../../../shared/magazine/slug';
import { normaliseTags } from '../../../shared/magazine/tags';
import { ZBlogDraftDataSchema } from '../../../shared/schemas/blog-admin';
import type { TBlog } from '../../../shared/schemas/magazine';
import type { Db } from '../../db/client';
import { blogAuthor, blogAutosave, blogSection } from '../../db/schema/magazine';
import { articlePlainText, readingMinutes, sanitizeArticleHtml } from './sanitize-html';

/** An article's date as the editor keeps it (`yyyy-mm-dd`, India's day) as an instant. */
function dateOf(value: string, fallback: Date): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00+05:30`);
    if (!Number.isNaN(day.getTime())) return day.toISOString();
  }
  const parsed = Date.parse(value);
  return new Date(Number.isNaN(parsed) ? fallback : parsed).toISOString();
}

/**
 * The preview of the editor's work in progress (`/magazine/preview/{key}`, ADR 041): the autosave
 * under `key` shaped as the article page reads an article, its HTML through the same sanitizer as
 * a saved article, its tags as a save would store them, its section and author by their ids.
 * Null for an unknown key. Never cached: each request reads the autosave as it is now.
 */
export async function getBlogPreview({ db }: { db: Db }, key: string): Promise<TBlog | null> {
  if (!isPreviewKey(key)) return null;
  const [row] = await db
    .select({ blogId: blogAutosave.blogId, data: blogAutosave.data, savedAt: blogAutosave.savedAt })
    .from(blogAutosave)
    .where(eq(blogAutosave.key, key.toLowerCase()))
    .limit(1);
  if (!row) return null;
  const parsed = ZBlogDraftDataSchema.safeParse(row.data);
  if (!parsed.success) return null;
  const data = parsed.data;

  const [section] =
    data.section === null
      ? []
      : await db
          .select({ name: blogSection.name, slug: blogSection.slug })
          .from(blogSection)
          .where(eq(blogSection.id, data.section));
  const [author] =
    data.author === null
      ? []
      : await db.select().from(blogAuthor).where(eq(blogAuthor.id, data.author));

  const content = sanitizeArticleHtml(data.content);
  const title = data.title.replace(/\s+/g, ' ').trim() || 'Untitled';
  const savedAt = new Date(row.savedAt);
  return {
    id: row.blogId ?? 0,
    title,
    slug: slugify(title),
    description: data.description.replace(/\s+/g, ' ').trim(),
    imageURL: data.imageURL.trim(),
    imageAlt: data.imageAlt.replace(/\s+/g, ' ').trim() || null,
    section: data.section ?? 0,
    sectionName: section?.name ?? 'No section chosen',
    sectionSlug: section?.slug ?? '',
    author: {
      id: author?.id ?? 0,
      name: author?.name ?? 'No author chosen',
      slug: author?.slug ?? '',
      imageUrl: author?.imageUrl ?? '',
      twitter: author?.twitter ?? '',
      linkedin: author?.linkedin ?? '',
      description: author?.description ?? '',
    },
    tags: normaliseTags(data.tags),
    featured: false,
    readingMinutes: readingMinutes(articlePlainText(content)),
    createdAt: dateOf(data.createdAt, savedAt),
    updatedAt: savedAt.toISOString(),
    content,
  };
}
