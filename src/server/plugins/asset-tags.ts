import fs from 'node:fs';
import path from 'node:path';
import { loadPagePreloads } from './page-preloads';

/**
 * The tags that load the browser's code and styles, for the head of a rendered page: those Vite
 * wrote into the built index.html (the entry script, its stylesheet, the preloaded fonts; a small
 * stylesheet inlined), then
 * `modulepreload` links for the page's own code, so the browser fetches it alongside the entry
 * instead of after it. Without a build there are none.
 */
export function loadAssetTags(staticDir: string): (page: string | undefined) => string {
  const indexFile = path.join(staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) return () => '';
  const entryTags = inlineSmallStylesheets(
    headAssetTags(fs.readFileSync(indexFile, 'utf8')),
    staticDir,
  );
  const pagePreloads = loadPagePreloads(staticDir);
  return (page) => entryTags + (page ? pagePreloads(page) : '');
}

/** The script and stylesheet, preload and modulepreload links of an HTML document's head. */
function headAssetTags(html: string): string {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const tags =
    head.match(
      /<script\b[^>]*\bsrc="[^"]+"[^>]*><\/script>|<link\b[^>]*\brel="(?:stylesheet|modulepreload|preload)"[^>]*>/g,
    ) ?? [];
  return tags.join('');
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
