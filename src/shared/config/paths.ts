/**
 * The one registry of the site's page routes, shared by the browser (router, links, page titles)
 * and the server (which answers 404 for a page that does not exist, preloads a page's code, and
 * later builds the sitemap).
 *
 * Every route named in the specification is listed. `live` says whether its page is built yet; a
 * live route names its page module (`page`, a path under src/web whose default export is the page),
 * which the web router loads and the server preloads. The server answers 404 for the others.
 */
export type PathEntry = {
  readonly path: string;
  /** The page title, shown as "<title> | <site name>". */
  readonly title: string;
  /** A one-sentence summary for the meta description. */
  readonly description: string;
} & ({ readonly live: true; readonly page: string } | { readonly live: false });

export const paths = {
  home: {
    path: '/',
    title: 'Goal-based investing and financial education',
    description:
      'Plan every goal in rupees, learn to invest with confidence and invest in mutual funds with a registered distributor.',
    live: true,
    page: 'features/home/home-page.tsx',
  },
  about: {
    path: '/about',
    title: 'Our story',
    description: 'Who we are and why we teach money.',
    live: false,
  },
  media: { path: '/media', title: 'Media', description: 'Videos and press coverage.', live: false },
  events: {
    path: '/events',
    title: 'Events',
    description: 'Talks and workshops near you.',
    live: false,
  },
  comingSoon: {
    path: '/coming-soon',
    title: 'Coming soon',
    description: 'Something new is on its way.',
    live: false,
  },
  contactUs: {
    path: '/contact-us',
    title: 'Contact us',
    description: 'Write to us or visit an office.',
    live: false,
  },
  financialWellness: {
    path: '/financial-wellness',
    title: 'Financial wellness',
    description: 'Financial wellness programmes for employers.',
    live: false,
  },
  financialEducation: {
    path: '/financialEducation',
    title: 'Financial education',
    description: 'Money lessons for schools and colleges.',
    live: false,
  },
  diy: {
    path: '/diy',
    title: 'DIY planner',
    description: 'Plan and invest on your own.',
    live: false,
  },
  womenInvestment: {
    path: '/womenInvestment',
    title: 'Women and investment',
    description: 'The Equality Collective: women and money.',
    live: false,
  },
  wealth: {
    path: '/wealth',
    title: 'Wealth management',
    description: 'Private wealth advice.',
    live: false,
  },
  termCondition: {
    path: '/termCondition',
    title: 'Terms and conditions',
    description: 'The terms of using this site.',
    live: false,
  },
  faq: { path: '/faq', title: 'FAQ', description: 'Questions people ask us.', live: false },
  privacyPolicy: {
    path: '/privacyPolicy',
    title: 'Privacy policy',
    description: 'What we keep about you and why.',
    live: false,
  },
  retirementPlanner: {
    path: '/retirement-planner',
    title: 'Retirement Planner',
    description: 'Find the corpus you need to retire and the monthly SIP that builds it.',
    live: false,
  },
  moneyMap: {
    path: '/moneyMap',
    title: 'Money Maps',
    description:
      'Turn a goal into a monthly SIP: what it will cost after inflation and how much to invest each month by debt, asset allocation or equity.',
    live: true,
    page: 'features/planners/money-map/money-map-page.tsx',
  },
  riskProfile: {
    path: '/risk-profile',
    title: 'Risk Profile',
    description: 'Eight questions that tell what kind of investor you are.',
    live: false,
  },
  financialHealth: {
    path: '/financial-health',
    title: 'Financial Check-up',
    description: 'A five-step Financial Check-up of your savings, loans, insurance and goals.',
    live: false,
  },
  riskProfileResult: {
    path: '/riskProfileResult',
    title: 'Your risk profile',
    description: 'Your saved risk profile.',
    live: false,
  },
  financialHealthResult: {
    path: '/financialHealthResult',
    title: 'Your financial health',
    description: 'Your saved Financial Check-up.',
    live: false,
  },
  profile: {
    path: '/profile',
    title: 'Your account',
    description: 'Your profile and plans.',
    live: true,
    page: 'features/account/profile-page.tsx',
  },
  resetPassword: {
    path: '/reset-password',
    title: 'Set a new password',
    description: 'Choose a new password for your account.',
    live: true,
    page: 'features/account/reset-password-page.tsx',
  },
  magazine: {
    path: '/magazine',
    title: 'Magazine',
    description: 'Articles on saving, investing and planning.',
    live: false,
  },
  mothersDay: {
    path: '/mothers-day',
    title: "Mother's Day",
    description: 'What our mothers taught us about money.',
    live: false,
  },
  admin: {
    path: '/admin',
    title: 'Admin sign-in',
    description: 'Staff sign-in.',
    live: true,
    page: 'features/admin/admin-login-page.tsx',
  },
  dashboard: {
    path: '/dashboard',
    title: 'Dashboard',
    description: 'Staff dashboard.',
    live: true,
    page: 'features/admin/dashboard-page.tsx',
  },
} as const satisfies Record<string, PathEntry>;

type PathKey = keyof typeof paths;
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
