import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogAdminMessages } from '../../../shared/schemas/blog-admin';
import { adminAudit } from '../../db/schema/admin';
import { imageRenditions, images } from '../../db/schema/images';
import { pixelBomb } from '../../testing/pixel-bomb';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ImageRejectedError, MAX_IMAGE_BYTES, storeImage } from './store-image';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 90 } } });

async function fetchRendition(id: string, width: number) {
  return t.app.inject({ method: 'GET', url: `/media/images/${id}-${width}.webp` });
}

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe('storeImage', () => {
  it('stores a PNG as WebP at every standard width it covers, never wider', async () => {
    const png = await picture(1000, 500).png().toBuffer();
    const ref = await storeImage(t.database.db, png);
    expect(ref).toMatchObject({ width: 1000, height: 500, widths: [320, 640, 720, 960, 1000] });
    const [row] = await t.database.db.select().from(images).where(eq(images.id, ref.id));
    expect(row).toMatchObject({ width: 1000, height: 500, mime: 'image/png' });
    for (const width of ref.widths) {
      const res = await fetchRendition(ref.id, width);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
    expect((await fetchRendition(ref.id, 1280)).statusCode).toBe(404);
  });

  it('stores a large JPEG at 320, 640, 720, 960 and 1280 only', async () => {
    const jpeg = await picture(2400, 1600).jpeg().toBuffer();
    const ref = await storeImage(t.database.db, jpeg);
    expect(ref).toMatchObject({ width: 2400, height: 1600, widths: [320, 640, 720, 960, 1280] });
    const rows = await t.database.db
      .select({ width: imageRenditions.width, height: imageRenditions.height })
      .from(imageRenditions)
      .where(eq(imageRenditions.imageId, ref.id));
    expect(rows.sort((a, b) => a.width - b.width)).toEqual([
      { width: 320, height: 213 },
      { width: 640, height: 427 },
      { width: 720, height: 480 },
      { width: 960, height: 640 },
      { width: 1280, height: 853 },
    ]);
  });

  it('keeps a picture narrower than every standard width at its own size', async () => {
    const ref = await storeImage(t.database.db, await picture(200, 100).webp().toBuffer());
    expect(ref.widths).toEqual([200]);
  });

  it('drops EXIF and GPS data, and turns a rotated photo upright first', async () => {
    const jpeg = await picture(300, 200)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect(source.exif?.toString('latin1')).toContain('Someone');
    expect(source.orientation).toBe(6);

    const ref = await storeImage(t.database.db, jpeg);
    expect(ref).toMatchObject({ width: 200, height: 300 });
    const res = await fetchRendition(ref.id, 200);
    const stored = await sharp(res.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(res.rawPayload.includes('Someone')).toBe(false);
    expect(stored).toMatchObject({ width: 200, height: 300 });
  });

  it('refuses a text file named .png by its content, storing nothing', async () => {
    const before = await t.database.db.select().from(images);
    const error = await rejection(
      storeImage(t.database.db, Buffer.from('not a picture, only words\n'.repeat(40))),
    );
    expect(error).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(error.message).toBe(
      'This file is not a picture. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.',
    );
    expect(await t.database.db.select().from(images)).toHaveLength(before.length);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = pixelBomb(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(200_000);
    const error = await rejection(storeImage(t.database.db, bomb));
    expect(error).toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      reason: 'too-many-pixels',
    });
    expect(error.message).toContain('20000 × 20000 pixels');
  });

  it('refuses SVG unless it is a drawing of our own, which it rasterises at the largest width', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="315" viewBox="0 0 600 315"><rect width="600" height="315" fill="#0b6e4f"/><circle cx="300" cy="157" r="100" fill="#f4d35e"/></svg>',
    );
    const error = await rejection(storeImage(t.database.db, svg));
    expect(error).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });

    const ref = await storeImage(t.database.db, svg, { allowSvg: true });
    expect(ref).toMatchObject({ width: 1280, height: 672, widths: [320, 640, 720, 960, 1280] });
    const res = await fetchRendition(ref.id, 1280);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1280 });
  });

  it('refuses a drawing of ours that would be too many pixels at the largest width', async () => {
    const tall = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10000"><rect width="10" height="10000" fill="#123"/></svg>',
    );
    const error = await rejection(storeImage(t.database.db, tall, { allowSvg: true }));
    expect(error).toMatchObject({ statusCode: 413, reason: 'too-many-pixels' });
  });

  it('keeps a picture under the folder it is given, blog_images unless told', async () => {
    const png = await picture(400, 300).png().toBuffer();
    const cover = await storeImage(t.database.db, png);
    const portrait = await storeImage(t.database.db, png, { folder: 'author_image' });
    const folders = await t.database.db
      .select({ id: images.id, folder: images.folder })
      .from(images)
      .where(inArray(images.id, [cover.id, portrait.id]));
    expect(Object.fromEntries(folders.map((row) => [row.id, row.folder]))).toEqual({
      [cover.id]: 'blog_images',
      [portrait.id]: 'author_image',
    });
  });

  it('records who uploaded a picture in the audit log, by ids only', async () => {
    const actor = { id: 'admin-1', name: 'editor' };
    const png = await picture(400, 300).png().toBuffer();
    const ref = await storeImage(t.database.db, png, { folder: 'author_image', uploadedBy: actor });
    const rows = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.entityId, ref.id));
    expect(rows).toEqual([
      expect.objectContaining({
        adminId: 'admin-1',
        adminName: 'editor',
        action: 'upload',
        entity: 'image',
        before: null,
        after: null,
        details: { folder: 'author_image' },
      }),
    ]);
  });

  it('refuses more bytes than the upload limit, in words', async () => {
    const error = await rejection(storeImage(t.database.db, Buffer.alloc(MAX_IMAGE_BYTES + 1)));
    expect(error).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(error.message).toBe(blogAdminMessages.uploadTooLarge);
  });

  it('refuses a damaged picture with a sentence, not a crash', async () => {
    const png = await picture(400, 400).png().toBuffer();
    const error = await rejection(storeImage(t.database.db, png.subarray(0, 120)));
    expect([400, 415]).toContain(error.statusCode);
  });
});

describe('GET /media/images/{id}-{width}.webp', () => {
  it('answers the WebP bytes, kept for a year, with an ETag that revalidates to 304', async () => {
    const ref = await storeImage(t.database.db, await picture(700, 350).png().toBuffer());
    const res = await fetchRendition(ref.id, 640);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');

    const again = await t.app.inject({
      method: 'GET',
      url: `/media/images/${ref.id}-640.webp`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
    // Another rendition has another ETag.
    expect((await fetchRendition(ref.id, 320)).headers.etag).not.toBe(etag);
  });

  it('answers a picture stored before a standard width existed with its next wider rendition', async () => {
    const ref = await storeImage(t.database.db, await picture(1600, 900).png().toBuffer());
    // As stored before 720 was a standard width.
    await t.database.db
      .delete(imageRenditions)
      .where(and(eq(imageRenditions.imageId, ref.id), eq(imageRenditions.width, 720)));
    const res = await fetchRendition(ref.id, 720);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960 });
    expect(res.headers.etag).toBe((await fetchRendition(ref.id, 960)).headers.etag);
    // Not a width the pages ever ask for: still 404.
    expect((await fetchRendition(ref.id, 721)).statusCode).toBe(404);
  });

  it('is 404 for an unknown id, a width that was not made, or a malformed name', async () => {
    const ref = await storeImage(t.database.db, await picture(700, 350).png().toBuffer());
    for (const url of [
      `/media/images/00000000-0000-4000-8000-000000000000-640.webp`,
      `/media/images/${ref.id}-641.webp`,
      `/media/images/${ref.id}-720.webp`,
      `/media/images/${ref.id}-960.webp`,
      `/media/images/${ref.id}-640.png`,
      `/media/images/${ref.id}-0640.webp`,
      `/media/images/not-an-id-640.webp`,
      `/media/images/${ref.id}-99999999999999999999.webp`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
