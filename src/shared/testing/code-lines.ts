import fs from 'node:fs';
import path from 'node:path';

/** One line of code, for the guards that look for something written by hand. */
export type CodeLine = { readonly file: string; readonly number: number; readonly text: string };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Every line of code under these folders, tests aside (they spell out what they expect) and
 * comment lines aside (they may name what they describe).
 */
export function codeLines(dirs: readonly string[]): CodeLine[] {
  return dirs.flatMap((dir) =>
    sourceFiles(dir).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((text, index) => ({ file, number: index + 1, text }))
        .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line.text)),
    ),
  );
}
