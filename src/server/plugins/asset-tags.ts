import fs from 'node:fs';
import path from 'node:path';
import { appCodeTags } from './app-boot';
import { loadPagePreloads } from './page-preloads';

/**
 * The tags that load the browser's styles and code, for the head of a rendered page, from what
 * Vite wrote into the built index.html: its stylesheet (a small one inlined) and font preloads as
 * they are; its entry script and modulepreload links, with the chunks the entry imports as it
 * starts and those of the page's own code (from the manifest), handed to the boot script, which
 * asks for them once the page is painted (app-boot.ts). Without a build there are none.
 */
export function loadAssetTags(
  staticDir: string,
): (page: string | undefined, options: { afterPaint: boolean }) => string {
  const indexFile = path.join(staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) return () => '';
  const html = fs.readFileSync(indexFile, 'utf8');
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const entry = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/.exec(head)?.[1];
  const entryPreloads = [
    ...head.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g),
  ].map((match) => match[1]!);
  const styleAndFontTags = inlineSmallStylesheets(
    (head.match(/<link\b[^>]*\brel="(?:stylesheet|preload)"[^>]*>/g) ?? []).join(''),
    staticDir,
  );
  const pagePreloads = loadPagePreloads(staticDir);
  return (page, { afterPaint }) =>
    styleAndFontTags +
    (entry
      ? appCodeTags({
          entry,
          preload: [...new Set([...entryPreloads, ...pagePreloads(page)])],
          afterPaint,
        })
      : '');
}

/**
 * Below this size a stylesheet (today only the fonts' @font-face rules, 425 bytes) costs more as a
 * request than as bytes: a linked stylesheet blocks the first paint for a round trip, which is
 * 150 ms on the slow mobile network Lighthouse assumes. The CSP allows inline styles already, for
 * the page's extracted MUI styles.
 */
const INLINE_STYLESHEET_MAX_BYTES = 4 * 1024;

/** Replaces each link to a small built stylesheet with a <style> holding its rules. */
function inlineSmallStylesheets(tags: string, staticDir: string): string {
  return tags.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (link) => {
    const href = /\bhref="(\/assets\/[\w.-]+\.css)"/.exec(link)?.[1];
    const file = href && path.join(staticDir, href);
    if (!file || !fs.existsSync(file) || fs.statSync(file).size > INLINE_STYLESHEET_MAX_BYTES) {
      return link;
    }
    const css = fs.readFileSync(file, 'utf8').replaceAll('</', '<\\/');
    return `<style>${css}</style>`;
  });
}
