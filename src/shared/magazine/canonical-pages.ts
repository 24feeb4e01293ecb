import type { LivePathKey } from '../config/paths';
import type { PublicReadName, PublicReads } from '../config/public-reads';
import { articlePath, authorPath, sectionPath, tagPath } from './slug';
import { normaliseTag } from './tags';

/** The answer of one of the page's own reads, by the read's name; undefined when it failed. */
type ReadAnswer = <K extends PublicReadName>(
  read: K,
) => Awaited<ReturnType<PublicReads[K]>> | undefined;

/**
 * A page's canonical path from its params and its reads' answers (decision 32): a path, to
 * which the server redirects (301) a request for another one; null when the answers name no page
 * (404); undefined when it cannot tell (a read failed), and the page is answered where it is.
 */
type CanonicalPage = (
  params: Readonly<Record<string, string>>,
  answer: ReadAnswer,
) => string | null | undefined;

/**
 * The pages whose canonical path only their data knows, by their registry key. Beside the
 * registry rather than in it: the path builders (slug.ts) read the registry's patterns.
 */
export const canonicalPages: { readonly [K in LivePathKey]?: CanonicalPage } = {
  // `/magazine/{slug}-{id}` from the stored article: a bare id, an old, wrong or upper-case slug.
  magazineArticle: (_params, answer) => {
    const blog = answer('blog');
    return blog && articlePath(blog);
  },
  // `/magazine/section/{slug}` at the section's current slug: an old slug, an id, upper case.
  magazineSection: ({ section = '' }, answer) => {
    const sections = answer('blogSections');
    const list = answer('blogsBySection');
    if (!sections || !list) return list === null ? null : undefined;
    // As the read finds it (blog-reads.ts): digits are an id, anything else a slug, current or old.
    const asked = section.toLowerCase();
    const found =
      sections.find((s) => s.id === list[0]?.section) ??
      (/^\d{1,10}$/.test(section)
        ? sections.find((s) => s.id === Number(section))
        : (sections.find((s) => s.slug === asked) ??
          sections.find((s) => s.previousSlugs.includes(asked))));
    return found && sectionPath(found);
  },
  // `/magazine/author/{slug}` at the author's current slug: an old slug (a rename), upper case.
  magazineAuthor: (_params, answer) => {
    const page = answer('authorPage');
    return page && authorPath(page.author);
  },
  // `/magazine/tag/{slug}`, lower case; a tag that no article carries names no page.
  magazineTag: ({ tag = '' }, answer) => {
    const list = answer('blogsByTag');
    if (!list) return undefined;
    return list.length > 0 ? tagPath(normaliseTag(tag)) : null;
  },
};
