import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadOnceForMissingCode } from './app/chunk-reload';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A file a lazy import needs failed to load (a deploy replaced it): reload once. The import still
// fails (not prevented: it would resolve to nothing); a page's import then waits for the reload,
// and after the one reload the route's error boundary offers Retry.
window.addEventListener('vite:preloadError', () => reloadOnceForMissingCode());

// The first render is a transition so that React works in short slices and lets the browser
// paint and handle input in between, instead of one long task (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
