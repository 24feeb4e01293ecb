import 'virtual:lato.css';
import { startTransition, StrictMode } from 'react';
import { App, newEmotionCache } from './app/app';
import { reloadOnceForMissingCode } from './app/chunk-reload';
import { preloadRoute } from './app/router';
import { readSsrData } from './lib/ssr-data';

// A file a lazy import needs failed to load (a deploy replaced it): reload once. The import still
// fails (not prevented: it would resolve to nothing); a page's import then waits for the reload,
// and after the one reload the route's error boundary offers Retry.
window.addEventListener('vite:preloadError', () => reloadOnceForMissingCode());

/** Lets the browser do what waits (input, painting) before the next piece of work starts. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The server sent the page finished; the browser takes it over. Evaluating the code is split in
 * two tasks, so that neither holds the main thread for long (Lighthouse's total blocking time
 * counts every task beyond 50 ms): this chunk (the app, MUI and the theme), then React's DOM
 * renderer (half of the code: the server lists it beside this one, so both arrive together).
 * The page's own code is loaded before hydrating, so the first render matches the HTML exactly;
 * hydrating in a transition then lets React work in short slices.
 */
async function start() {
  await nextTask();
  const [{ hydrateRoot }] = await Promise.all([
    import('react-dom/client'),
    // A page whose code failed to load still hydrates: its boundary shows the failure.
    preloadRoute(window.location.pathname).catch(() => undefined),
  ]);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <App context={{ emotionCache: newEmotionCache(), ssrData: readSsrData() }} />
      </StrictMode>,
    );
  });
}

void start();
