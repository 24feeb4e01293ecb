import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` tags for a page's own chunk and every chunk it imports, read from
 * Vite's build manifest. Without them the browser learns of a page's code only after the main
 * script has run; with them it downloads both at once. Pages are named by their source path under
 * src/web (the route registry's `page`). Without a manifest there is nothing to preload.
 */
export function loadPagePreloads(staticDir: string): (page: string) => string {
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const cache = new Map<string, string>();
  return (page) => {
    let tags = cache.get(page);
    if (tags === undefined) {
      tags = chunkFiles(manifest, page)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      cache.set(page, tags);
    }
    return tags;
  };
}

/**
 * The page's chunk file and those of its static imports, depth first, each once; not the entry
 * chunk, which the page's own script tag already loads.
 */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => chunkFiles(manifest, next, seen))];
}
