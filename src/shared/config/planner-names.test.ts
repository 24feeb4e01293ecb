import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeLines } from '../testing/code-lines';
import { paths, plannerKeys } from './paths';

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

  it('are written in code only in the route registry (comments aside): browser, server, shared code, scripts', () => {
    const found: string[] = [];
    for (const line of codeLines(['src/web', 'src/shared', 'src/server', 'scripts'])) {
      // The registry, and its descriptions, which name the planners in their sentences.
      if (line.file === path.join('src', 'shared', 'config', 'paths.ts')) continue;
      if (line.file === path.join('src', 'shared', 'config', 'page-heads.ts')) continue;
      for (const key of plannerKeys) {
        for (const match of line.text.matchAll(spellings[key])) {
          found.push(`${line.file}:${line.number}: ${match[0]}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
