import { MAX_ARTICLE_ID } from '../../../shared/magazine/magazine-routes';
import { slugify } from '../../../shared/magazine/slug';
import type { TBlogSection } from '../../../shared/schemas/magazine';

/**
 * How the seed's query-string links name an article or a section (seed 001 section 2), read for
 * the redirects to the clean paths (routes/magazine/legacy-redirects.ts).
 */

/** The article id of `?blog=`: digits from 1 to MAX_ARTICLE_ID, else null. */
export function legacyArticleId(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ARTICLE_ID ? id : null;
}

const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The section that `?section=` names among `sections`: by id (the seed's links), by slug, or by
 * name in any case ('Tax Planning', 'tax planning', 'tax-planning'); null when none does.
 */
export function findLegacySection<S extends Pick<TBlogSection, 'id' | 'name' | 'slug'>>(
  sections: readonly S[],
  value: string | undefined,
): S | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^\d{1,10}$/.test(text)) return sections.find((s) => s.id === Number(text)) ?? null;
  const slug = slugify(text);
  return (
    sections.find((s) => s.slug === text) ??
    sections.find((s) => sameName(s.name, text)) ??
    sections.find((s) => s.slug === slug) ??
    null
  );
}
