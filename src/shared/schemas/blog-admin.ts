import { z } from 'zod';
import { normaliseTags } from '../magazine/tags';
import { MAGAZINE_MESSAGES } from './magazine';
import { isStoredLink, openedAt, rowId, text } from './magazine-admin';

/**
 * The article writes and the staff's article reads (seed 001 sections 2-8, issue 24): what Blogs
 * Management and the editor send and what the server checks, one schema for both. The seed's
 * payloads (`title, imageURL, content, section, sectionName, author (object), tags, createdAt`)
 * are accepted as it sends them; beyond the seed come the status and publishing time, the cover's
 * alt text, the search-result title and description, and the editor's autosave key.
 */

export const BLOG_TITLE_MAX_LENGTH = 150;
export const BLOG_SEO_TITLE_MAX_LENGTH = 70;
export const BLOG_DESCRIPTION_MAX_LENGTH = 160;
const BLOG_COVER_ALT_MAX_LENGTH = 250;
/** The stored HTML of one article, at most (a long article is ~100 KB; pictures are links). */
const BLOG_CONTENT_MAX_LENGTH = 400_000;
export const BLOG_TAG_MAX_LENGTH = 40;
export const BLOG_TAGS_MAX = 20;
/** Blogs Management's page size (seed: Load More, page of 9). */
export const BLOG_ADMIN_PAGE_SIZE = 9;
/** Revisions kept per article; older ones are dropped as new ones are saved. */
export const BLOG_REVISIONS_KEPT = 50;
/** How long after typing stops the editor saves its work in progress. */
export const BLOG_AUTOSAVE_DELAY_MS = 2_000;
/** The largest upload (multipart), apart from the 1 MB JSON limit of every other call. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const blogAdminMessages = {
  // The seed's words (sections 5 and 8).
  enterTitle: MAGAZINE_MESSAGES.blogTitle,
  enterContent: MAGAZINE_MESSAGES.blogContent,
  somethingWentWrong: 'Something went wrong',
  uploadingImage: 'Uploading Image',
  authorUploadFailed: 'Something went wrong, while uploading image!',
  // Ours.
  titleTooLong: `The title can be at most ${BLOG_TITLE_MAX_LENGTH} characters`,
  seoTitleTooLong: `The search-result title can be at most ${BLOG_SEO_TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `The description can be at most ${BLOG_DESCRIPTION_MAX_LENGTH} characters`,
  contentTooLong: 'This article is too long to save. Split it into two articles.',
  chooseSection: 'Please choose a section',
  chooseAuthor: 'Please choose an author',
  coverLink: 'The cover image link must start with https:// or be a path on this site',
  coverAlt: 'Please describe the cover image for readers who cannot see it',
  coverAltTooLong: `The cover description can be at most ${BLOG_COVER_ALT_MAX_LENGTH} characters`,
  date: 'Please enter a valid date',
  tagTooLong: `A tag can be at most ${BLOG_TAG_MAX_LENGTH} characters`,
  tooManyTags: `An article can have at most ${BLOG_TAGS_MAX} tags`,
  publishAt: 'Please choose when to publish',
  publishAtPast: 'The publishing time has passed. Choose a later time, or publish now.',
  blogMissing: 'This article no longer exists. Reload to see the current list.',
  saved: 'Blog saved',
  updated: 'Blog updated',
  deleted: 'Blog deleted',
  featured: 'Blog marked as featured',
  unfeatured: 'Blog removed from featured',
  autosaved: 'Draft saved',
  listed: 'Blogs',
  uploaded: 'Image uploaded',
  uploadTooLarge: `This picture is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
  uploadFolder: 'Please say where the picture is for: blog_images or author_image',
  uploadMissing: 'Please choose a picture to upload',
} as const;

const m = blogAdminMessages;

const BLOG_STATUS_VALUES = ['draft', 'scheduled', 'published'] as const;
export type TBlogStatus = (typeof BLOG_STATUS_VALUES)[number];

/** The seed's `author (object)`, or a bare id: the server keeps only the id. */
const authorRef = z.union([rowId, z.looseObject({ id: rowId })], { error: m.chooseAuthor });

const tags = z
  .array(z.string().max(BLOG_TAG_MAX_LENGTH * 4, { error: m.tagTooLong }), { error: m.tagTooLong })
  .max(BLOG_TAGS_MAX * 4, { error: m.tooManyTags })
  .transform((list) => normaliseTags(list))
  .refine((list) => list.every((tag) => tag.length <= BLOG_TAG_MAX_LENGTH), { error: m.tagTooLong })
  .refine((list) => list.length <= BLOG_TAGS_MAX, { error: m.tooManyTags });

/** The article's date, `yyyy-mm-dd` (the seed's default is today, India time) or a timestamp. */
const articleDate = z
  .string({ error: m.date })
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) || !Number.isNaN(Date.parse(value)), {
    error: m.date,
  });

/** The fields of a save, as the editor sends them and the autosave keeps them. */
const blogFields = {
  title: text(BLOG_TITLE_MAX_LENGTH, m.titleTooLong, m.enterTitle),
  content: z
    .string({ error: m.enterContent })
    .max(BLOG_CONTENT_MAX_LENGTH, { error: m.contentTooLong }),
  imageURL: text(300, m.coverLink)
    .refine((value) => value === '' || isStoredLink(value), { error: m.coverLink })
    .default(''),
  imageAlt: text(BLOG_COVER_ALT_MAX_LENGTH, m.coverAltTooLong).default(''),
  section: rowId.or(
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(rowId),
  ),
  /** The seed sends the section's name beside its id; the server reads the id only. */
  sectionName: z.string().max(200).optional(),
  author: authorRef,
  tags: tags.default([]),
  createdAt: articleDate.optional(),
  description: text(BLOG_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong).default(''),
  seoTitle: text(BLOG_SEO_TITLE_MAX_LENGTH, m.seoTitleTooLong).default(''),
  featured: z.boolean().optional(),
  /** Beyond the seed: a draft, published now, or scheduled for `publishAt`. */
  status: z.enum(BLOG_STATUS_VALUES).default('published'),
  /** When a scheduled article goes public (an instant; the editor picks it in India time). */
  publishAt: z.iso.datetime({ offset: true, error: m.publishAt }).nullish(),
  /** The editor's autosave key: its work in progress is removed once this save lands. */
  draftKey: z.uuid().optional(),
};

const coverNeedsAlt = (value: { imageURL: string; imageAlt: string }) =>
  value.imageURL === '' || value.imageAlt !== '';
const scheduledHasTime = (value: { status: TBlogStatus; publishAt?: string | null }) =>
  value.status !== 'scheduled' || Boolean(value.publishAt);

/** POST /api/blog/insert. */
export const ZBlogInsertRequestSchema = z
  .object(blogFields)
  .refine(coverNeedsAlt, { error: m.coverAlt, path: ['imageAlt'] })
  .refine(scheduledHasTime, { error: m.publishAt, path: ['publishAt'] });
export type TBlogInsertRequest = z.input<typeof ZBlogInsertRequestSchema>;
export type TBlogInsert = z.output<typeof ZBlogInsertRequestSchema>;

/** POST /api/blog/update: the same plus the id and the version the editor opened. */
export const ZBlogUpdateRequestSchema = z
  .object({ ...blogFields, id: rowId, updatedAt: openedAt })
  .refine(coverNeedsAlt, { error: m.coverAlt, path: ['imageAlt'] })
  .refine(scheduledHasTime, { error: m.publishAt, path: ['publishAt'] });
export type TBlogUpdateRequest = z.input<typeof ZBlogUpdateRequestSchema>;
export type TBlogUpdate = z.output<typeof ZBlogUpdateRequestSchema>;

/** DELETE /api/blog?id=… (the seed sends the id as a parameter). */
export const ZBlogDeleteQuerySchema = z.object({
  id: z
    .string({ error: MAGAZINE_MESSAGES.blogId })
    .regex(/^\d{1,10}$/, { error: MAGAZINE_MESSAGES.blogId })
    .transform(Number)
    .pipe(rowId),
});

/** POST /api/blog/makeFeatured: the seed's `blog` (its id) and `featured`. */
export const ZMakeFeaturedRequestSchema = z.object({
  blog: rowId,
  featured: z.boolean({ error: 'Please say whether the article is featured' }),
});

/** Blogs Management's filter: the seed's 'All' and 'featured', each section's id, and ours. */
export const ZBlogAdminFilterSchema = z.union([
  z.enum(['All', 'featured', 'drafts', 'scheduled']),
  rowId,
]);
export type TBlogAdminFilter = z.infer<typeof ZBlogAdminFilterSchema>;

/** POST /api/admin/blogs: one page of every article (drafts and scheduled too), newest first. */
export const ZBlogAdminListRequestSchema = z.object({
  filter: ZBlogAdminFilterSchema.default('All'),
  offset: z.number().int().min(0).max(1_000_000_000).default(0),
  limit: z.number().int().min(1).max(50).default(BLOG_ADMIN_PAGE_SIZE),
});

const ZBlogAdminRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  section: z.number(),
  sectionName: z.string(),
  author: z.object({ id: z.number(), name: z.string() }),
  status: z.enum(BLOG_STATUS_VALUES),
  publishAt: z.string().nullable(),
  featured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBlogAdminRow = z.infer<typeof ZBlogAdminRowSchema>;

export const ZBlogAdminListResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  blogs: z.array(ZBlogAdminRowSchema),
});
export type TBlogAdminListResponse = z.infer<typeof ZBlogAdminListResponseSchema>;

/** What the editor opens (GET /api/admin/blog?blog=…): every field it edits, and the version. */
const ZBlogAdminArticleSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  imageURL: z.string(),
  imageAlt: z.string(),
  section: z.number(),
  sectionName: z.string(),
  author: z.object({ id: z.number(), name: z.string() }),
  tags: z.array(z.string()),
  featured: z.boolean(),
  description: z.string(),
  seoTitle: z.string(),
  status: z.enum(BLOG_STATUS_VALUES),
  publishAt: z.string().nullable(),
  /** The article's date, `yyyy-mm-dd` in India time. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBlogAdminArticle = z.infer<typeof ZBlogAdminArticleSchema>;

export const ZBlogAdminArticleResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  blog: ZBlogAdminArticleSchema,
});
export type TBlogAdminArticleResponse = z.infer<typeof ZBlogAdminArticleResponseSchema>;

/**
 * The editor's work in progress (POST /api/admin/blogAutosave): the same fields as a save, none
 * required (a draft may be half written), checked only for size.
 */
export const ZBlogDraftDataSchema = z.object({
  title: z
    .string()
    .max(BLOG_TITLE_MAX_LENGTH * 2)
    .default(''),
  content: z.string().max(BLOG_CONTENT_MAX_LENGTH, { error: m.contentTooLong }).default(''),
  imageURL: z.string().max(300).default(''),
  imageAlt: z
    .string()
    .max(BLOG_COVER_ALT_MAX_LENGTH * 2)
    .default(''),
  section: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
  author: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
  tags: z
    .array(z.string().max(BLOG_TAG_MAX_LENGTH * 4))
    .max(BLOG_TAGS_MAX * 4)
    .default([]),
  createdAt: z.string().max(40).default(''),
  description: z
    .string()
    .max(BLOG_DESCRIPTION_MAX_LENGTH * 2)
    .default(''),
  seoTitle: z
    .string()
    .max(BLOG_SEO_TITLE_MAX_LENGTH * 2)
    .default(''),
  status: z.enum(BLOG_STATUS_VALUES).default('published'),
  publishAt: z.string().max(40).nullable().default(null),
});
export type TBlogDraftData = z.output<typeof ZBlogDraftDataSchema>;

export const ZBlogAutosaveRequestSchema = z.object({
  key: z.uuid({ error: m.somethingWentWrong }),
  /** The article being edited; absent while a new one has never been saved. */
  blogId: rowId.optional(),
  data: ZBlogDraftDataSchema,
});
export type TBlogAutosaveRequest = z.input<typeof ZBlogAutosaveRequestSchema>;

const ZBlogAutosaveSchema = z.object({
  key: z.string(),
  blogId: z.number().nullable(),
  data: ZBlogDraftDataSchema,
  adminName: z.string(),
  savedAt: z.string(),
});
export type TBlogAutosave = z.infer<typeof ZBlogAutosaveSchema>;

export const ZBlogAutosaveResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  savedAt: z.string(),
});

/** GET /api/admin/blogAutosaves?blog=… (or without `blog`: new articles never saved). */
export const ZBlogAutosavesQuerySchema = z.object({
  blog: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(rowId)
    .optional(),
});
export const ZBlogAutosavesResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  autosaves: z.array(ZBlogAutosaveSchema),
});
export type TBlogAutosavesResponse = z.infer<typeof ZBlogAutosavesResponseSchema>;

/** DELETE /api/admin/blogAutosave?key=…: the writer discards their work in progress. */
export const ZBlogAutosaveKeyQuerySchema = z.object({
  key: z.uuid({ error: m.somethingWentWrong }),
});

/** GET /api/admin/blogRevisions?blog=…: newest first, at most BLOG_REVISIONS_KEPT. */
export const ZBlogRevisionsQuerySchema = z.object({
  blog: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(rowId),
});
const ZBlogRevisionSchema = z.object({
  id: z.number(),
  blogId: z.number(),
  adminName: z.string(),
  savedAt: z.string(),
  data: ZBlogDraftDataSchema,
});
export type TBlogRevision = z.infer<typeof ZBlogRevisionSchema>;
export const ZBlogRevisionsResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  revisions: z.array(ZBlogRevisionSchema),
});
export type TBlogRevisionsResponse = z.infer<typeof ZBlogRevisionsResponseSchema>;

/** POST /api/admin/uploadImage (multipart): the seed's folders. */
export const UPLOAD_FOLDERS = ['blog_images', 'author_image'] as const;
export type TUploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const ZUploadImageResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  image: z.object({
    id: z.string(),
    /** The address to store (imageURL, imageUrl, an editor picture's src): the widest WebP. */
    url: z.string(),
    width: z.number(),
    height: z.number(),
    widths: z.array(z.number()),
  }),
});
export type TUploadImageResponse = z.infer<typeof ZUploadImageResponseSchema>;
