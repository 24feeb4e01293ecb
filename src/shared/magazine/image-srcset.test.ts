import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  MAX_IMAGE_WIDTH,
  imageUrl,
  imgAttributes,
  parseImageUrl,
  renditionWidths,
  smallestRendition,
} from './image-srcset';

const id = '3f2a9c1e-8b4d-4c6a-9e21-5d7f0a1b2c3d';

describe('renditionWidths', () => {
  it('covers the standard widths a picture reaches, and keeps a smaller picture at its own width', () => {
    expect(MAX_IMAGE_WIDTH).toBe(Math.max(...IMAGE_WIDTHS));
    expect(renditionWidths(4000)).toEqual([320, 640, 720, 960, 1280]);
    expect(renditionWidths(1280)).toEqual([320, 640, 720, 960, 1280]);
    expect(renditionWidths(1000)).toEqual([320, 640, 720, 960, 1000]);
    expect(renditionWidths(700)).toEqual([320, 640, 700]);
    expect(renditionWidths(640)).toEqual([320, 640]);
    expect(renditionWidths(200)).toEqual([200]);
  });

  it('never upscales, always gives at least one width, ascending, widest at min(width, 1280)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (width) => {
        const widths = renditionWidths(width);
        expect(widths.length).toBeGreaterThan(0);
        expect(widths.every((w) => w <= width)).toBe(true);
        expect([...widths].sort((a, b) => a - b)).toEqual(widths);
        expect(new Set(widths).size).toBe(widths.length);
        expect(widths.at(-1)).toBe(Math.min(width, MAX_IMAGE_WIDTH));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('imgAttributes', () => {
  it('lists every rendition in srcSet, falls back to 640 and sizes the box by the widest', () => {
    expect(
      imgAttributes(
        { id, width: 2400, height: 1260, widths: [320, 640, 960, 1280] },
        { sizes: '(min-width: 900px) 720px, 100vw' },
      ),
    ).toEqual({
      src: `/media/images/${id}-640.webp`,
      srcSet: [320, 640, 960, 1280].map((w) => `/media/images/${id}-${w}.webp ${w}w`).join(', '),
      sizes: '(min-width: 900px) 720px, 100vw',
      width: 1280,
      height: 672,
    });
  });

  it('uses the only rendition of a small picture and its own size', () => {
    expect(imgAttributes({ id, width: 200, height: 150, widths: [200] })).toEqual({
      src: `/media/images/${id}-200.webp`,
      srcSet: `/media/images/${id}-200.webp 200w`,
      sizes: '100vw',
      width: 200,
      height: 150,
    });
  });

  it('keeps the picture’s proportions and only names renditions that exist', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 2000 }),
        (width, height, fallbackWidth) => {
          const widths = renditionWidths(width);
          const attrs = imgAttributes({ id, width, height, widths }, { fallbackWidth });
          const listed = attrs.srcSet.split(', ').map((entry) => entry.split(' ')[0]);
          expect(listed).toEqual(widths.map((w) => imageUrl(id, w)));
          expect(listed).toContain(attrs.src);
          expect(attrs.width).toBe(Math.min(width, MAX_IMAGE_WIDTH));
          // Rounded to the nearest pixel, never below one.
          const exact = (attrs.width * height) / width;
          expect(Math.abs(attrs.height - Math.max(1, exact))).toBeLessThanOrEqual(0.5);
          expect(attrs.height).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses an image without renditions', () => {
    expect(() => imgAttributes({ id, width: 10, height: 10, widths: [] })).toThrow();
  });
});

describe('parseImageUrl', () => {
  it('reads back what imageUrl writes, and nothing else', () => {
    expect(parseImageUrl(imageUrl(id, 640))).toEqual({ id, width: 640 });
    for (const url of [
      `/media/images/${id}-640.png`,
      `/media/images/${id}-0640.webp`,
      `/media/images/${id}-640.webp?x=1`,
      `/media/images/${id.toUpperCase()}-640.webp`,
      `/media/images/not-an-id-640.webp`,
      `https://elsewhere.example/media/images/${id}-640.webp`,
    ]) {
      expect(parseImageUrl(url), url).toBeNull();
    }
  });
});

describe('smallestRendition', () => {
  it('names the smallest rendition a stored picture has', () => {
    expect(smallestRendition(`/media/images/${id}-1280.webp`)).toBe(`/media/images/${id}-320.webp`);
    expect(smallestRendition(`/media/images/${id}-200.webp`)).toBe(`/media/images/${id}-200.webp`);
  });

  it('leaves any other address alone', () => {
    expect(smallestRendition('https://example.org/photo.jpg')).toBe(
      'https://example.org/photo.jpg',
    );
  });
});
