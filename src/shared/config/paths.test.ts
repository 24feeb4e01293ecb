import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('the route registry', () => {
  it('names an existing page module, with a default export, for every live route', () => {
    for (const entry of Object.values(paths)) {
      if (!entry.live) continue;
      const file = path.join('src/web', entry.page);
      expect(fs.existsSync(file), `${entry.path}: ${file}`).toBe(true);
      expect(fs.readFileSync(file, 'utf8'), `${entry.path}: default export`).toMatch(
        /export default function/,
      );
    }
  });

  it('gives every route a distinct path, a title and a description', () => {
    const entries = Object.values(paths);
    expect(new Set(entries.map((entry) => entry.path)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.title.length).toBeGreaterThan(0);
      expect(entry.description.length).toBeGreaterThan(0);
    }
  });
});
