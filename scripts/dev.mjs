// `npm run dev`: the site as `npm start` serves it (pages rendered on the server), rebuilt on every
// change. Vite rebuilds the browser's bundle and the server's bundle of the pages in watch mode,
// and the API server restarts when its code or a bundle changes. Open http://localhost:3001.
// Ctrl-C stops all three.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const vite = 'node_modules/vite/bin/vite.js';
const run = (args, env = {}) =>
  spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });

// One full build first, so that the server starts on bundles that exist.
await new Promise((resolve, reject) => {
  const build = spawn('npm', ['run', 'build:web'], { stdio: 'inherit', shell: true });
  build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed'))));
});
fs.mkdirSync('dist/ssr', { recursive: true });

const children = [
  // Production mode for both, as in `npm start`: the two bundles must agree to hydrate.
  run([vite, 'build', '--watch'], { KEEP_OUT_DIR: '1' }),
  run([vite, 'build', '--watch', '--ssr', 'entry-server.tsx']),
  // --watch restarts on a change to any module the server loaded, the page bundle included.
  run(['--watch', '--import', 'tsx', 'src/server/server.ts'], {
    PORT: '3001',
    PUBLIC_URL: 'http://localhost:3001',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
