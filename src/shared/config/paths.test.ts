import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageHeads } from './page-heads';
import { navLinks, paths, plannerKeys, type PathEntry } from './paths';

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
    for (const [key, entry] of Object.entries(paths)) {
      expect(entry.title.length).toBeGreaterThan(0);
      expect(pageHeads[key as keyof typeof pageHeads].description.length).toBeGreaterThan(0);
    }
  });
});

describe('the navigation lists', () => {
  it('hold every entry that names them, in the places it gives, labelled by the entry', () => {
    const groups = ['whatWeDo', 'planners', 'bar', 'footerCompany', 'footerImportant'] as const;
    for (const group of groups) {
      const entries = (Object.values(paths) as PathEntry[])
        .filter((entry) => entry.nav?.[group] !== undefined)
        .sort((a, b) => a.nav![group]! - b.nav![group]!);
      expect(navLinks(group), group).toEqual(
        entries.map((entry) => ({ label: entry.label ?? entry.title, path: entry.path })),
      );
      // Places are distinct within a list.
      expect(new Set(entries.map((entry) => entry.nav![group])).size, group).toBe(entries.length);
    }
  });

  it('list the four planners in the menu’s order, by their registry titles', () => {
    expect(navLinks('planners')).toEqual(
      plannerKeys.map((key) => ({ label: paths[key].title, path: paths[key].path })),
    );
    expect(navLinks('planners').map((link) => link.label)).toEqual([
      'Money Maps',
      'Retirement Planner',
      'Financial Check-up',
      'Risk Profile',
    ]);
  });
});
