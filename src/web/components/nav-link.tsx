import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link, useLocation } from 'wouter';

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link that knows when it points at the current page: it gets the `active` class (for styling)
 * and `aria-current="page"` (for screen readers).
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, className, ...rest },
  ref,
) {
  const [pathname] = useLocation();
  const current = pathname === to;
  return (
    <Link
      ref={ref}
      to={to}
      aria-current={current ? 'page' : undefined}
      className={[className, current ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
      {...rest}
    />
  );
});
