import type { PublicReads } from '../../shared/config/public-reads';

/** The magazine's public reads (and the testimonials) answering empty: for fakes of `PublicReads`. */
export const emptyMagazineReads: Omit<PublicReads, 'bannerTexts' | 'sessionInfo'> = {
  blogSections: async () => [],
  blogs: async () => [],
  featuredBlogs: async () => [],
  blogsByTag: async () => [],
  blogsBySection: async () => null,
  authorPage: async () => null,
  blog: async () => null,
  blogPreview: async () => null,
  relatedBlogs: async () => null,
  searchBlogs: async () => ({ total: 0, blogs: [] }),
  testimonials: async () => [],
  events: async () => [],
  event: async () => null,
};
