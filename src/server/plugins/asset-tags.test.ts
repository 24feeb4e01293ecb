import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { BOOT_SCRIPT } from './app-boot';
import { loadAssetTags } from './asset-tags';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A build folder whose index.html links the given stylesheets, each with its contents. */
function build(stylesheets: Record<string, string>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-tags-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const links = Object.keys(stylesheets)
    .map((name) => `<link rel="stylesheet" crossorigin href="/assets/${name}">`)
    .join('');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>${links}</head></html>`,
  );
  for (const [name, css] of Object.entries(stylesheets)) {
    fs.writeFileSync(path.join(dir, 'assets', name), css);
  }
  return loadAssetTags(dir)(undefined, { afterPaint: true });
}

it('puts a small stylesheet in the page instead of making the first paint wait for it', () => {
  const fonts = '@font-face{font-family:Lato;src:url(/assets/lato.woff2)format("woff2")}';
  const tags = build({ 'index-1.css': fonts });
  expect(tags).toContain(`<style>${fonts}</style>`);
  expect(tags).not.toContain('rel="stylesheet"');
});

it('hands the entry and the chunks to fetch to the boot script instead of loading them at once', () => {
  const tags = build({});
  expect(tags).not.toMatch(/<script[^>]*\bsrc=|rel="modulepreload"/);
  const code = /<script type="application\/json" id="app-code">(.*?)<\/script>/.exec(tags)?.[1];
  expect(JSON.parse(code!)).toEqual({ entry: '/assets/index-1.js', preload: [], afterPaint: true });
  expect(tags).toContain(`<script>${BOOT_SCRIPT}</script>`);
});

it('links a large stylesheet, which the browser caches across pages', () => {
  const large = `.a{color:red}`.repeat(1000);
  const tags = build({ 'index-1.css': large });
  expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  expect(tags).not.toContain('<style>');
});

it('cannot close its <style> early, whatever the stylesheet holds', () => {
  const tags = build({ 'index-1.css': '.a::after{content:"</style><script>x()</script>"}' });
  expect(tags.match(/<\/style>/g)).toHaveLength(1);
});
