import {
  articleIdOf,
  LANDING_FEATURED,
  LANDING_LATEST,
  LANDING_TOPICS,
  LANDING_VIDEOS,
  landingTopicRead,
  MAX_AUTHOR_SLUG_LENGTH,
  RELATED_ON_ARTICLE,
  SEARCH_PAGE_SIZE,
  searchKeyQuery,
  searchRequestOf,
  SECTION_PAGE_SIZE,
  TAG_PAGE_SIZE,
  HOME_ARTICLE_TEASERS,
  VIDEO_TAG,
} from '../magazine/magazine-routes';
import { eventIdOfSegment } from '../events/events';
import { isPreviewKey } from '../magazine/preview-key';
import type { RouteRead } from './public-reads';

/**
 * The one registry of the site's page routes, shared by the browser (router, menus, planners grid,
 * not-found page, page heads) and the server (server rendering and its reads, 404s, mail links,
 * later the sitemap), the bench and the browser tests. A new page is one entry here, and its
 * description in src/shared/config/page-heads.ts, which only the server reads (ADR 036); the
 * compiler asks for both.
 *
 * Every route named in the specification is listed. `live` says whether its page is built yet; a
 * live route names its page module (`page`, a path under src/web whose default export is the page),
 * which the web router loads and the server renders. The server answers 404 for the others.
 */
type RouteArea =
  /** Rendered on the server, the same HTML for everyone, cached, indexed. */
  | 'public'
  /** A signed-in user's screens: drawn in the browser, never cached, never indexed. */
  | 'account'
  /** Staff screens: their own frame, drawn in the browser, never in public bundles. */
  | 'admin';

/** The lists of links in the bar, its menus and the footer. */
export type NavGroup = 'whatWeDo' | 'planners' | 'bar' | 'footerCompany' | 'footerImportant';

/** A page's public reads, each under the name its component knows it by. */
type PageReads = { readonly [name: string]: RouteRead | undefined };

export type PathEntry = {
  readonly path: string;
  /** The page title, shown as "<title> | <site name>". */
  readonly title: string;
  readonly area: RouteArea;
  /** The link text in menus, when it is not the title. */
  readonly label?: string;
  /** The navigation lists that link here, each with this link's place in it (1 first). */
  readonly nav?: { readonly [G in NavGroup]?: number };
  /**
   * The public reads the page shows, by name, declared here once: the server answers them all
   * before it renders and hands the answers to the browser with the HTML
   * (src/shared/config/public-reads.ts); the page's component takes each by its name
   * (`paths.magazineTag.reads(params, query).articles`). `query` is the URL's query string (a
   * search page's `?q=`); a read left undefined is not made. Asked for only when `exists`.
   */
  readonly reads?: (params: Readonly<Record<string, string>>, query: URLSearchParams) => PageReads;
  /**
   * Whether the path's params can name a page at all (`/magazine/:article` needs an id): false
   * answers 404 with the page's own not-found view, before any read.
   */
  readonly exists?: (params: Readonly<Record<string, string>>) => boolean;
  /** The page writes its own head from its data (an article's title, picture, dates). */
  readonly ownHead?: true;
  /**
   * A public page that search engines are asked not to index (its head says noindex): left out
   * of the sitemap, and the bench does not expect it to be crawlable. Search results are one.
   */
  readonly noindex?: true;
  /**
   * A public page that is one person's, not everyone's (an article's preview, reached by its
   * private link): rendered afresh for each request, never kept by the server's store or any
   * cache (`Cache-Control: private, no-store`), noindex too. The browser tests and the bench,
   * which open every public page, leave it out: it has no page in the demo content.
   */
  readonly private?: true;
  /**
   * An account page whose server HTML is the page as it is before the session is read (its
   * heading and introduction, a loading note where the user's part goes), rather than a loading
   * frame: what is the user's own is still drawn only in the browser (decision 23), but the page
   * paints its heading at once (ADR 043). The page must render the same on the server as in the
   * browser's first pass: nothing read from the session, the clock or storage before hydration.
   */
  readonly serverFrame?: true;
  /**
   * For a page that shows something for a query (search results): the query as the page reads
   * it, in one form (`q=sip&page=2`; '' for none). The page is kept under its path and this, not
   * under whatever query a link added; since such keys are as many as visitors' queries, the
   * server keeps them in a small share of its store and limits them per client (ADR 028).
   */
  readonly keyQuery?: (query: URLSearchParams) => string;
  /**
   * For a path with `:params`, or a page that shows something only for a query (`?q=`): one real
   * page of it in the demo content, which the browser tests and the bench open.
   */
  readonly example?: string;
} & ({ readonly live: true; readonly page: string } | { readonly live: false });

export const paths = {
  home: {
    path: '/',
    area: 'public',
    title: 'Goal-based investing and financial education',
    live: true,
    page: 'features/home/home-page.tsx',
    reads: () => ({
      achievements: { read: 'sessionInfo', args: [], secondary: true },
      testimonials: { read: 'testimonials', args: [], secondary: true },
      // The three newest articles' teasers.
      articles: { read: 'blogs', args: [0, HOME_ARTICLE_TEASERS], secondary: true },
    }),
  },
  about: {
    path: '/about',
    area: 'public',
    label: 'Our Story',
    nav: { bar: 4, footerCompany: 1 },
    title: 'Our story: who we are and why we teach money',
    live: true,
    page: 'features/about/about-page.tsx',
  },
  media: {
    path: '/media',
    area: 'public',
    label: 'Media',
    nav: { bar: 1, footerCompany: 2 },
    title: 'Media: our videos and press',
    live: true,
    page: 'features/media/media-page.tsx',
  },
  events: {
    path: '/events',
    area: 'public',
    label: 'Events',
    nav: { bar: 2, footerCompany: 3 },
    title: 'Events: free money talks and workshops',
    live: true,
    page: 'features/events/events-page.tsx',
    reads: () => ({
      events: { read: 'events', args: [] },
      achievements: { read: 'sessionInfo', args: [], secondary: true },
    }),
  },
  // After the list: one event's page, `/events/{slug}-{id}`, found by its id.
  eventPage: {
    path: '/events/:event',
    area: 'public',
    title: 'Event',
    live: true,
    page: 'features/events/event-page.tsx',
    exists: ({ event }) => eventIdOfSegment(event ?? '') !== null,
    reads: ({ event }) => ({
      // `exists` has refused a path without an id before any read.
      event: { read: 'event', args: [eventIdOfSegment(event ?? '') ?? 0], required: true },
    }),
    ownHead: true,
    example: '/events/retirement-is-a-number-mumbai-4',
  },
  comingSoon: {
    path: '/coming-soon',
    area: 'public',
    title: 'Coming soon',
    live: true,
    page: 'features/coming-soon/coming-soon-page.tsx',
    // A stand-in for pages not built yet: nothing a search should lead to.
    noindex: true,
  },
  contactUs: {
    path: '/contact-us',
    area: 'public',
    label: 'Contact Us',
    nav: { footerCompany: 5 },
    title: 'Contact us: offices, e-mail and phone',
    live: true,
    page: 'features/contact/contact-page.tsx',
  },
  financialWellness: {
    path: '/financial-wellness',
    area: 'public',
    label: 'Financial Wellness',
    nav: { whatWeDo: 1 },
    title: 'Financial wellness for employers',
    live: true,
    page: 'features/services/financial-wellness-page.tsx',
  },
  financialEducation: {
    path: '/financialEducation',
    area: 'public',
    label: 'Financial Education',
    nav: { whatWeDo: 2 },
    title: 'Financial education for schools',
    live: true,
    page: 'features/services/financial-education-page.tsx',
  },
  diy: {
    path: '/diy',
    area: 'public',
    label: 'DIY Planner',
    nav: { whatWeDo: 3 },
    title: 'DIY planning and investing',
    live: true,
    page: 'features/services/diy-page.tsx',
  },
  womenInvestment: {
    path: '/womenInvestment',
    area: 'public',
    label: 'Women & Investment',
    nav: { whatWeDo: 4 },
    title: 'The Equality Collective: women and money',
    live: true,
    page: 'features/services/women-investment-page.tsx',
  },
  wealth: {
    path: '/wealth',
    area: 'public',
    label: 'Wealth Management',
    nav: { whatWeDo: 5 },
    title: 'Wealth management for families',
    live: true,
    page: 'features/services/wealth-page.tsx',
  },
  termCondition: {
    path: '/termCondition',
    area: 'public',
    label: 'Terms and Conditions',
    nav: { footerImportant: 1 },
    title: 'Terms and conditions',
    live: true,
    page: 'features/legal/terms-page.tsx',
  },
  faq: {
    path: '/faq',
    area: 'public',
    label: 'FAQ',
    nav: { footerImportant: 3 },
    title: 'Frequently asked questions',
    live: true,
    page: 'features/legal/faq-page.tsx',
  },
  privacyPolicy: {
    path: '/privacyPolicy',
    area: 'public',
    label: 'Privacy Policy',
    nav: { footerImportant: 2 },
    title: 'Privacy notice: your data and your rights',
    live: true,
    page: 'features/legal/privacy-page.tsx',
  },
  retirementPlanner: {
    path: '/retirement-planner',
    area: 'public',
    nav: { planners: 2 },
    title: 'Retirement Planner',
    live: true,
    page: 'features/planners/retirement/retirement-page.tsx',
  },
  moneyMap: {
    path: '/moneyMap',
    area: 'public',
    nav: { planners: 1 },
    title: 'Money Maps',
    live: true,
    page: 'features/planners/money-map/money-map-page.tsx',
  },
  riskProfile: {
    path: '/risk-profile',
    area: 'public',
    nav: { planners: 4 },
    title: 'Risk Profile',
    live: true,
    page: 'features/planners/risk-profile/risk-profile-page.tsx',
  },
  financialHealth: {
    path: '/financial-health',
    area: 'public',
    nav: { planners: 3 },
    title: 'Financial Check-up',
    live: true,
    page: 'features/planners/financial-health/financial-health-page.tsx',
  },
  riskProfileResult: {
    path: '/riskProfileResult',
    area: 'account',
    title: 'Your risk profile',
    live: true,
    page: 'features/planners/risk-profile/risk-profile-result-page.tsx',
  },
  financialHealthResult: {
    path: '/financialHealthResult',
    area: 'account',
    title: 'Your financial health',
    live: true,
    page: 'features/planners/financial-health/financial-health-result-page.tsx',
  },
  profile: {
    path: '/profile',
    area: 'account',
    title: 'Your account',
    live: true,
    page: 'features/account/profile-page.tsx',
  },
  // Every saved goal in one list and timeline, against what the user can invest (issue 25).
  myPlan: {
    path: '/my-plan',
    area: 'account',
    title: 'My plan',
    live: true,
    page: 'features/account/my-plan-page.tsx',
    serverFrame: true,
  },
  // A plan's figures from its share link alone, drawn in the browser from the URL fragment (which
  // never reaches the server): the server's HTML is one frame for every link.
  mySharedPlan: {
    path: '/my-plan/shared',
    area: 'public',
    title: 'A shared plan',
    live: true,
    page: 'features/account/shared-plan-page.tsx',
    // Someone's figures, not the site's content: nothing a search should list.
    noindex: true,
  },
  resetPassword: {
    path: '/reset-password',
    area: 'account',
    title: 'Set a new password',
    live: true,
    page: 'features/account/reset-password-page.tsx',
  },
  magazine: {
    path: '/magazine',
    area: 'public',
    nav: { bar: 3, footerCompany: 4 },
    title: 'Magazine',
    live: true,
    page: 'features/magazine/magazine-page.tsx',
    reads: () => ({
      sections: { read: 'blogSections', args: [] },
      featured: { read: 'featuredBlogs', args: [0, LANDING_FEATURED] },
      latest: { read: 'blogs', args: [0, LANDING_LATEST] },
      videos: { read: 'blogsByTag', args: [VIDEO_TAG, 0, LANDING_VIDEOS] },
      // The topic picker's first topic; it reads another one when a reader picks it.
      topic: landingTopicRead(LANDING_TOPICS[0]),
    }),
  },
  magazineSection: {
    path: '/magazine/section/:section',
    area: 'public',
    title: 'Section',
    live: true,
    page: 'features/magazine/section-page.tsx',
    reads: ({ section = '' }) => ({
      sections: { read: 'blogSections', args: [] },
      articles: { read: 'blogsBySection', args: [section, 0, SECTION_PAGE_SIZE], required: true },
    }),
    ownHead: true,
    example: '/magazine/section/investing',
  },
  magazineTag: {
    path: '/magazine/tag/:tag',
    area: 'public',
    title: 'Tag',
    live: true,
    page: 'features/magazine/tag-page.tsx',
    reads: ({ tag = '' }) => ({
      sections: { read: 'blogSections', args: [] },
      articles: { read: 'blogsByTag', args: [tag, 0, TAG_PAGE_SIZE] },
    }),
    ownHead: true,
    example: '/magazine/tag/video',
  },
  // An author's byline page: who they are and their published articles (issue 24).
  magazineAuthor: {
    path: '/magazine/author/:slug',
    area: 'public',
    title: 'Author',
    live: true,
    page: 'features/magazine/author-page.tsx',
    exists: ({ slug = '' }) => slug.length <= MAX_AUTHOR_SLUG_LENGTH,
    reads: ({ slug = '' }) => ({
      // The magazine header's sections, drawn on the server like the other magazine pages'.
      sections: { read: 'blogSections', args: [] },
      author: { read: 'authorPage', args: [slug, 0, SECTION_PAGE_SIZE], required: true },
    }),
    ownHead: true,
    example: '/magazine/author/kavya-raghunathan',
  },
  // Before the article pattern: '/magazine/search' is two segments too.
  magazineSearch: {
    path: '/magazine/search',
    area: 'public',
    title: 'Search the magazine',
    live: true,
    page: 'features/magazine/search-page.tsx',
    reads: (_params, query) => {
      const { q, offset } = searchRequestOf(query);
      return {
        sections: { read: 'blogSections', args: [] },
        // No query, no search: the API refuses an empty one, and the page shows just the form.
        results:
          q === '' ? undefined : { read: 'searchBlogs', args: [q, offset, SEARCH_PAGE_SIZE] },
      };
    },
    ownHead: true,
    noindex: true,
    keyQuery: searchKeyQuery,
    example: '/magazine/search?q=sip',
  },
  // The editor's private preview link (ADR 041): its work in progress drawn as the article page.
  magazinePreview: {
    path: '/magazine/preview/:key',
    area: 'public',
    title: 'Preview',
    live: true,
    page: 'features/magazine/preview-page.tsx',
    exists: ({ key }) => isPreviewKey(key ?? ''),
    reads: ({ key = '' }) => ({
      sections: { read: 'blogSections', args: [] },
      article: { read: 'blogPreview', args: [key], required: true },
    }),
    ownHead: true,
    noindex: true,
    private: true,
  },
  magazineArticle: {
    path: '/magazine/:article',
    area: 'public',
    title: 'Article',
    live: true,
    page: 'features/magazine/article-page.tsx',
    exists: ({ article }) => articleIdOf(article) !== null,
    reads: ({ article }) => {
      // `exists` has refused a path without an id before any read.
      const id = articleIdOf(article) ?? 0;
      return {
        sections: { read: 'blogSections', args: [] },
        article: { read: 'blog', args: [id], required: true },
        related: { read: 'relatedBlogs', args: [id, RELATED_ON_ARTICLE] },
      };
    },
    ownHead: true,
    example: '/magazine/sips-and-rupee-cost-averaging-why-a-fixed-monthly-amount-works-14',
  },
  newsletterUnsubscribe: {
    path: '/newsletter/unsubscribe',
    area: 'public',
    title: 'Unsubscribe from the newsletter',
    live: true,
    page: 'features/contact/unsubscribe-page.tsx',
    // The newsletter's mails link here with ?token=: read by the page's code in the browser, so
    // the server's HTML is one for every token and is kept under the path alone.
    noindex: true,
  },
  mothersDay: {
    path: '/mothers-day',
    area: 'public',
    title: "Mother's Day: lessons from our mothers",
    live: true,
    page: 'features/mothers-day/mothers-day-page.tsx',
  },
  admin: {
    path: '/admin',
    area: 'admin',
    title: 'Admin sign-in',
    live: true,
    page: 'features/admin/admin-login-page.tsx',
  },
  dashboard: {
    path: '/dashboard',
    area: 'admin',
    title: 'Dashboard',
    live: true,
    page: 'features/admin/dashboard-page.tsx',
  },
  adminQuote: {
    path: '/dashboard/quote',
    area: 'admin',
    title: 'Banner Announcement',
    live: true,
    page: 'features/admin/content/announcement-page.tsx',
  },
  adminTestimonials: {
    path: '/dashboard/testimonials',
    area: 'admin',
    title: 'Testimonials',
    live: true,
    page: 'features/admin/content/testimonials-page.tsx',
  },
  adminTestimonial: {
    path: '/dashboard/testimonial',
    area: 'admin',
    title: 'Add Testimonial',
    live: true,
    page: 'features/admin/content/add-testimonial-page.tsx',
  },
  adminUpdateTestimonial: {
    path: '/dashboard/updateTestimonial',
    area: 'admin',
    title: 'Update Testimonial',
    live: true,
    page: 'features/admin/content/update-testimonial-page.tsx',
  },
  adminSessions: {
    path: '/dashboard/sessions',
    area: 'admin',
    title: 'Sessions',
    live: true,
    page: 'features/admin/content/sessions-page.tsx',
  },
  adminEvents: {
    path: '/dashboard/events',
    area: 'admin',
    title: 'Event Management',
    live: true,
    page: 'features/admin/events/events-admin-page.tsx',
  },
  adminSaveEvent: {
    path: '/dashboard/saveEvent',
    area: 'admin',
    title: 'Add New Event',
    live: true,
    page: 'features/admin/events/save-event-page.tsx',
  },
  adminUpdateEvent: {
    path: '/dashboard/updateEvent',
    area: 'admin',
    title: 'Update Event',
    live: true,
    page: 'features/admin/events/update-event-page.tsx',
  },
  adminEventRegistrations: {
    path: '/dashboard/eventRegistrations',
    area: 'admin',
    title: 'Event registrations',
    live: true,
    page: 'features/admin/events/event-registrations-page.tsx',
  },
  adminEnquiries: {
    path: '/dashboard/enquiries',
    area: 'admin',
    title: 'Enquiries',
    live: true,
    page: 'features/admin/enquiries/enquiries-page.tsx',
  },
  adminOutbox: {
    path: '/dashboard/outbox',
    area: 'admin',
    title: 'Mail outbox',
    live: true,
    page: 'features/admin/outbox/outbox-page.tsx',
  },
  adminAudit: {
    path: '/dashboard/audit',
    area: 'admin',
    title: 'Audit log',
    live: true,
    page: 'features/admin/audit/audit-page.tsx',
  },
  adminSubscribers: {
    path: '/dashboard/subscribers',
    area: 'admin',
    title: 'Subscribers',
    live: true,
    page: 'features/admin/subscribers/subscribers-page.tsx',
  },
  adminPeople: {
    path: '/dashboard/people',
    area: 'admin',
    title: "People's data",
    live: true,
    page: 'features/admin/people/people-page.tsx',
  },
  adminAdmins: {
    path: '/dashboard/admins',
    area: 'admin',
    title: 'Admin accounts',
    live: true,
    page: 'features/admin/admins/admins-page.tsx',
  },
  adminPlanner: {
    path: '/dashboard/planner',
    area: 'admin',
    title: 'Download report for Planners',
    live: true,
    page: 'features/admin/reports/planner-report-page.tsx',
  },
  adminManageBlog: {
    path: '/dashboard/manageBlog',
    area: 'admin',
    title: 'Manage Blogs',
    live: true,
    page: 'features/admin/magazine/manage-blog-page.tsx',
  },
  adminBlogManagement: {
    path: '/dashboard/blogManagement',
    area: 'admin',
    title: 'Manage Blog',
    live: true,
    page: 'features/admin/magazine/blog-management-page.tsx',
  },
  // The article editor: `?title={slug}&blog={id}` edits an article, `?draft={key}` goes on with
  // an unsaved new one, nothing starts a new one.
  adminBlogPost: {
    path: '/dashboard/blogPost',
    area: 'admin',
    title: 'New Blog',
    live: true,
    page: 'features/admin/magazine/blog-post-page.tsx',
  },
  adminBlogSection: {
    path: '/dashboard/blogSection',
    area: 'admin',
    title: 'Section Management',
    live: true,
    page: 'features/admin/magazine/sections-page.tsx',
  },
  adminManageAuthor: {
    path: '/dashboard/manageAuthor',
    area: 'admin',
    title: 'Author Management',
    live: true,
    page: 'features/admin/magazine/authors-page.tsx',
  },
} as const satisfies Record<string, PathEntry>;

export type PathKey = keyof typeof paths;
export type LivePathKey = {
  [K in PathKey]: (typeof paths)[K]['live'] extends true ? K : never;
}[PathKey];

/**
 * The four planners, in the menu's order. Their names are their registry titles, written once
 * there and read by the bar's menu, the drawer, the home page's grid and the not-found page.
 */
export const plannerKeys = [
  'moneyMap',
  'retirementPlanner',
  'financialHealth',
  'riskProfile',
] as const satisfies readonly (keyof typeof paths)[];

/**
 * A planner's title inside a sentence that speaks of what the planner makes: in lower case ('No
 * saved risk profile yet'), or with one capital to start it ('Risk profile saved'). The Financial
 * Check-up keeps its capitals in a sentence, so its title is read as it is.
 */
export function plannerWords(
  key: (typeof plannerKeys)[number],
  place: 'inside' | 'start' = 'inside',
): string {
  const words = paths[key].title.toLowerCase();
  return place === 'start' ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}

/** One link of the site's navigation, read from the registry. */
export type NavLink = { readonly label: string; readonly path: string };

/** The links of one navigation list, in their places: label and path from each entry. */
export function navLinks(group: NavGroup): readonly NavLink[] {
  return (Object.values(paths) as PathEntry[])
    .filter((entry) => entry.nav?.[group] !== undefined)
    .sort((a, b) => (a.nav?.[group] ?? 0) - (b.nav?.[group] ?? 0))
    .map((entry) => ({ label: entry.label ?? entry.title, path: entry.path }));
}
