import type { ImageRef } from '../../../shared/magazine/image-srcset';
import { storeImage } from '../../services/images/store-image';
import type { Db } from '../client';
import type { MagazineDemo } from './magazine-demo-types';

export type MagazineDemoImages = {
  /** Each article's cover, by the article's title. */
  covers: Record<string, ImageRef>;
  /** Each author's portrait, by the author's key. */
  portraits: Record<string, ImageRef>;
};

/**
 * Stores the demo's drawings through the image service (rasterised, re-encoded to WebP at every
 * width), one after the other to keep memory low, and returns their references for the magazine
 * seed to put in each blog's `imageURL` and each author's `imageUrl`.
 */
export async function seedMagazineImages(db: Db, demo: MagazineDemo): Promise<MagazineDemoImages> {
  const covers: Record<string, ImageRef> = {};
  for (const article of demo.articles) {
    covers[article.title] = await storeImage(db, Buffer.from(article.coverSvg), { allowSvg: true });
  }
  const portraits: Record<string, ImageRef> = {};
  for (const author of demo.authors) {
    portraits[author.key] = await storeImage(db, Buffer.from(author.portraitSvg), {
      allowSvg: true,
      folder: 'author_image',
    });
  }
  return { covers, portraits };
}
