import 'virtual:lato.css';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, newEmotionCache } from './app/app';
import { reloadOnceForMissingCode } from './app/chunk-reload';
import { preloadRoute } from './app/router';
import { readSsrData } from './lib/ssr-data';

// A file a lazy import needs failed to load (a deploy replaced it): reload once. The import still
// fails (not prevented: it would resolve to nothing); a page's import then waits for the reload,
// and after the one reload the route's error boundary offers Retry.
window.addEventListener('vite:preloadError', () => reloadOnceForMissingCode());

// The server sent the page finished; the browser takes it over. It loads the page's code first
// (already on its way: the server preloads it), so the first render matches the HTML exactly.
// Hydrating in a transition lets React work in short slices between the browser's own work
// (Lighthouse's total blocking time).
void preloadRoute(window.location.pathname)
  .catch(() => undefined) // The page's boundary shows the failure once hydrated.
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <App context={{ emotionCache: newEmotionCache(), ssrData: readSsrData() }} />
        </StrictMode>,
      );
    });
  });
