import { faqPageJsonLd } from '../content/faq';
import { paths, type PathKey } from './paths';
import { magazineJsonLd, organizationJsonLd } from './structured-data';

/** What a page's head says beyond its title: read by the server only (ADR 036). */
type PageHeadEntry = {
  /** A one-sentence summary for the meta description and the link-preview cards. */
  readonly description: string;
  /** The page's JSON-LD, when it is more than the generic `WebPage` (src/web/app/router.tsx). */
  readonly jsonLd?: (origin: string) => object;
};

/**
 * Every page's description and JSON-LD, by its registry key (src/shared/config/paths.ts). They are
 * for search engines and link previews, which read the server's HTML, so they stay out of the
 * browser's code: only the server's render imports this module, behind `import.meta.env.SSR`
 * (ADR 036). A page that writes its own head (`ownHead`) uses its description as a fallback.
 */
export const pageHeads = {
  home: {
    description:
      'Plan every goal in rupees, learn to invest with confidence and invest in mutual funds with a registered distributor.',
    jsonLd: (origin) => organizationJsonLd(origin, paths.magazineSearch.path),
  },
  about: {
    description:
      'How two friends turned a Saturday money workshop in Bengaluru into Arthashala, what we believe, and the founders who still teach and answer your questions.',
  },
  media: {
    description:
      'Short videos from Arthashala on SIPs, term insurance and the cost of starting late, in a player that loads only when you press play, and a From Press list.',
  },
  events: {
    description:
      'Free money talks and workshops in Bengaluru, Mumbai, Pune, Chennai and more: see the dates, register in a minute, and browse photos from past events.',
  },
  eventPage: {
    description:
      'A free Arthashala money workshop: the date, venue, key note speaker and registration.',
  },
  comingSoon: {
    description:
      'This part of Arthashala is still being built. Meanwhile, plan a goal with a free planner, read the magazine or write to us.',
  },
  contactUs: {
    description:
      'Write to Arthashala, call us, or visit our offices in Bengaluru (headquarters), Mumbai and Ahmedabad: a person answers every enquiry within two working days.',
  },
  financialWellness: {
    description:
      'Workshops and private money clinics for your employees on salary, tax, insurance, loans and retirement, in their language, with no selling in the room.',
  },
  financialEducation: {
    description:
      'Six classroom sessions for Classes 9 to 12 and colleges on budgets, saving, borrowing and fraud, with workbooks, a teachers’ workshop and no products.',
  },
  diy: {
    description:
      'Plan each goal with four free planners, then start your SIPs yourself on our investing platform, with a person to call whenever you want one.',
  },
  womenInvestment: {
    description:
      'Monthly money circles for women, led by women planners, in Bengaluru, Mumbai, Ahmedabad and online: free to join, with a plan in your own name.',
  },
  wealth: {
    description:
      'One planner for your family, every investment on one page by goal, tidy paperwork and a yearly review, with our commission stated in rupees.',
  },
  termCondition: {
    description:
      'The terms for using Arthashala’s site: copyright, acceptable use, links to other sites, force majeure, 30 days’ notice of changes, and Indian law.',
  },
  faq: {
    description:
      'Answers on KYC, SIPs, redemption timelines, ELSS lock-in, direct and regular plans, how we are paid as a distributor, and how our planners do their sums.',
    jsonLd: (origin) => faqPageJsonLd(origin),
  },
  privacyPolicy: {
    description:
      'What Arthashala collects, why and for how long, how to withdraw consent, and how to use your rights under India’s DPDP Act 2023 and the DPDP Rules 2025.',
  },
  retirementPlanner: {
    description: 'Find the corpus you need to retire and the monthly SIP that builds it.',
  },
  moneyMap: {
    description:
      'Turn a goal into a monthly SIP: what it will cost after inflation and how much to invest each month by debt, asset allocation or equity.',
  },
  riskProfile: {
    description: 'Eight questions that tell what kind of investor you are.',
  },
  financialHealth: {
    description: 'A five-step Financial Check-up of your savings, loans, insurance and goals.',
  },
  riskProfileResult: {
    description: 'Your saved risk profile.',
  },
  financialHealthResult: {
    description: 'Your saved Financial Check-up.',
  },
  profile: {
    description: 'Your profile and plans.',
  },
  myPlan: {
    description: 'All your goals in one plan: what each needs each month and what you can invest.',
  },
  mySharedPlan: {
    description:
      'A plan of goals shared by its maker: each goal’s cost and monthly SIP, their total and what they can invest.',
  },
  resetPassword: {
    description: 'Choose a new password for your account.',
  },
  magazine: {
    description:
      'Plain-spoken articles on saving, investing, insurance, tax and retirement for families in India.',
    jsonLd: (origin) => magazineJsonLd(origin),
  },
  magazineSection: {
    description: 'Articles from one section of the magazine.',
  },
  magazineTag: {
    description: 'Articles on one topic.',
  },
  magazineAuthor: {
    description: 'One of the magazine’s writers and the articles they wrote.',
  },
  magazineSearch: {
    description: 'Find articles from the magazine by the words in their titles and text.',
  },
  magazinePreview: {
    description: 'A preview of an article not yet published.',
  },
  magazineArticle: {
    description: 'An article from the magazine.',
  },
  newsletterUnsubscribe: {
    description:
      'Stop the Arthashala newsletter with one press, without signing in: the page our newsletter’s e-mails link to, for the address they were sent to.',
  },
  mothersDay: {
    description:
      'Five of our colleagues remember what their mothers taught them about money: a steel dabba budget, a ₹500 SIP, a loan notebook and a name on the papers.',
  },
  admin: {
    description: 'Staff sign-in.',
  },
  dashboard: {
    description: 'Staff dashboard.',
  },
  adminQuote: {
    description: 'Staff: the announcement in the strip above every page.',
  },
  adminTestimonials: {
    description: 'Staff: the testimonials and their order on the home page.',
  },
  adminTestimonial: {
    description: 'Staff: add a testimonial.',
  },
  adminUpdateTestimonial: {
    description: 'Staff: update a testimonial.',
  },
  adminSessions: {
    description: "Staff: the achievements banner's session figures.",
  },
  adminEvents: {
    description: 'Staff: the events on the site, to add, update or delete.',
  },
  adminSaveEvent: {
    description: 'Staff: add an event to the site.',
  },
  adminUpdateEvent: {
    description: 'Staff: change an event on the site.',
  },
  adminEventRegistrations: {
    description: 'Staff: who registered for an event.',
  },
  adminEnquiries: {
    description: 'Staff: the contact forms’ enquiries and event registrations.',
  },
  adminOutbox: {
    description: 'Staff: the e-mails kept on the site while no mail server is configured.',
  },
  adminAudit: {
    description: 'Staff: every change made in the staff area, by whom and when.',
  },
  adminSubscribers: {
    description: 'Staff: the newsletter’s subscribers, to search, unsubscribe or erase.',
  },
  adminPeople: {
    description: 'Staff: find, download or erase what the site holds about an e-mail address.',
  },
  adminAdmins: {
    description: 'Staff: the admin accounts, to add or remove, and your own password.',
  },
  adminPlanner: {
    description: 'Staff: download the planners’ saved results as CSV files.',
  },
  adminManageBlog: {
    description: 'Staff: the magazine’s authors, articles and sections.',
  },
  adminBlogManagement: {
    description:
      'Staff: the magazine’s articles, drafts and scheduled ones, to feature, edit or delete.',
  },
  adminBlogPost: {
    description: 'Staff: write or edit a magazine article.',
  },
  adminBlogSection: {
    description: 'Staff: add, rename and delete the magazine’s sections.',
  },
  adminManageAuthor: {
    description: 'Staff: add, edit and delete the magazine’s authors.',
  },
} as const satisfies Record<PathKey, PageHeadEntry>;
