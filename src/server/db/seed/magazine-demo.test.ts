import sanitizeHtml from 'sanitize-html';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { palettes } from './magazine-art';
import { magazineDemo } from './magazine-demo';

const { sections, authors, articles } = magazineDemo;

/** A typical allow-list for stored article HTML: the defaults plus the video host's iframes. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'iframe'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    iframe: ['src', 'title', 'loading', 'allowfullscreen'],
  },
  allowedIframeHostnames: ['www.youtube-nocookie.com'],
};

/** The problems of `html` as strict markup: every element closed, in order, nothing stray. */
function markupProblems(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const [, slash, name] of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)) {
    if (!name) continue;
    if (!slash) open.push(name);
    else if (open.pop() !== name) problems.push(`</${name}> closes the wrong element`);
  }
  if (open.length > 0) problems.push(`unclosed: ${open.join(', ')}`);
  // Once the tags are gone, any < or > left is text that should have been escaped.
  if (/[<>]/.test(html.replace(/<\/?[a-zA-Z][^>]*>/g, ''))) problems.push('a bare < or > in text');
  if (/&(?!(amp|lt|gt|quot|#\d+);)/.test(html)) problems.push('a bare &');
  return problems;
}

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Relative luminance contrast of two #rrggbb colours (WCAG 2). */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the magazine demo content', () => {
  it('has at least 12 articles, 4 described sections and 3 authors, all referenced correctly', () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(sections.length).toBeGreaterThanOrEqual(4);
    expect(authors.length).toBeGreaterThanOrEqual(3);
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
    expect(new Set(sections.map((s) => s.slug)).size).toBe(sections.length);
    for (const section of sections) {
      expect(section.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(section.description.length).toBeGreaterThan(40);
      expect(
        articles.some((a) => a.section === section.slug),
        section.slug,
      ).toBe(true);
    }
    for (const author of authors) {
      expect(
        articles.some((a) => a.author === author.key),
        author.key,
      ).toBe(true);
    }
    for (const article of articles) {
      expect(sections.map((s) => s.slug)).toContain(article.section);
      expect(authors.map((a) => a.key)).toContain(article.author);
    }
  });

  it('gives each author a bio and plainly demo twitter.com and linkedin.com profiles', () => {
    for (const author of authors) {
      expect(author.description.length).toBeGreaterThan(80);
      expect(author.twitter).toMatch(/^https:\/\/twitter\.com\/demo_[a-z_]+$/);
      expect(author.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/demo-[a-z-]+$/);
    }
    expect(new Set(authors.map((a) => a.portraitSvg)).size).toBe(authors.length);
  });

  it('writes each article in 350 to 700 words with a one-sentence description', () => {
    for (const article of articles) {
      const count = words(article.contentHtml);
      expect(count, `${article.title}: ${count} words`).toBeGreaterThanOrEqual(350);
      expect(count, `${article.title}: ${count} words`).toBeLessThanOrEqual(700);
      expect(article.description, article.title).toMatch(/^[A-Z][^.!?]*[^\s]\.$/);
      expect(article.contentHtml, article.title).toMatch(/<h2>/);
    }
  });

  it('checks markup strictly (the check below finds what it should)', () => {
    expect(markupProblems('<p>Fine <strong>text</strong> &amp; more</p>')).toEqual([]);
    expect(markupProblems('<p><strong>crossed</p></strong>')).not.toEqual([]);
    expect(markupProblems('<ul><li>open')).not.toEqual([]);
    expect(markupProblems('<p>A & B</p>')).not.toEqual([]);
    expect(markupProblems('<p>1 < 2</p>')).not.toEqual([]);
    expect(markupProblems('<p>2 > 1</p>')).not.toEqual([]);
  });

  it('is well-formed HTML that a typical sanitizer leaves exactly as it is: no script, handler or style', () => {
    for (const article of articles) {
      const html = article.contentHtml;
      expect(markupProblems(html), article.title).toEqual([]);
      expect(sanitizeHtml(html, sanitizeOptions), article.title).toBe(html);
      expect(html).not.toMatch(/<script|\son\w+=|\sstyle=|javascript:/i);
    }
  });

  it('tags each "I want to" topic on at least 4 articles, and video on at least 3 with a titled embed', () => {
    for (const topic of [
      'retire like a boss',
      'save tax',
      'start investing',
      'plan for my child',
    ]) {
      expect(articles.filter((a) => a.tags.includes(topic)).length, topic).toBeGreaterThanOrEqual(
        4,
      );
    }
    const videos = articles.filter((a) => a.tags.includes('video'));
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const article of videos) {
      expect(article.contentHtml).toMatch(
        /<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}" title="[^"]{10,}"/,
      );
    }
    for (const article of articles.filter((a) => !a.tags.includes('video'))) {
      expect(article.contentHtml).not.toContain('<iframe');
    }
    for (const article of articles) {
      // The seed's tag rules: trimmed, lowercase, no commas, no duplicates.
      for (const tag of article.tags) expect(tag).toBe(tag.trim().toLowerCase().replace(/,/g, ''));
      expect(new Set(article.tags).size).toBe(article.tags.length);
    }
  });

  it('features about seven articles and spreads their dates over most of a year', () => {
    const featured = articles.filter((a) => a.featured).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(8);
    const days = articles.map((a) => {
      expect(a.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const time = Date.parse(`${a.createdAt}T00:00:00Z`);
      expect(new Date(time).toISOString().slice(0, 10)).toBe(a.createdAt);
      return time / 86_400_000;
    });
    const span = Math.max(...days) - Math.min(...days);
    expect(span).toBeGreaterThan(300);
    expect(span).toBeLessThanOrEqual(366);
  });

  it('writes every rupee amount with Indian digit grouping', () => {
    const texts = articles.flatMap((a) => [a.contentHtml, a.description, a.title]);
    const amounts = texts.flatMap((t) =>
      [...t.matchAll(/₹(\d[\d,]*\d|\d)/g)].map((m) => m[1] ?? ''),
    );
    expect(amounts.length).toBeGreaterThan(50);
    for (const amount of amounts) {
      expect(amount).toMatch(/^(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/);
    }
  });

  it('draws a 1200 × 630 cover for each article, each different, and a square portrait for each author', async () => {
    expect(new Set(articles.map((a) => a.coverSvg)).size).toBe(articles.length);
    for (const article of articles) {
      expect(article.coverSvg).not.toMatch(/<text|<script|href=/);
      const meta = await sharp(Buffer.from(article.coverSvg)).metadata();
      expect(meta, article.title).toMatchObject({ format: 'svg', width: 1200, height: 630 });
    }
    for (const author of authors) {
      const meta = await sharp(Buffer.from(author.portraitSvg)).metadata();
      expect(meta, author.key).toMatchObject({ format: 'svg', width: 400, height: 400 });
    }
  });

  it('draws with colours whose main ink stands out from the background (4.5:1 at least)', () => {
    for (const [name, p] of Object.entries(palettes)) {
      expect(contrast(p.ink, p.bg), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
