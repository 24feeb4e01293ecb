import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { findLivePage, notFoundPage, pageTitle } from '../../../shared/config/page-title';
import { useDocumentHead } from '../../lib/use-document-head';

/**
 * What every route change does: scroll to the top (the specification asks for it) and give the
 * document the page's title and description, by the same rule the server uses for the first HTML.
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

  const entry = findLivePage(pathname) ?? notFoundPage;
  useDocumentHead(pageTitle(entry), entry.description);
  return null;
}
