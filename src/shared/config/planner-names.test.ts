import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths, plannerKeys } from './paths';

/** Every source file of the browser and the shared code, tests aside. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Any spelling of each planner's name: case, spaces, hyphens, 'Health', 'profiler'. */
const spellings: Record<(typeof plannerKeys)[number], RegExp> = {
  moneyMap: /money\s+maps\b/gi, // 'your money map' is the result, not the planner
  retirementPlanner: /retirement\s+planner\b/gi,
  financialHealth: /financial\s+(health\s+)?check[\s-]?ups?\b/gi,
  riskProfile: /risk\s+profil(e|er)\b/gi,
};

describe('planner names', () => {
  it('are spelled the one way the route registry titles them', () => {
    expect(plannerKeys.map((key) => paths[key].title)).toEqual([
      'Money Maps',
      'Retirement Planner',
      'Financial Check-up',
      'Risk Profile',
    ]);
  });

  it('are written in code only in the route registry (comments aside)', () => {
    const found: string[] = [];
    for (const file of [...sourceFiles('src/web'), ...sourceFiles('src/shared')]) {
      if (file === path.join('src', 'shared', 'config', 'paths.ts')) continue;
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/^\s*(\/\/|\/?\*)/.test(line)) return;
          for (const key of plannerKeys) {
            for (const match of line.matchAll(spellings[key])) {
              found.push(`${file}:${index + 1}: ${match[0]}`);
            }
          }
        });
    }
    expect(found).toEqual([]);
  });
});
