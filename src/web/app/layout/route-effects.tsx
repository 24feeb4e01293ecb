import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * What every route change does: scroll to the top (the specification asks for it), and drop the
 * first page's description, link-preview cards and JSON-LD. The page's head is the route's own
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
    // The server's description, link-preview cards and JSON-LD describe the page it sent, and the
    // browser draws none (components/page-head.tsx, ADR 036): once another page shows, they would
    // describe the wrong one.
    document.head
      .querySelectorAll(
        'meta[name="description"], meta[property^="og:"], meta[property^="article:"], ' +
          'meta[name^="twitter:"], script[type="application/ld+json"]',
      )
      .forEach((tag) => tag.remove());
  }, [pathname]);

  return null;
}
