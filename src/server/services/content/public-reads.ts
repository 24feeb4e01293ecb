import { asc } from 'drizzle-orm';
import type { PublicReads } from '../../../shared/config/public-reads';
import type { Db } from '../../db/client';
import { testimonials } from '../../db/schema/contact';
import { bannerTexts, sessionInfo } from '../../db/schema/content';
import { getEvent, listEvents } from '../events/event-reads';
import {
  getBlog,
  listBlogs,
  listBlogsBySection,
  listBlogsByTag,
  listFeaturedBlogs,
  listRelatedBlogs,
  listSections,
} from '../magazine/blog-reads';
import { getAuthorPage } from '../magazine/author-reads';
import { getBlogPreview } from '../magazine/blog-preview';
import { searchBlogs } from '../magazine/search-blogs';

/**
 * The server's side of the public reads (src/shared/config/public-reads.ts): straight from the
 * database, for the API routes and for server rendering alike.
 */
export function createPublicReads(db: Db): PublicReads {
  return {
    async bannerTexts() {
      const rows = await db
        .select({ id: bannerTexts.id, text: bannerTexts.text })
        .from(bannerTexts)
        .orderBy(asc(bannerTexts.createdAt), asc(bannerTexts.id));
      return rows.filter((row) => row.text.trim() !== '');
    },

    async sessionInfo() {
      const [first] = await db
        .select({
          id: sessionInfo.id,
          sessions: sessionInfo.sessions,
          months: sessionInfo.months,
          people: sessionInfo.people,
        })
        .from(sessionInfo)
        .orderBy(asc(sessionInfo.createdAt), asc(sessionInfo.id))
        .limit(1);
      return first ?? null;
    },

    async testimonials() {
      return (
        db
          .select({
            id: testimonials.id,
            testimonial: testimonials.testimonial,
            name: testimonials.name,
            by: testimonials.by,
          })
          .from(testimonials)
          // The order staff set (smallest position first), then the oldest first.
          .orderBy(asc(testimonials.position), asc(testimonials.createdAt), asc(testimonials.id))
      );
    },

    events: () => listEvents(db),
    event: (id) => getEvent(db, id),

    blogSections: () => listSections({ db }),
    blogs: (offset, limit) => listBlogs({ db }, { offset, limit }),
    featuredBlogs: (offset, limit) => listFeaturedBlogs({ db }, { offset, limit }),
    blogsByTag: (tag, offset, limit) => listBlogsByTag({ db }, tag, { offset, limit }),
    blogsBySection: (section, offset, limit) =>
      listBlogsBySection({ db }, section, { offset, limit }),
    authorPage: (slug, offset, limit) => getAuthorPage({ db }, slug, { offset, limit }),
    blog: (id) => getBlog({ db }, id),
    blogPreview: (key) => getBlogPreview({ db }, key),
    relatedBlogs: (id, limit) => listRelatedBlogs({ db }, id, limit),
    searchBlogs: (q, offset, limit) => searchBlogs({ db }, q, { offset, limit }),
  };
}
