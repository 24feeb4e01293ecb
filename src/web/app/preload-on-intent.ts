import { useEffect } from 'react';

/**
 * Starts loading a page's code when a visitor shows they are about to open it: a pointer resting on
 * an internal link, a finger touching it, the keyboard focusing it. The build lists no chunk's
 * dependencies for the browser to fetch ahead (ADR 038), so a page's code arrives in steps; starting
 * them at the intent rather than at the click hides most of that wait.
 */
export function usePreloadOnIntent(preload: (pathname: string) => Promise<void>) {
  useEffect(() => {
    const started = new Set<string>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || started.has(url.pathname)) return;
      started.add(url.pathname);
      // A failed load is retried by the click itself (chunk-reload.ts); nothing to say here.
      preload(url.pathname).catch(() => started.delete(url.pathname));
    };
    const options = { passive: true, capture: true };
    document.addEventListener('pointerover', onIntent, options);
    document.addEventListener('touchstart', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    return () => {
      document.removeEventListener('pointerover', onIntent, options);
      document.removeEventListener('touchstart', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
    };
  }, [preload]);
}
