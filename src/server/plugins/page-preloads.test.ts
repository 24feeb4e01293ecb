import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkFiles, loadPagePreloads } from './page-preloads';

const manifest = {
  'main.tsx': {
    file: 'assets/index-a.js',
    imports: ['_ButtonBase.js'],
    dynamicImports: ['../../node_modules/react-dom/client.js', 'features/home/home-page.tsx'],
    isEntry: true,
  },
  '../../node_modules/react-dom/client.js': {
    file: 'assets/client-e.js',
    imports: ['_scheduler.js', '_ButtonBase.js'],
  },
  '_scheduler.js': { file: 'assets/scheduler-f.js' },
  '_ButtonBase.js': { file: 'assets/ButtonBase-b.js' },
  '_InputBase.js': { file: 'assets/InputBase-c.js', imports: ['_ButtonBase.js'] },
  'features/planners/money-map/money-map-page.tsx': {
    file: 'assets/money-map-page-d.js',
    imports: ['main.tsx', '_InputBase.js', '_ButtonBase.js'],
  },
};

describe('page preloads', () => {
  it('lists a page chunk and everything it imports but the entry, each once', () => {
    expect(chunkFiles(manifest, 'features/planners/money-map/money-map-page.tsx')).toEqual([
      'assets/money-map-page-d.js',
      'assets/InputBase-c.js',
      'assets/ButtonBase-b.js',
    ]);
    expect(chunkFiles(manifest, 'features/unknown-page.tsx')).toEqual([]);
  });

  it("reads the build manifest and lists React's DOM renderer, then the page's own files", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const preloads = loadPagePreloads(dir);
    const start = ['/assets/client-e.js', '/assets/scheduler-f.js', '/assets/ButtonBase-b.js'];
    // ButtonBase comes with React's renderer; the page does not list it twice.
    expect(preloads('features/planners/money-map/money-map-page.tsx')).toEqual([
      ...start,
      '/assets/money-map-page-d.js',
      '/assets/InputBase-c.js',
    ]);
    // A screen drawn in the browser (an account page) still needs the renderer.
    expect(preloads()).toEqual(start);
    expect(loadPagePreloads(path.join(dir, 'missing'))('anything')).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
