import { z } from 'zod';

/**
 * The admin calls for the magazine's sections and authors (seed 001 sections 2-9, issue 23):
 * what the Section Management and Author Management forms send and what the server checks, one
 * schema for both. The seeds set no lengths here; these fit the pages that show them (a section's
 * name in the magazine's menu, an author's bio under each article).
 */

export const SECTION_NAME_MAX_LENGTH = 60;
export const SECTION_DESCRIPTION_MAX_LENGTH = 300;
export const AUTHOR_NAME_MAX_LENGTH = 80;
const AUTHOR_LINK_MAX_LENGTH = 300;
export const AUTHOR_DESCRIPTION_MAX_LENGTH = 1000;

export const magazineAdminMessages = {
  enterSectionName: 'Please enter section name',
  sectionNameTooLong: `The section name can be at most ${SECTION_NAME_MAX_LENGTH} characters`,
  sectionDescriptionTooLong: `The description can be at most ${SECTION_DESCRIPTION_MAX_LENGTH} characters`,
  sectionSaved: 'Section saved',
  sectionUpdated: 'Section updated',
  sectionDeleted: 'Section deleted',
  sectionMissing: 'This section no longer exists. Reload to see the current list.',
  enterAuthorName: 'Please enter author name',
  authorNameTooLong: `The author name can be at most ${AUTHOR_NAME_MAX_LENGTH} characters`,
  enterTwitter: 'Please enter the Twitter link',
  enterLinkedin: 'Please enter the LinkedIn link',
  linkTooLong: `A link can be at most ${AUTHOR_LINK_MAX_LENGTH} characters`,
  twitterLink: 'The Twitter link must start with https:// or be a path on this site',
  linkedinLink: 'The LinkedIn link must start with https:// or be a path on this site',
  imageLink: 'The image link must start with https:// or be a path on this site',
  enterAuthorDescription: 'Please enter the description',
  authorDescriptionTooLong: `The description can be at most ${AUTHOR_DESCRIPTION_MAX_LENGTH} characters`,
  authorSaved: 'Author added',
  authorUpdated: 'Author updated',
  authorDeleted: 'Author deleted',
  authorMissing: 'This author no longer exists. Reload to see the current list.',
  rowId: 'Please choose a row from the list',
  reload: 'Reload the page and try again',
  sectionsListed: 'Sections',
  authorsListed: 'Authors',
} as const;

const m = magazineAdminMessages;

const articles = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`;

/** Why a section cannot be deleted (409 IN_USE): how many articles it holds. */
export const sectionInUseMessage = (count: number) =>
  `This section cannot be deleted: ${articles(count)} ${count === 1 ? 'is' : 'are'} in it. Move or delete ${count === 1 ? 'it' : 'them'} first.`;

/** Why an author cannot be deleted (409 IN_USE): how many articles carry their name. */
export const authorInUseMessage = (count: number) =>
  `This author cannot be deleted: ${articles(count)} ${count === 1 ? 'is' : 'are'} by them. Give ${count === 1 ? 'it' : 'them'} another author first.`;

// Control characters are what this pattern exists to find.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Trimmed text of at most `max` characters; `empty` set makes it required. */
export const text = (max: number, tooLong: string, empty?: string) =>
  z
    .string({ error: empty ?? tooLong })
    .trim()
    .min(empty ? 1 : 0, { error: empty, abort: true })
    .max(max, { error: tooLong, abort: true })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: empty ?? tooLong });

/** Decision 37: a stored link is `https://…` or a path on this site (`/…`, never `//host`). */
export const isStoredLink = (value: string) =>
  /^https:\/\/[^\s/?#]+[^\s]*$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value);

const link = (empty: string | undefined, wrong: string) =>
  text(AUTHOR_LINK_MAX_LENGTH, m.linkTooLong, empty).refine(
    (value) => value === '' || isStoredLink(value),
    { error: wrong },
  );

export const rowId = z
  .number({ error: m.rowId })
  .int({ error: m.rowId })
  .min(1, { error: m.rowId })
  .max(2_147_483_647, { error: m.rowId });

/** The `updatedAt` the admin opened the row with (optimistic concurrency, same-version.ts). */
export const openedAt = z.iso.datetime({ offset: true, error: m.reload });

const sectionFields = {
  name: text(SECTION_NAME_MAX_LENGTH, m.sectionNameTooLong, m.enterSectionName),
  description: text(SECTION_DESCRIPTION_MAX_LENGTH, m.sectionDescriptionTooLong).default(''),
};

/** POST /api/blog/insertSection. */
export const ZInsertSectionRequestSchema = z.object(sectionFields);
export type TInsertSectionRequest = z.input<typeof ZInsertSectionRequestSchema>;

/** POST /api/blog/updateSection: the seed's id, name and description, and the opened version. */
export const ZUpdateSectionRequestSchema = z.object({
  id: rowId,
  ...sectionFields,
  updatedAt: openedAt,
});
export type TUpdateSectionRequest = z.input<typeof ZUpdateSectionRequestSchema>;

/** POST /api/blog/deleteSection and POST /api/blog/deleteAuthor. */
export const ZDeleteByIdRequestSchema = z.object({ id: rowId });

const authorFields = {
  name: text(AUTHOR_NAME_MAX_LENGTH, m.authorNameTooLong, m.enterAuthorName),
  twitter: link(m.enterTwitter, m.twitterLink),
  linkedin: link(m.enterLinkedin, m.linkedinLink),
  description: text(
    AUTHOR_DESCRIPTION_MAX_LENGTH,
    m.authorDescriptionTooLong,
    m.enterAuthorDescription,
  ),
  /** The seed sends the uploaded picture's address; none yet means drawn initials. */
  imageUrl: link(undefined, m.imageLink).default(''),
};

/** POST /api/blog/addAuthor: name, twitter, linkedin and description required (seed section 5). */
export const ZAddAuthorRequestSchema = z.object(authorFields);
export type TAddAuthorRequest = z.input<typeof ZAddAuthorRequestSchema>;

/** POST /api/blog/updateAuthor: beyond the seed, the same fields with the id and opened version. */
export const ZUpdateAuthorRequestSchema = z.object({
  id: rowId,
  ...authorFields,
  updatedAt: openedAt,
});
export type TUpdateAuthorRequest = z.input<typeof ZUpdateAuthorRequestSchema>;

const ZAdminSectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  /** How many articles are in it: a section with any cannot be deleted. */
  articles: z.number(),
  updatedAt: z.string(),
});
export type TAdminSection = z.infer<typeof ZAdminSectionSchema>;

const ZAdminAuthorSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Their page's address: `/magazine/author/{slug}`, from the name (a rename keeps the old one). */
  slug: z.string(),
  imageUrl: z.string(),
  twitter: z.string(),
  linkedin: z.string(),
  description: z.string(),
  /** How many articles carry their name: an author with any cannot be deleted. */
  articles: z.number(),
  updatedAt: z.string(),
});
export type TAdminAuthor = z.infer<typeof ZAdminAuthorSchema>;

/** GET /api/admin/blogSections: the sections with what the admin screen needs to change them. */
export const ZAdminSectionsResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  sections: z.array(ZAdminSectionSchema),
});
export type TAdminSectionsResponse = z.infer<typeof ZAdminSectionsResponseSchema>;

/** GET /api/blog/fetchAuthor (seed: `authors[]`). */
export const ZFetchAuthorsResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  authors: z.array(ZAdminAuthorSchema),
});
export type TFetchAuthorsResponse = z.infer<typeof ZFetchAuthorsResponseSchema>;

export const ZSectionWriteResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  section: ZAdminSectionSchema,
});
export type TSectionWriteResponse = z.infer<typeof ZSectionWriteResponseSchema>;

export const ZAuthorWriteResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  author: ZAdminAuthorSchema,
});
export type TAuthorWriteResponse = z.infer<typeof ZAuthorWriteResponseSchema>;

export const ZDeletedResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
});
export type TDeletedResponse = z.infer<typeof ZDeletedResponseSchema>;
