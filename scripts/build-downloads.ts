// Run by `npm run build:web` after Vite's build: writes the FAQ's guides as PDF files into the web
// build (dist/web/downloads/), where the server serves them as static files. They are built, not
// committed: their words live once, in scripts/downloads/process-guides.ts, and the sizes their
// links show are checked against these same bytes (scripts/downloads/build-pdf.test.ts); this
// script refuses to finish if a size no longer matches.
import fs from 'node:fs';
import path from 'node:path';
import { downloads, sizeInKb } from '../src/shared/config/downloads';
import { buildPdf } from './downloads/build-pdf';
import { guides } from './downloads/process-guides';

const webDir = path.join(import.meta.dirname, '..', 'dist', 'web');

for (const guide of guides) {
  const { path: urlPath, sizeKb } = downloads[guide.key];
  const bytes = await buildPdf(guide);
  if (sizeInKb(bytes.length) !== sizeKb) {
    throw new Error(
      `${urlPath} is ${sizeInKb(bytes.length)} KB, but src/shared/config/downloads.ts says ${sizeKb} KB: update it.`,
    );
  }
  const file = path.join(webDir, ...urlPath.split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  console.log(`${urlPath}: ${bytes.length} bytes`);
}
