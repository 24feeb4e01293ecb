import { paths } from '../../shared/config/paths';

/**
 * How a navigation link relates to the page being shown: it is the page, it leads to the section
 * the page sits in (the bar's Magazine link on an article), or neither. Home is the page only on
 * `/`, never a section of every page.
 */
export type LinkCurrency = 'page' | 'section' | null;

export function linkCurrency(pathname: string, to: string): LinkCurrency {
  if (pathname === to) return 'page';
  if (to !== paths.home.path && pathname.startsWith(`${to}/`)) return 'section';
  return null;
}

/**
 * The link's `aria-current`: 'page' for the page itself; 'true' (the current item of the set) for
 * the link to the section the page sits in.
 */
export function ariaCurrentOf(currency: LinkCurrency): 'page' | 'true' | undefined {
  if (currency === 'page') return 'page';
  if (currency === 'section') return 'true';
  return undefined;
}
