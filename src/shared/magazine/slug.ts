import { paths } from '../config/paths';

/**
 * The magazine's clean paths (decision 24) and the slugs in them, built from the route registry's
 * patterns. An article's path ends in its id, so the slug before it is for people and search
 * engines only: a wrong or old slug still finds the article (articleIdOf), and the page points its
 * canonical URL at the right one.
 */

/** The longest slug made from a title; cut at a word boundary. */
export const MAX_SLUG_LENGTH = 80;

/** The slug of a title that has no letters or digits at all. */
const FALLBACK_SLUG = 'article';

/** Symbols that carry meaning in Indian finance titles, spelt out rather than dropped. */
const SPELT_OUT: readonly [RegExp, string][] = [
  [/₹/g, ' rs '],
  [/&/g, ' and '],
  [/%/g, ' percent '],
  [/\+/g, ' plus '],
  [/@/g, ' at '],
];

/**
 * A title as a URL slug: lowercase; accents dropped from Latin letters ('Café' → 'cafe'); letters
 * of other scripts (Devanagari...) kept with their marks; '₹', '&', '%', '+' spelt out;
 * apostrophes dropped inside words ("India's" → 'indias'); every other run of punctuation or space
 * one hyphen; at most MAX_SLUG_LENGTH characters. Never empty.
 */
export function slugify(title: string, maxLength = MAX_SLUG_LENGTH): string {
  let text = title.normalize('NFKD');
  // Combining marks on Latin letters are accents; in other scripts (Devanagari's vowel signs)
  // they are part of the letter and stay.
  text = text.replace(/([a-zA-Z])\p{M}+/gu, '$1').normalize('NFC');
  for (const [pattern, words] of SPELT_OUT) text = text.replace(pattern, words);
  text = text.toLowerCase().replace(/(?<=\p{L})['’‘`](?=\p{L})/gu, '');
  // Thousands separators in Indian figures (5,00,000 / 1.5) join their digits.
  text = text.replace(/(\d)[,.](?=\d)/g, '$1');
  const slug = text.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return cut(slug, maxLength) || FALLBACK_SLUG;
}

function cut(slug: string, maxLength: number): string {
  if (slug.length <= maxLength) return slug;
  const head = slug.slice(0, maxLength + 1);
  const lastHyphen = head.lastIndexOf('-');
  return (lastHyphen > 0 ? head.slice(0, lastHyphen) : slug.slice(0, maxLength)).replace(/-+$/, '');
}

/**
 * A registry pattern with its one `:param` segment filled in. The value is returned by a function
 * so that a '$' in it is written as it is, never read as a replacement pattern.
 */
function fill(pattern: string, value: string): string {
  return pattern.replace(/:\w+/, () => value);
}

/** `/magazine/{article-slug}-{id}`: the article's canonical path. */
export function articlePath(article: { id: number; title?: string; slug?: string }): string {
  const slug = article.slug || slugify(article.title ?? '');
  return fill(paths.magazineArticle.path, `${encodeURI(slug)}-${article.id}`);
}

/** `/magazine/section/{section-slug}`. */
export function sectionPath(section: { slug: string }): string {
  return fill(paths.magazineSection.path, encodeURI(section.slug));
}

/** `/magazine/author/{author-slug}`: an author's page. */
export function authorPath(author: { slug: string }): string {
  return fill(paths.magazineAuthor.path, encodeURI(author.slug));
}

/** `/magazine/section/{section-slug}/rss.xml`: the feed of a section's newest articles. */
export function sectionFeedPath(section: { slug: string }): string {
  return `${sectionPath(section)}/rss.xml`;
}

/** `/magazine/tag/{tag-slug}`: 'retire like a boss' → /magazine/tag/retire-like-a-boss. */
export function tagPath(tag: string): string {
  return fill(paths.magazineTag.path, encodeURI(tagSlug(tag)));
}

/**
 * `/magazine/search?q=…`, with `&page=N` past the first page of results; without a query, the
 * search page itself.
 */
export function searchPath(query = '', page = 1): string {
  const q = query.trim();
  if (q === '') return paths.magazineSearch.path;
  const pageQuery = page > 1 ? `&page=${page}` : '';
  return `${paths.magazineSearch.path}?q=${encodeURIComponent(q)}${pageQuery}`;
}

/** A tag's slug: the tag's words joined by hyphens ('save tax' → 'save-tax'). */
export function tagSlug(tag: string): string {
  return slugify(tag, 200);
}
