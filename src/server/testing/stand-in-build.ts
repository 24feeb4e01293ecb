import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the browser's build (dist/web), for server tests that serve pages: its
 * index.html names the entry's script and styles, and one hashed asset exists. The pages render
 * from the web app's source (SSR_ENTRY in testConfig). `withPublicFiles`: the files of
 * src/web/public are there too, as the build copies them (the share pictures). Pass `dir` as
 * STATIC_DIR; `remove()` after.
 */
export function createStandInBuild({ withPublicFiles = false } = {}): {
  dir: string;
  remove(): void;
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-test-'));
  if (withPublicFiles) {
    fs.cpSync(path.join(import.meta.dirname, '..', '..', 'web', 'public'), dir, {
      recursive: true,
    });
  }
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
