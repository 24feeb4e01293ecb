/**
 * The magazine's demo content as plain data: sections, authors and articles, with the pictures as
 * SVG drawings. magazine-demo.ts holds it; the magazine seed stores it (covers and portraits through
 * the image service, see seed-magazine-images.ts).
 */
export type MagazineDemo = {
  sections: { slug: string; name: string; description: string }[];
  authors: {
    key: string;
    name: string;
    twitter: string;
    linkedin: string;
    description: string;
    portraitSvg: string;
  }[];
  articles: {
    title: string;
    description: string;
    /** A section's slug. */
    section: string;
    /** An author's key. */
    author: string;
    tags: string[];
    featured: boolean;
    /** YYYY-MM-DD */
    createdAt: string;
    contentHtml: string;
    coverSvg: string;
    /** What the cover shows, in words, for readers who cannot see it (its `alt`). */
    coverAlt: string;
  }[];
};
