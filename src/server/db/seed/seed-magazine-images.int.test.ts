import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imgAttributes } from '../../../shared/magazine/image-srcset';
import { images } from '../schema/images';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { magazineDemo } from './magazine-demo';
import { seedMagazineImages, type MagazineDemoImages } from './seed-magazine-images';

let t: TestApp;
let stored: MagazineDemoImages;
beforeAll(async () => {
  t = await createTestApp();
  stored = await seedMagazineImages(t.database.db, magazineDemo);
}, 240_000);
afterAll(() => t.close());

describe('seedMagazineImages', () => {
  it('stores a cover for every article at 320 to 1280 pixels, in its 1200 × 630 proportions', async () => {
    expect(Object.keys(stored.covers).sort()).toEqual(
      magazineDemo.articles.map((a) => a.title).sort(),
    );
    for (const article of magazineDemo.articles) {
      const ref = stored.covers[article.title];
      expect(ref, article.title).toMatchObject({
        width: 1280,
        height: 672,
        widths: [320, 640, 720, 960, 1280],
      });
      const [row] = await t.database.db.select().from(images).where(eq(images.id, ref!.id));
      expect(row).toMatchObject({ mime: 'image/svg+xml', folder: 'blog_images' });
    }
  });

  it('serves every cover rendition that the srcset names, as WebP of the stated size', async () => {
    for (const article of magazineDemo.articles.slice(0, 3)) {
      const attrs = imgAttributes(stored.covers[article.title]!);
      for (const entry of attrs.srcSet.split(', ')) {
        const [url, descriptor] = entry.split(' ');
        const res = await t.app.inject({ method: 'GET', url: url! });
        expect(res.statusCode, url).toBe(200);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(`${meta.width}w`).toBe(descriptor);
      }
    }
  });

  it("stores a square portrait for every author, in the seed's author_image folder", async () => {
    expect(Object.keys(stored.portraits).sort()).toEqual(
      magazineDemo.authors.map((a) => a.key).sort(),
    );
    for (const ref of Object.values(stored.portraits)) {
      expect(ref).toMatchObject({ width: 1280, height: 1280, widths: [320, 640, 720, 960, 1280] });
      const [row] = await t.database.db.select().from(images).where(eq(images.id, ref.id));
      expect(row?.folder).toBe('author_image');
    }
  });
});
