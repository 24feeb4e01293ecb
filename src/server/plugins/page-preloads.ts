import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The files of a page's own chunk and every chunk it imports (`/assets/…js`), read from Vite's
 * build manifest, for the browser to fetch beside the entry (app-boot.ts): without them it would
 * learn of a page's code only after the entry has run. Pages are named by their source path under
 * src/web (the route registry's `page`). Without a manifest there is nothing to list.
 */
export function loadPagePreloads(staticDir: string): (page: string) => readonly string[] {
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const cache = new Map<string, readonly string[]>();
  return (page) => {
    let files = cache.get(page);
    if (files === undefined) {
      files = chunkFiles(manifest, page).map((file) => `/${file}`);
      cache.set(page, files);
    }
    return files;
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
