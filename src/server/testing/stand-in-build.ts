import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the browser's build (dist/web), for server tests that serve pages: its
 * index.html names the entry's script and styles, and one hashed asset exists. The pages render
 * from the web app's source (SSR_ENTRY in testConfig). Pass `dir` as STATIC_DIR; `remove()` after.
 */
export function createStandInBuild(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-test-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
