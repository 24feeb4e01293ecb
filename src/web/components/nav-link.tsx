import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link, useLocation } from 'wouter';
import { ariaCurrentOf, linkCurrency } from '../lib/link-currency';

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link that knows when it points at the current page, or at the section the page sits in (the
 * bar's Magazine link on an article): it gets the `active` class (for styling) and `aria-current`
 * (for screen readers: "page" for the page itself, "true" for its section).
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, className, ...rest },
  ref,
) {
  const [pathname] = useLocation();
  const currency = linkCurrency(pathname, to);
  return (
    <Link
      ref={ref}
      to={to}
      aria-current={ariaCurrentOf(currency)}
      className={
        [className, currency ? 'active' : undefined].filter(Boolean).join(' ') || undefined
      }
      {...rest}
    />
  );
});
