import { eq } from 'drizzle-orm';
import { writeAuthor, writeBlog, writeSection } from '../../services/magazine/save-blog';
import { imageUrl, type ImageRef } from '../../../shared/magazine/image-srcset';
import type { Db } from '../client';
import { blog, blogAuthor, blogSection } from '../schema/magazine';
import { appMeta } from '../schema/meta';
import type { MagazineDemo } from './magazine-demo-types';
import { seedMagazineImages } from './seed-magazine-images';

const SEEDED_KEY = 'magazine_demo_seeded_at';

/** The address of a stored picture's largest rendition, as the blog and author rows keep it. */
const largest = (ref: ImageRef | undefined): string => {
  const width = ref?.widths.at(-1);
  if (!ref || width === undefined) throw new Error('A demo picture was not stored');
  return imageUrl(ref.id, width);
};

/** True when the magazine never had its demo and staff have not written to it. */
async function magazineIsNew(db: Db): Promise<boolean> {
  const [marked] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (marked) return false;
  const [existing] = await db
    .select({ id: blogSection.id })
    .from(blogSection)
    .union(db.select({ id: blogAuthor.id }).from(blogAuthor))
    .union(db.select({ id: blog.id }).from(blog))
    .limit(1);
  return !existing;
}

/**
 * Loads the magazine's demo into a magazine that has never had it and is empty, through the same
 * writers as the admin (sanitized HTML, normalised tags, slugs, reading time). Its drawings go
 * through the image service first (WebP at every width: a few seconds, once per install); the
 * sections, authors and articles then go in one transaction that checks again. Returns whether it
 * loaded the demo; running it again changes nothing, and it never mixes demo articles into real
 * ones or brings back a demo that staff deleted. (Two processes starting at once on a new
 * database may both store the pictures; only one writes the articles.)
 */
export async function seedMagazine(db: Db, demo: MagazineDemo): Promise<boolean> {
  if (!(await magazineIsNew(db))) return false;
  const images = await seedMagazineImages(db, demo);
  const seeded = await db.transaction(async (tx) => {
    if (!(await magazineIsNew(tx))) return false;

    const sectionIds = new Map<string, number>();
    for (const section of demo.sections) {
      sectionIds.set(section.slug, await writeSection(tx, section));
    }
    const authorIds = new Map<string, number>();
    for (const { key, portraitSvg: _drawn, ...author } of demo.authors) {
      const imageUrl = largest(images.portraits[key]);
      authorIds.set(key, await writeAuthor(tx, { ...author, imageUrl }));
    }
    // Oldest first, so that ids grow with the dates as they would have.
    const articles = [...demo.articles].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const article of articles) {
      const section = sectionIds.get(article.section);
      const author = authorIds.get(article.author);
      if (section === undefined)
        throw new Error(`Demo article's section is unknown: ${article.section}`);
      if (author === undefined)
        throw new Error(`Demo article's author is unknown: ${article.author}`);
      await writeBlog(tx, {
        title: article.title,
        description: article.description,
        content: article.contentHtml,
        imageURL: largest(images.covers[article.title]),
        imageAlt: article.coverAlt,
        section,
        author,
        tags: article.tags,
        featured: article.featured,
        createdAt: article.createdAt,
      });
    }
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    return true;
  });
  // The magazine's tables moved the content version in that transaction (ADR 029).
  return seeded;
}
