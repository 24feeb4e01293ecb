import { paths, plannerKeys } from '../../../shared/config/paths';

/** One link of the site's navigation; `path` always comes from the route registry. */
export type NavLink = { label: string; path: string };

/** WHAT WE DO: the five service pages. */
export const whatWeDoLinks: readonly NavLink[] = [
  { label: 'Financial Wellness', path: paths.financialWellness.path },
  { label: 'Financial Education', path: paths.financialEducation.path },
  { label: 'DIY Planner', path: paths.diy.path },
  { label: 'Women & Investment', path: paths.womenInvestment.path },
  { label: 'Wealth Management', path: paths.wealth.path },
];

/** PLANNERS: the four planners, named by the route registry. */
export const plannerLinks: readonly NavLink[] = plannerKeys.map((key) => ({
  label: paths[key].title,
  path: paths[key].path,
}));

/** The links shown at the top level of the bar, after the two menus. */
export const topLevelLinks: readonly NavLink[] = [
  { label: 'Media', path: paths.media.path },
  { label: 'Events', path: paths.events.path },
  { label: 'Magazine', path: paths.magazine.path },
  { label: 'Our Story', path: paths.about.path },
];

export const footerCompanyLinks: readonly NavLink[] = [
  { label: 'Our Story', path: paths.about.path },
  { label: 'Media', path: paths.media.path },
  { label: 'Events', path: paths.events.path },
  { label: 'Magazine', path: paths.magazine.path },
  { label: 'Contact Us', path: paths.contactUs.path },
];

export const footerImportantLinks: readonly NavLink[] = [
  { label: 'Terms and Conditions', path: paths.termCondition.path },
  { label: 'Privacy Policy', path: paths.privacyPolicy.path },
  { label: 'FAQ', path: paths.faq.path },
];
