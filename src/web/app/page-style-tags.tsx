import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToStaticMarkup } from 'react-dom/server';
import { newEmotionCache, serverRulesAttribute } from './app';
import { theme } from './theme';

/**
 * The server's style cache. `compat` makes Emotion gather every rule in the cache, global ones
 * included, where by default it writes a `<style>` into the HTML before each styled element.
 */
export function newServerStyleCache(): EmotionCache {
  const cache = newEmotionCache();
  cache.compat = true;
  return cache;
}

/**
 * The `<style>` tags for a page's head: the site's baseline, then every rule the page's render
 * put in its cache, listed by id so that the browser's cache adopts them (app.tsx).
 *
 * Every rule, not only the classes the HTML names (what `@emotion/server`'s critical extraction
 * keeps): a styled component that wraps another (MUI's IconButton around ButtonBase, a Button
 * with `sx`) puts one merged class on the element, yet the browser's Emotion inserts each layer's
 * own rule while hydrating unless the page lists it as present. On `/` that was about 70 rules
 * run through stylis and inserted one by one.
 *
 * The ids are in an attribute of our own, not Emotion's `data-emotion`: a tag Emotion finds that
 * way it takes out of the head and puts back, and every style sheet taken out and put back makes
 * the browser restyle the whole page while it is starting. (A Global, MUI's inputs' autofill
 * keyframes, finds no tag of its own, so it writes its few rules again in the browser.)
 */
export function pageStyleTags(cache: EmotionCache): string {
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue; // `true` is a rule adopted in a browser.
    ids.push(id);
    css += rules;
  }
  const listed = `${serverRulesAttribute}="${ids.join(' ')}"`;
  return `<style>${baseline()}</style><style ${listed}>${css}</style>`;
}

let baselineCss: string | undefined;

/**
 * The page-wide rules, the same for every page: MUI's CssBaseline with the theme's additions (the
 * focus ring, print rules). CssBaseline adds them with Emotion's Global, which in the browser
 * either takes the server's tag out of the head and puts it back or writes the rules again;
 * written here once instead, no page runs it.
 */
function baseline(): string {
  if (baselineCss === undefined) {
    const cache = newServerStyleCache();
    renderToStaticMarkup(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
        </ThemeProvider>
      </CacheProvider>,
    );
    baselineCss = Object.values(cache.inserted)
      .filter((rules) => typeof rules === 'string')
      .join('');
  }
  return baselineCss;
}
