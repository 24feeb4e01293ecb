import { createHash } from 'node:crypto';

/**
 * The browser code a page starts: the entry module and the chunks to fetch beside it; whether to
 * wait for the page's first paint (a finished public page) or start at once (a screen the
 * browser draws itself, whose frame may paint nothing contentful).
 */
export type AppCode = {
  readonly entry: string;
  readonly preload: readonly string[];
  readonly afterPaint: boolean;
};

/**
 * The page's one inline script. The HTML is finished when it arrives, so nothing needs the code
 * to paint it: the script waits until the first contentful paint is on the screen (the browser's
 * `paint` timing entry), then asks for the page's code (modulepreload links, then the entry
 * module), never before the whole document is parsed. The first paint thus never waits for the
 * code's download or evaluation, on a slow phone above all, and the bytes the first screen needs
 * (the page, its fonts) do not share the network with the code.
 * It starts once the document is parsed, without waiting for a paint, for a screen the browser
 * draws itself (`afterPaint` false), a tab opened in the background (it paints nothing) and a
 * browser without paint timing; and after 3 s for a page that has painted nothing contentful.
 * Written as plain ES2020 in a string: it is sent as it is, and the CSP allows exactly it by its
 * hash (BOOT_SCRIPT_CSP_SOURCE).
 */
export const BOOT_SCRIPT = `(() => {
  const code = JSON.parse(document.getElementById('app-code').textContent);
  const add = (tag, attributes) =>
    document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '' }, attributes));
  let started = false;
  // Never before the whole document is parsed: the app takes over all of it at once.
  const start = () => {
    if (started) return;
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    started = true;
    for (const href of code.preload) add('link', { rel: 'modulepreload', href });
    add('script', { type: 'module', src: code.entry });
  };
  const canWatchPaint =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!code.afterPaint || document.visibilityState === 'hidden' || !canWatchPaint) {
    start();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // Sent to the background before anything was painted: start there.
  document.addEventListener('visibilitychange', start, { once: true });
  // A page that never paints anything contentful still starts.
  setTimeout(start, 3000);
})();`;

/** The CSP source that allows the boot script and no other inline script. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The tags that start a page's code: its list as JSON (never executed), then the boot script. */
export function appCodeTags(code: AppCode): string {
  const json = JSON.stringify(code).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="app-code">${json}</script><script>${BOOT_SCRIPT}</script>`;
}
