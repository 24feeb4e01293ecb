import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeLines } from '../testing/code-lines';
import { paths, type PathEntry } from './paths';

/** The live pages' paths; a pattern (`/magazine/tag/:tag`) is looked for by its fixed part. */
const pagePaths = (Object.values(paths) as PathEntry[])
  .filter((entry) => entry.live)
  .map((entry) => entry.path);

/** Where a string literal starts with a '/': its text up to the closing quote or a space. */
const literal = /(['"`])(\/[^'"`\s]*)/g;

/**
 * Whether a literal's text is a page's path: the path itself, with a query, a hash or a `${…}`
 * after it; for a pattern, anything under its fixed part. The home page's '/' is also the
 * separator of every path (`split('/')`, `startsWith('/')`), so it counts only where it stands
 * as a value (`href="/"`, `url: '/'`).
 */
function namesPage(text: string, before: string, page: string): boolean {
  const param = page.indexOf('/:');
  if (param >= 0) return text.startsWith(page.slice(0, param + 1));
  if (page === paths.home.path && !/(=|:\s*)$/.test(before)) return false;
  return text === page || (text.startsWith(page) && /^[?#$]/.test(text.slice(page.length)));
}

/** Literals that look like a page's path and are not one, each with its reason. */
const allowed: readonly { file: string; text: string; why: string }[] = [
  {
    file: 'src/server/routes/magazine/legacy-redirects.ts',
    text: '/magazine/blog-details',
    why: "the seeds' old query-string address of an article, answered with a redirect to its page",
  },
  {
    file: 'src/server/routes/magazine/legacy-redirects.ts',
    text: '/magazine/section',
    why: "the seeds' old query-string address of a section, answered with a redirect to its page",
  },
  {
    file: 'src/server/auth/auth.ts',
    text: '/reset-password',
    why: "Better Auth's endpoint, /api/auth/reset-password, in its rate limits and hooks",
  },
  {
    file: 'src/server/plugins/auth.ts',
    text: '/reset-password',
    why: "Better Auth's endpoint, /api/auth/reset-password, whose failures are put in our words",
  },
];

describe('page paths', () => {
  it('are written in code only in the route registry (tests, comments and the listed exceptions aside)', () => {
    const found: string[] = [];
    const used = new Set<(typeof allowed)[number]>();
    for (const line of codeLines(['src/web', 'src/shared', 'src/server', 'scripts'])) {
      if (line.file === path.join('src', 'shared', 'config', 'paths.ts')) continue;
      for (const match of line.text.matchAll(literal)) {
        const text = match[2]!;
        const before = line.text.slice(0, match.index);
        if (!pagePaths.some((page) => namesPage(text, before, page))) continue;
        const exception = allowed.find((a) => path.join(a.file) === line.file && a.text === text);
        if (exception) used.add(exception);
        else found.push(`${line.file}:${line.number}: ${text}`);
      }
    }
    expect(found).toEqual([]);
    // An exception that no longer matches anything is taken off the list.
    expect(allowed.filter((a) => !used.has(a))).toEqual([]);
  });
});
