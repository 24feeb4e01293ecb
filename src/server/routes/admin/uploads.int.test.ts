import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImageUrl } from '../../../shared/magazine/image-srcset';
import {
  blogAdminMessages as m,
  UPLOAD_MAX_BYTES,
  ZUploadImageResponseSchema,
} from '../../../shared/schemas/blog-admin';
import { adminAudit } from '../../db/schema/admin';
import { images } from '../../db/schema/images';
import { pixelBomb } from '../../testing/pixel-bomb';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { uploadMessages } from './uploads';
import { adminBearer } from '../../testing/admin-bearer';

// POST /api/admin/uploadImage through the real route, with multipart bodies as a browser sends
// them: what it stores, and each attack it refuses in words without storing anything.

let t: TestApp;
let admin: Record<string, string>;
let reader: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminBearer(t.app, 'uploader', 'uploader password 42');
  const signUp = await new TestClient(t.app).signUp('reader@example.com', 'reader password 42');
  reader = { authorization: `Bearer ${String(signUp.headers['set-auth-token'])}` };
}, 60_000);
afterAll(() => t.close());

type Part =
  { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body, byte for byte as a browser writes it. */
function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----upload${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const file = (data: Buffer, filename = 'picture.jpg', type = 'image/jpeg'): Part => ({
  name: 'file',
  filename,
  type,
  data,
});
const folder = (value = 'blog_images'): Part => ({ name: 'folder', value });

async function upload(parts: Part[], headers = admin) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/uploadImage',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

const imageCount = async () => (await t.database.db.select({ id: images.id }).from(images)).length;

/** Answers `status` with `msg` and stores no picture. */
async function expectRefused(parts: Part[], status: number, msg: string | RegExp, code?: string) {
  const before = await imageCount();
  const res = await upload(parts);
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ success: false, ...(code ? { code } : {}) });
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else expect(body.msg).toMatch(msg);
  expect(await imageCount()).toBe(before);
  return body;
}

describe('POST /api/admin/uploadImage', () => {
  it('stores a photo under its folder and answers its address; the copies at every width carry no EXIF or GPS', async () => {
    const jpeg = await picture(1600, 1000)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Camera owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1', GPSLongitudeRef: 'E' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload([folder('author_image'), file(jpeg, 'IMG_0042.jpg')]);
    expect(res.statusCode).toBe(200);
    const body = ZUploadImageResponseSchema.parse(res.json());
    expect(body.msg).toBe(m.uploaded);
    expect(body.image).toMatchObject({
      width: 1600,
      height: 1000,
      widths: [320, 640, 720, 960, 1280],
      url: `/media/images/${body.image.id}-1280.webp`,
    });
    const [row] = await t.database.db.select().from(images).where(eq(images.id, body.image.id));
    expect(row).toMatchObject({ folder: 'author_image', mime: 'image/jpeg' });

    for (const width of body.image.widths) {
      const served = await t.app.inject({ url: `/media/images/${body.image.id}-${width}.webp` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.includes('Camera owner')).toBe(false);
    }
  });

  it('records the upload in the audit log by ids only', async () => {
    const res = await upload([folder(), file(await picture(500, 300).png().toBuffer(), 'x.png')]);
    const { id } = ZUploadImageResponseSchema.parse(res.json()).image;
    const rows = await t.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, id));
    expect(rows).toEqual([
      expect.objectContaining({
        adminName: 'uploader',
        action: 'upload',
        entity: 'image',
        details: { folder: 'blog_images' },
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('x.png');
  });

  it('gives an uploaded cover a 1200×630 JPEG share picture for link previews', async () => {
    const res = await upload([folder(), file(await picture(1400, 900).jpeg().toBuffer())]);
    const { id } = ZUploadImageResponseSchema.parse(res.json()).image;
    const share = await t.app.inject({ url: `/media/images/${id}-1200x630.jpg` });
    expect(share.statusCode).toBe(200);
    expect(share.headers['content-type']).toBe('image/jpeg');
    expect(share.headers['x-content-type-options']).toBe('nosniff');
    expect(share.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(share.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('stores a picture sent with a path-traversal name under its new id only', async () => {
    const png = await picture(400, 400).png().toBuffer();
    const res = await upload([folder(), file(png, '../../etc/passwd.png', 'image/png')]);
    expect(res.statusCode).toBe(200);
    const { image } = ZUploadImageResponseSchema.parse(res.json());
    expect(parseImageUrl(image.url)).toEqual({ id: image.id, width: 400 });
    expect(res.body).not.toContain('passwd');
    expect((await t.app.inject({ url: image.url })).statusCode).toBe(200);
  });

  it('refuses an SVG, even one named .png, as not accepted (415)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
    );
    await expectRefused(
      [folder(), file(svg, 'innocent.png', 'image/png')],
      415,
      /^This kind of picture is not accepted|^This file is not a picture/,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectRefused(
      [folder(), file(svg, 'drawing.svg', 'image/svg+xml')],
      415,
      /not accepted|not a picture/,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('refuses HTML with a script named .jpg (415)', async () => {
    const html = Buffer.from(
      '<!doctype html><html><body><script>fetch("/api/admin/me")</script></body></html>',
    );
    await expectRefused(
      [folder(), file(html, 'photo.jpg', 'image/jpeg')],
      415,
      'This file is not a picture. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.',
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('refuses a decompression bomb by its header, before decoding it (413)', async () => {
    const bomb = pixelBomb(30_000, 30_000);
    expect(bomb.byteLength).toBeLessThan(200_000);
    await expectRefused(
      [folder(), file(bomb, 'small.png', 'image/png')],
      413,
      /30000 × 30000 pixels/,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('refuses a real picture of huge dimensions (413)', async () => {
    const huge = await picture(9_000, 5_000).jpeg({ quality: 30 }).toBuffer();
    await expectRefused(
      [folder(), file(huge, 'panorama.jpg')],
      413,
      /9000 × 5000 pixels/,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('refuses a file of 10 MB and one byte with 413, in words', async () => {
    const body = await expectRefused(
      [folder(), file(Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0xff), 'big.jpg')],
      413,
      m.uploadTooLarge,
      'PAYLOAD_TOO_LARGE',
    );
    expect(body.msg).toContain('10 MB');
  });

  it('refuses a body declared larger than the limit before reading it (413)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploadImage',
      payload: Buffer.alloc(UPLOAD_MAX_BYTES + 128 * 1024),
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ msg: m.uploadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a form without a picture, or with an empty one', async () => {
    await expectRefused([folder()], 400, m.uploadMissing, 'VALIDATION');
    await expectRefused([folder(), file(Buffer.alloc(0))], 400, m.uploadMissing, 'VALIDATION');
  });

  it('refuses an unknown or missing folder, and a file sent before its folder', async () => {
    const png = await picture(100, 100).png().toBuffer();
    await expectRefused([folder('../secrets'), file(png)], 400, m.uploadFolder, 'VALIDATION');
    await expectRefused([file(png)], 400, m.uploadFolder, 'VALIDATION');
    await expectRefused([file(png), folder()], 400, m.uploadFolder, 'VALIDATION');
  });

  it('refuses two files, extra fields and a file under another name', async () => {
    const png = await picture(100, 100).png().toBuffer();
    await expectRefused([folder(), file(png), file(png)], 400, uploadMessages.oneFile);
    await expectRefused(
      [folder(), { name: 'note', value: 'hi' }, file(png)],
      400,
      uploadMessages.onlyFolderAndFile,
    );
    await expectRefused(
      [folder(), { name: 'picture', filename: 'a.png', type: 'image/png', data: png }],
      400,
      uploadMessages.onlyFolderAndFile,
    );
  });

  it('refuses a body that is not a form (415) and a form it cannot read (400)', async () => {
    const json = await new TestClient(t.app).post('/api/admin/uploadImage', { folder: 'x' }, admin);
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ msg: uploadMessages.notMultipart });

    const cut = multipartBody([folder(), file(await picture(100, 100).png().toBuffer())]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploadImage',
      payload: cut.payload.subarray(0, cut.payload.length - 200),
      headers: { ...cut.headers, ...admin },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('answers 401 without a token and 403 to a reader, storing nothing', async () => {
    const png = await picture(100, 100).png().toBuffer();
    const before = await imageCount();
    const none = await upload([folder(), file(png)], {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const readers = await upload([folder(), file(png)], reader);
    expect(readers.statusCode).toBe(403);
    expect(readers.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await imageCount()).toBe(before);
  });

  it('leaves every other call at the 1 MB JSON limit, and without multipart', async () => {
    const big = await new TestClient(t.app).post(
      '/api/blog/insertSection',
      { name: 'x'.repeat(1024 * 1024 + 10) },
      admin,
    );
    expect(big.statusCode).toBe(413);
    const form = multipartBody([{ name: 'name', value: 'Sections' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/blog/insertSection',
      payload: form.payload,
      headers: { ...form.headers, ...admin },
    });
    expect(res.statusCode).toBe(415);
  });
});
