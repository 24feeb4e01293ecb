import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 38: every "decision N" the code and docs cite is an entry of docs/product-decisions.md,
// and every "ADR 0NN" a record in docs/decisions/.

const root = path.resolve(import.meta.dirname, '../../..');
const scanned = ['src', 'e2e', 'scripts', 'docs', 'README.md'];

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((child) =>
      child.isDirectory() || /\.(tsx?|mjs|md|sql)$/.test(child.name)
        ? files(path.join(entry, child.name))
        : [],
    );
}

type Citation = { file: string; line: number; text: string; numbers: string[] };

/** Every citation of a kind, with the numbers it names ("decisions 5 and 31" names two). */
function citations(pattern: RegExp): Citation[] {
  return scanned.flatMap(files).flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((text, index) =>
        [...text.matchAll(pattern)].map((match) => ({
          file,
          line: index + 1,
          text: match[0],
          numbers: match[0].match(/\d+/g) ?? [],
        })),
      ),
  );
}

const decisionsDoc = fs.readFileSync(path.join(root, 'docs/product-decisions.md'), 'utf8');
const decisionNumbers = new Set([...decisionsDoc.matchAll(/^(\d+)\. /gm)].map((m) => m[1]));
const adrNumbers = new Set(
  fs.readdirSync(path.join(root, 'docs/decisions')).map((name) => name.slice(0, 3)),
);

const where = (c: Citation) => `${c.file}:${c.line} "${c.text}"`;

describe('decision citations (decision 38)', () => {
  it('lists the product decisions 1 to 38 in order', () => {
    const listed = [...decisionsDoc.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]));
    expect(listed).toEqual(Array.from({ length: listed.length }, (_, i) => i + 1));
    expect(listed.length).toBeGreaterThanOrEqual(38);
  });

  it('finds every cited decision in docs/product-decisions.md', () => {
    const found = citations(/\b[Dd]ecisions? \d+(?:(?:, | and )\d+)*/g);
    expect(found.length).toBeGreaterThan(100);
    const unresolved = found.filter((c) => c.numbers.some((n) => !decisionNumbers.has(n)));
    expect(unresolved.map(where)).toEqual([]);
  });

  it('cites architecture records as "ADR 0NN", each one a file in docs/decisions', () => {
    const asDecisions = citations(/\b[Dd]ecisions? 0\d\d\b/g);
    expect(asDecisions.map(where)).toEqual([]);
    const adrs = citations(/\bADRs? 0\d\d(?:(?:, | and )0\d\d)*/g);
    expect(adrs.length).toBeGreaterThan(20);
    expect(adrs.filter((c) => c.numbers.some((n) => !adrNumbers.has(n))).map(where)).toEqual([]);
  });
});
