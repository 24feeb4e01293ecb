import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The files (`/assets/…js`) for the browser to fetch beside the entry (app-boot.ts), read from
 * Vite's build manifest: first React's DOM renderer, which the entry imports on its own as it
 * starts (main.tsx), then a page's own chunk; each with every chunk it imports, each file once.
 * Without the list the browser would learn of each file only when the one before it had run.
 * Pages are named by their source path under src/web (the route registry's `page`). Without a
 * manifest there is nothing to list.
 */
export function loadPagePreloads(staticDir: string): (page?: string) => readonly string[] {
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const bootSeen = new Set<string>();
  const boot = Object.keys(manifest)
    .filter((key) => key.endsWith('node_modules/react-dom/client.js'))
    .flatMap((key) => chunkFiles(manifest, key, bootSeen));
  const cache = new Map<string, readonly string[]>();
  return (page) => {
    const key = page ?? '';
    let files = cache.get(key);
    if (files === undefined) {
      const own = page ? chunkFiles(manifest, page, new Set(bootSeen)) : [];
      files = [...boot, ...own].map((file) => `/${file}`);
      cache.set(key, files);
    }
    return files;
  };
}

/**
 * A chunk's file and those of its static imports, depth first, each once; not the entry chunk,
 * which the page's own script tag already loads.
 */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => chunkFiles(manifest, next, seen))];
}
