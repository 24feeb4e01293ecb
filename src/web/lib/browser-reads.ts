import type {
  BannerText,
  PublicReads,
  SessionInfo,
  Testimonial,
} from '../../shared/config/public-reads';
import type {
  TFetchBannerTextsResponse,
  TFetchSessionInfoResponse,
  TFetchTestimonialsResponse,
} from '../../shared/schemas/content';
import type { TGetEventResponse, TGetEventsResponse } from '../../shared/events/events';
import type {
  TBlogListResponse,
  TBlogResponse,
  TBlogSearchResponse,
  TFetchSectionsResponse,
} from '../../shared/schemas/magazine';
import type { TBlogsByAuthorResponse } from '../../shared/schemas/magazine-author';
import { apiGet, apiPost, hasErrorCode } from './api-client';

/**
 * The browser's side of the public reads: the same answers as the server's, over the API, for
 * pages reached by navigating in the browser (the first page comes with its answers). Answers are
 * checked by hand rather than with the Zod schemas, which would add a schema library to every
 * first load.
 */
export const browserReads: PublicReads = {
  async bannerTexts() {
    const data = await apiGet<Partial<TFetchBannerTextsResponse>>('admin/fetchBannerTexts');
    return usableTexts(data.texts);
  },

  async sessionInfo() {
    const data = await apiGet<Partial<TFetchSessionInfoResponse>>('admin/fetchSessionInfo');
    return usableSessionInfo(Array.isArray(data.sessions) ? data.sessions[0] : undefined);
  },

  async testimonials() {
    const data = await apiGet<Partial<TFetchTestimonialsResponse>>('admin/fetchTestimonials');
    return usableTestimonials(data.testimonials);
  },

  async events() {
    const data = await apiGet<Partial<TGetEventsResponse>>('admin/getEvents');
    return Array.isArray(data.events) ? data.events : [];
  },

  async event(id) {
    return orNullWhenNotFound(
      async () =>
        (await apiGet<Partial<TGetEventResponse>>(`admin/getEvent?event=${id}`)).event ?? null,
    );
  },

  async blogSections() {
    const data = await apiGet<Partial<TFetchSectionsResponse>>('blog/fetchSection');
    return Array.isArray(data.sections) ? data.sections : [];
  },

  async blogs(offset, limit) {
    return blogList(await apiPost<Partial<TBlogListResponse>>('blog', { offset, limit }));
  },

  async featuredBlogs(offset, limit) {
    return blogList(await apiPost<Partial<TBlogListResponse>>('blog/featured', { offset, limit }));
  },

  async blogsByTag(tag, offset, limit) {
    return blogList(
      await apiPost<Partial<TBlogListResponse>>('blog/byTag', { tag, offset, limit }),
    );
  },

  async blogsBySection(section, offset, limit) {
    return orNullWhenNotFound(async () =>
      blogList(
        await apiPost<Partial<TBlogListResponse>>('blog/bySection', { section, offset, limit }),
      ),
    );
  },

  async authorPage(slug, offset, limit) {
    return orNullWhenNotFound(async () => {
      const data = await apiPost<Partial<TBlogsByAuthorResponse>>('blog/byAuthor', {
        author: slug,
        offset,
        limit,
      });
      return data.author ? { author: data.author, blogs: blogList(data) } : null;
    });
  },

  async blog(id) {
    const blog = await orNullWhenNotFound(
      async () => (await apiGet<TBlogResponse>(`blog/blog?blog=${id}`)).blog ?? null,
    );
    if (!blog) return null;
    // Its HTML goes into the page as HTML: cleaned here too (the module loads on first use).
    const { purifyArticleHtml } = await import('./purify-article-html');
    return { ...blog, content: purifyArticleHtml(blog.content) };
  },

  async blogPreview(key) {
    const blog = await orNullWhenNotFound(
      async () =>
        (await apiGet<TBlogResponse>(`blog/preview?key=${encodeURIComponent(key)}`)).blog ?? null,
    );
    if (!blog) return null;
    const { purifyArticleHtml } = await import('./purify-article-html');
    return { ...blog, content: purifyArticleHtml(blog.content) };
  },

  async relatedBlogs(id, limit) {
    return orNullWhenNotFound(async () =>
      blogList(await apiGet<Partial<TBlogListResponse>>(`blog/related?blog=${id}&limit=${limit}`)),
    );
  },

  async searchBlogs(q, offset, limit) {
    const data = await apiGet<Partial<TBlogSearchResponse>>(
      `blog/search?q=${encodeURIComponent(q)}&offset=${offset}&limit=${limit}`,
    );
    return {
      total: typeof data.total === 'number' ? data.total : 0,
      blogs: Array.isArray(data.blogs) ? data.blogs : [],
    };
  },
};

const blogList = (data: Partial<TBlogListResponse>) =>
  Array.isArray(data.blogs) ? data.blogs : [];

/** A 404 (no such article or section) is an answer, null; other failures stay failures. */
async function orNullWhenNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) return null;
    throw error;
  }
}

function usableTexts(texts: unknown): BannerText[] {
  if (!Array.isArray(texts)) return [];
  return texts.filter(
    (item: Partial<BannerText> | null): item is BannerText =>
      typeof item?.id === 'string' && typeof item.text === 'string' && item.text.trim() !== '',
  );
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The first record's three figures, text shown as written (decision 35); null otherwise. */
function usableSessionInfo(record: unknown): SessionInfo | null {
  const { id, sessions, months, people } = (record ?? {}) as Partial<
    Record<keyof SessionInfo, unknown>
  >;
  return isText(id) && isText(sessions) && isText(months) && isText(people)
    ? { id, sessions, months, people }
    : null;
}

/** The testimonials that have every field as text; anything else is left out. */
function usableTestimonials(items: unknown): Testimonial[] {
  if (!Array.isArray(items)) return [];
  return items
    .filter(
      (item: Partial<Record<keyof Testimonial, unknown>> | null) =>
        isText(item?.id) && isText(item.testimonial) && isText(item.name) && isText(item.by),
    )
    .map(({ id, testimonial, name, by }: Testimonial) => ({ id, testimonial, name, by }));
}
