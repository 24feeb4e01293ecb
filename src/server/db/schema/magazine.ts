import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The magazine: sections, authors, articles and their tags. Public content written by staff (the
 * admin issue writes it; services/magazine/save-blog.ts is the one writer today). Ids are small
 * integers, as they appear in the articles' clean paths (`/magazine/{slug}-{id}`, decision 24).
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A section of the magazine. `previous_slugs` keeps the slugs of earlier names, for redirects. */
export const blogSection = pgTable(
  'blog_section',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    slug: text('slug').notNull(),
    previousSlugs: text('previous_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('blog_section_slug_unique').on(table.slug),
    index('blog_section_previous_slugs_idx').using('gin', table.previousSlugs),
  ],
);

/**
 * A writer's public byline: name, portrait, social profiles and bio, shown with their articles and
 * on their page `/magazine/author/{slug}`. `previous_slugs` keeps the slugs of earlier names, so
 * a renamed author's old page redirects (301).
 */
export const blogAuthor = pgTable(
  'blog_author',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    previousSlugs: text('previous_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text('image_url').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('blog_author_slug_unique').on(table.slug),
    index('blog_author_previous_slugs_idx').using('gin', table.previousSlugs),
  ],
);

/**
 * Where an article stands: a draft (staff only), scheduled (public from `publish_at`, moved to
 * published by the scheduler of every instance) or published. Only published articles are in any
 * public answer (`isPublished` in services/magazine/published.ts).
 */
export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/**
 * An article. `content` is sanitized HTML (services/magazine/sanitize-html.ts); `body_text` its
 * plain text, made by the same writer, for search and snippets; `search_vector` is kept by the
 * database from both (title weight A, body weight B).
 */
export const blog = pgTable(
  'blog',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull(),
    bodyText: text('body_text').notNull().default(''),
    imageURL: text('image_url').notNull().default(''),
    /** What the cover shows, in words (its `alt`); null when the editor wrote none. */
    imageAlt: text('image_alt'),
    sectionId: integer('section_id')
      .notNull()
      .references(() => blogSection.id, { onDelete: 'restrict' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => blogAuthor.id, { onDelete: 'restrict' }),
    featured: boolean('featured').notNull().default(false),
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('published'),
    /** When a scheduled article goes public, or when a published one did; null for a draft. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** The title for search results and link previews, when it should differ from the page's. */
    seoTitle: text('seo_title').notNull().default(''),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("body_text", '')), 'B')`,
      ),
    ...timestamps,
  },
  (table) => [
    index('blog_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('blog_featured_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.featured}`),
    index('blog_section_created_idx').on(
      table.sectionId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('blog_author_idx').on(table.authorId),
    index('blog_search_idx').using('gin', table.searchVector),
    check('blog_reading_minutes_positive', sql`${table.readingMinutes} >= 1`),
    check('blog_status_known', sql`${table.status} in ('draft', 'scheduled', 'published')`),
    check(
      'blog_scheduled_has_time',
      sql`${table.status} <> 'scheduled' or ${table.publishAt} is not null`,
    ),
    index('blog_scheduled_idx')
      .on(table.publishAt)
      .where(sql`${table.status} = 'scheduled'`),
  ],
);

/** An article's tags: lowercase, trimmed, no commas (shared/magazine/tags.ts), with their slug. */
export const blogTag = pgTable(
  'blog_tag',
  {
    blogId: integer('blog_id')
      .notNull()
      .references(() => blog.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    slug: text('slug').notNull(),
    /** The tag's place in the article's list, as the editor gave it. */
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.blogId, table.tag] }),
    index('blog_tag_slug_idx').on(table.slug, table.blogId),
  ],
);

/**
 * What an article was after each save (insert, update, restore): the editor's fields as JSON, with
 * who saved it. The newest 50 per article are kept (services/magazine/blog-revisions.ts). Staff
 * only: never in a public answer.
 */
export const blogRevision = pgTable(
  'blog_revision',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blog.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    adminId: text('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_revision_blog_idx').on(table.blogId, table.savedAt.desc())],
);

/**
 * The editor's work in progress, saved every few seconds while a writer types: keyed by the
 * editor's own id (a UUID made when the editor opens), with the article it edits, if any. It never
 * changes an article: Save or Update does, and then removes it. Staff only.
 */
export const blogAutosave = pgTable(
  'blog_autosave',
  {
    key: uuid('key').primaryKey(),
    blogId: integer('blog_id').references(() => blog.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    adminId: text('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_autosave_blog_idx').on(table.blogId)],
);
