// Bundles the server into dist/server (dependencies stay external) and copies the migrations
// beside it, where src/server/db/client.ts looks for them.
import fs from 'node:fs';
import { build } from 'esbuild';

fs.rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/server.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
