import fs from 'node:fs';

/** Debian's Chromium as the browser tests and the bench drive it (flags from stack-notes). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROMIUM_PATH or /usr/bin/chromium; a missing browser fails loudly, never skips. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  return candidate;
}
