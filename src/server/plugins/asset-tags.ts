import fs from 'node:fs';
import path from 'node:path';
import { loadPagePreloads } from './page-preloads';

/**
 * The tags that load the browser's code and styles, for the head of a rendered page: those Vite
 * wrote into the built index.html (the entry script, its stylesheet, the preloaded fonts), then
 * `modulepreload` links for the page's own code, so the browser fetches it alongside the entry
 * instead of after it. Without a build there are none.
 */
export function loadAssetTags(staticDir: string): (page: string | undefined) => string {
  const indexFile = path.join(staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) return () => '';
  const entryTags = headAssetTags(fs.readFileSync(indexFile, 'utf8'));
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
