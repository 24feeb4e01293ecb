import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea`, read as a Buffer on both engines (PGlite answers a plain Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** The seed's upload folders (seed 001 section 7). */
export const IMAGE_FOLDERS = ['blog_images', 'author_image'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

/**
 * A picture of the site (an article's cover, an author's portrait), as accepted by
 * services/images/store-image.ts: its content checked, its metadata dropped (decision 17). Its
 * width and height are those of the decoded picture, upright.
 */
export const images = pgTable(
  'image',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** What the content turned out to be (image/jpeg, image/png, ... image/svg+xml), not what was declared. */
    mime: text('mime').notNull(),
    /** The seed's upload folder: `blog_images` (covers and pictures in articles) or `author_image`. */
    folder: text('folder', { enum: IMAGE_FOLDERS }).notNull().default('blog_images'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('image_width_positive', sql`${table.width} > 0`),
    check('image_height_positive', sql`${table.height} > 0`),
    check('image_folder_known', sql`${table.folder} in ('blog_images', 'author_image')`),
  ],
);

/**
 * The WebP files served for an image, one per width (never wider than the picture). The bytes sit
 * in the database so that every server instance serves every image.
 */
export const imageRenditions = pgTable(
  'image_rendition',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** A hash of the bytes, sent as the ETag. */
    etag: text('etag').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.imageId, table.width] }),
    check('image_rendition_width_positive', sql`${table.width} > 0`),
    check('image_rendition_height_positive', sql`${table.height} > 0`),
  ],
);
