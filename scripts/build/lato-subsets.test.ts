import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { latinCodePoints, subsetCodePoints, unicodeRange } from './lato-subsets';

/** Every character of the site's own source (pages, shared words, demo content), comments aside. */
function sourceCharacters(): Set<number> {
  const found = new Set<number>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|tsx|md|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const code = fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
          .join('\n');
        for (const ch of code) found.add(ch.codePointAt(0)!);
      }
    }
  };
  for (const dir of ['src/web', 'src/shared', 'src/server/db']) walk(dir);
  return found;
}

describe('Lato subsets', () => {
  it('writes code points as CSS ranges, joining runs', () => {
    expect(unicodeRange([0x41, 0x20, 0x21, 0x22, 0xa0, 0x2013, 0x2014])).toBe(
      'U+20-22,U+41,U+A0,U+2013-2014',
    );
  });

  it('splits the Latin file into two parts that never both claim a character', () => {
    const { core, rest } = subsetCodePoints();
    const restSet = new Set(rest);
    expect(core.filter((cp) => restSet.has(cp))).toEqual([]);
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual(latinCodePoints());
  });

  it('preloads every Latin character the site writes, so a first paint needs no other file', () => {
    const latin = new Set(latinCodePoints());
    const core = new Set(subsetCodePoints().core);
    const missing = [...sourceCharacters()]
      .filter((cp) => latin.has(cp) && cp >= 0x20 && !core.has(cp))
      .map((cp) => String.fromCodePoint(cp));
    expect(missing).toEqual([]);
  });
});
