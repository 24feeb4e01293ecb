import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * What every route change does: scroll to the top (the specification asks for it). The page's
 * head is the route's own (src/web/components/page-head.tsx).
 */
export function RouteEffects() {
  const [pathname] = useLocation();
  const isFirstLoad = useRef(true);

  useLayoutEffect(() => {
    // Not on the first load: a reload keeps the browser's own scroll restoration.
    if (isFirstLoad.current) {
      isFirstLoad.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
