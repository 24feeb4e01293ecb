import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkFiles, loadPagePreloads } from './page-preloads';

const manifest = {
  'main.tsx': { file: 'assets/index-a.js', imports: ['_ButtonBase.js'], isEntry: true },
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

  it('reads the build manifest and lists the files to fetch', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const preloads = loadPagePreloads(dir);
    expect(preloads('features/planners/money-map/money-map-page.tsx')).toEqual([
      '/assets/money-map-page-d.js',
      '/assets/InputBase-c.js',
      '/assets/ButtonBase-b.js',
    ]);
    expect(loadPagePreloads(path.join(dir, 'missing'))('anything')).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
