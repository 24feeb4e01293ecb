import { navLinks } from '../../../shared/config/paths';

export type { NavLink } from '../../../shared/config/paths';

/** WHAT WE DO: the five service pages. */
export const whatWeDoLinks = navLinks('whatWeDo');

/** PLANNERS: the four planners. */
export const plannerLinks = navLinks('planners');

/** The links shown at the top level of the bar, after the two menus. */
export const topLevelLinks = navLinks('bar');

export const footerCompanyLinks = navLinks('footerCompany');

export const footerImportantLinks = navLinks('footerImportant');
