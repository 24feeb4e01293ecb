import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * Lato, cut for the first paint. @fontsource's Latin files (23 KB a weight) carry hinting and every
 * Latin-1 letter; the first paint of every page uses two weights of them, and on the slow network a
 * phone may have they are most of what the largest paint waits for. Each weight is split in two,
 * as Google Fonts does: `core` (ASCII and the punctuation the site writes: 9 KB, preloaded) and
 * `rest` (the other Latin letters and signs, fetched only by a page that shows one). Both are cut
 * from @fontsource's unhinted WOFF files; the `unicode-range`s are disjoint, so the browser picks
 * one file per character. Imported as `virtual:lato.css` by the browser's entry (main.tsx).
 */
export const LATO_CSS = 'virtual:lato.css';

/**
 * The characters of the preloaded files: ASCII, the no-break space, the site's punctuation and the
 * one character MUI's styles draw.
 */
export const CORE_CODE_POINTS = [
  ...range(0x20, 0x7e),
  0xa0, // no-break space
  0xa9, // ©
  0xb1, // ±
  0xb7, // ·
  0xd7, // ×
  0xf7, // ÷
  // Zero-width space: MUI writes it with `content` before a button's start icon, to hold the
  // line's baseline; were it in `rest`, a page with such a button would fetch that file too.
  0x200b,
  // Thin space: MUI writes it between a required field's label and its asterisk (` *`).
  0x2009,
  0x2013, // –
  0x2014, // —
  0x2018, // ‘
  0x2019, // ’
  0x201c, // “
  0x201d, // ”
  0x2022, // •
  0x2026, // …
  0x2212, // −
];

/** @fontsource's `latin` subset: what its files hold, and so what `rest` covers beyond core. */
const LATIN_RANGES: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** The two weights the site uses, from @fontsource's unhinted WOFF files. */
const require = createRequire(import.meta.url);
const SOURCES = {
  400: require.resolve('@fontsource/lato/files/lato-latin-400-normal.woff'),
  700: require.resolve('@fontsource/lato/files/lato-latin-700-normal.woff'),
} as const;

/**
 * Resolves `virtual:lato.css` to a stylesheet written with the subsets beside it (in node_modules'
 * cache folder), once a build; Vite then hashes and copies the fonts like any other asset.
 */
export function latoSubsets(): Plugin {
  const outDir = path.resolve('node_modules/.cache/lato-subsets');
  const cssFile = path.join(outDir, 'lato.css');
  let written: Promise<void> | undefined;
  return {
    name: 'lato-subsets',
    async resolveId(id) {
      if (id !== LATO_CSS) return null;
      await (written ??= writeSubsets(outDir, cssFile));
      return cssFile;
    },
  };
}

/**
 * The font the text is drawn in until Lato arrives: the phone's own sans (Arial, its metric twin
 * Liberation Sans, or Roboto) scaled to Lato's widths and line heights, so that the swap moves no
 * line. Without it, a page painted before its fonts arrived (a slow phone's usual case) shifted
 * when Lato replaced Arial: Lighthouse once measured a layout shift of 0.172 on a magazine section.
 * The figures were measured with fontkit on @fontsource's Lato (400 and 700) and Liberation Sans
 * (Regular and Bold), over a sentence of the site's kind of text: Lato is 97.02 % of Arial's width
 * at 400 and 92.46 % at 700; its ascent and descent (1974 and 426 of 2000 units, no line gap) are
 * given over the adjusted size.
 */
const LATO_FALLBACK = 'Lato fallback';

function fallbackFaces(): string[] {
  const face = (weight: number, locals: string[], sizeAdjust: number) => {
    const over = (units: number) => `${((units / 2000 / sizeAdjust) * 100).toFixed(2)}%`;
    return (
      `@font-face{font-family:'${LATO_FALLBACK}';font-style:normal;font-weight:${weight};` +
      `src:${locals.map((name) => `local('${name}')`).join(',')};` +
      `size-adjust:${(sizeAdjust * 100).toFixed(2)}%;ascent-override:${over(1974)};` +
      `descent-override:${over(426)};line-gap-override:0%}`
    );
  };
  return [
    face(400, ['Arial', 'ArialMT', 'Liberation Sans', 'Roboto'], 0.9702),
    face(700, ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Roboto Bold'], 0.9246),
  ];
}

/** The two parts' code points: `core`, and what else @fontsource's Latin file holds. */
export function subsetCodePoints(): { core: number[]; rest: number[] } {
  const core = new Set(CORE_CODE_POINTS);
  const rest = latinCodePoints().filter((cp) => !core.has(cp));
  return { core: [...core], rest };
}

/** @fontsource's Latin subset as code points. */
export function latinCodePoints(): number[] {
  return LATIN_RANGES.flatMap(([from, to]) => range(from, to));
}

async function writeSubsets(outDir: string, cssFile: string) {
  fs.mkdirSync(outDir, { recursive: true });
  const { core, rest } = subsetCodePoints();
  const rules: string[] = [];
  for (const [weight, file] of Object.entries(SOURCES)) {
    const source = fs.readFileSync(file);
    for (const [part, codePoints] of [
      ['core', core],
      ['rest', rest],
    ] as const) {
      const subset = `lato-${weight}-${part}.woff2`;
      const text = String.fromCodePoint(...codePoints);
      fs.writeFileSync(
        path.join(outDir, subset),
        await subsetFont(source, text, { targetFormat: 'woff2' }),
      );
      rules.push(
        `@font-face{font-family:'Lato';font-style:normal;font-display:swap;font-weight:${weight};` +
          `src:url(./${subset}) format('woff2');unicode-range:${unicodeRange(codePoints)}}`,
      );
    }
  }
  fs.writeFileSync(cssFile, [...rules, ...fallbackFaces()].join('\n'));
}

/** `U+20-7E,U+A0,…`: the code points as CSS ranges. */
export function unicodeRange(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    const hex = (cp: number) => cp.toString(16).toUpperCase();
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(',');
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
