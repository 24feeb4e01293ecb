import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * What every route change does: scroll to the top (the specification asks for it), and drop the
 * first page's link-preview cards. The page's head is the route's own
 * (src/web/components/page-head.tsx).
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
    // The server's link-preview cards describe the page it sent, and the browser draws none
    // (components/page-head.tsx): once another page shows, they would describe the wrong one.
    document.head
      .querySelectorAll('meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"]')
      .forEach((card) => card.remove());
  }, [pathname]);

  return null;
}
