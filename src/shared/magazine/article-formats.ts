/**
 * The article formats (decision 36): one list that the admin editor's toolbar (TipTap), the
 * server's sanitizer (services/magazine/sanitize-html.ts) and the article page's styles all read,
 * so whatever the toolbar can make survives saving and is styled on the page. Seed 001 lists the
 * toolbar: headers, font, size, bold, italic, underline, strike, blockquote, alignment, lists,
 * indent, link, image, video, code.
 *
 * Block and inline formats are plain HTML elements; font, size, alignment and indent are classes
 * (never inline styles, which the content security policy and the sanitizer keep out).
 */

/** Heading levels in an article: its title is the page's one `h1`. */
export const ARTICLE_HEADING_LEVELS = [2, 3, 4] as const;

/** The elements an article may hold, each made by one toolbar format (or by text itself). */
export const ARTICLE_ELEMENTS = [
  // text and headers
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  // bold, italic, underline, strike, code
  'strong',
  'em',
  'u',
  's',
  'code',
  // blockquote, code block, lists
  'blockquote',
  'pre',
  'ul',
  'ol',
  'li',
  // link, image (a figure with an optional caption), video (a figure with the video host's iframe)
  'a',
  'figure',
  'figcaption',
  'img',
  'iframe',
  // font and size, on a run of text
  'span',
  // tables: the demo articles' figures (magazine-demo.ts), kept as plain rows and cells
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

export type ArticleFont = { readonly key: 'sans' | 'serif' | 'mono'; readonly label: string };

/** The site's three families; sans (the body text's) is the default and needs no class. */
export const ARTICLE_FONTS: readonly ArticleFont[] = [
  { key: 'sans', label: 'Sans serif' },
  { key: 'serif', label: 'Serif' },
  { key: 'mono', label: 'Monospace' },
];

/** The font families behind the keys, as the article page sets them. */
export const ARTICLE_FONT_FAMILIES: Record<ArticleFont['key'], string> = {
  sans: 'inherit',
  serif: 'Georgia, "Times New Roman", serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
};

export type ArticleSize = {
  readonly key: 'small' | 'normal' | 'large' | 'huge';
  readonly label: string;
  /** Relative to the article's body text. */
  readonly em: number;
};

/** Text sizes; normal is the default and needs no class. */
export const ARTICLE_SIZES: readonly ArticleSize[] = [
  { key: 'small', label: 'Small', em: 0.85 },
  { key: 'normal', label: 'Normal', em: 1 },
  { key: 'large', label: 'Large', em: 1.35 },
  { key: 'huge', label: 'Huge', em: 1.8 },
];

export type ArticleAlignment = 'left' | 'center' | 'right' | 'justify';

/** Paragraph and heading alignment; left is the default and needs no class. */
export const ARTICLE_ALIGNMENTS: readonly ArticleAlignment[] = [
  'left',
  'center',
  'right',
  'justify',
];

/** Indent levels of a paragraph or heading (each level is `ARTICLE_INDENT_EM` wider). */
export const ARTICLE_INDENT_LEVELS = 3;
const ARTICLE_INDENT_EM = 2;

/** The class that sets a format, or null for the default (which is written as no class). */
export const articleClass = {
  font: (key: ArticleFont['key']) => (key === 'sans' ? null : `article-font-${key}`),
  size: (key: ArticleSize['key']) => (key === 'normal' ? null : `article-size-${key}`),
  align: (key: ArticleAlignment) => (key === 'left' ? null : `article-align-${key}`),
  indent: (level: number) =>
    level >= 1 && level <= ARTICLE_INDENT_LEVELS ? `article-indent-${level}` : null,
} as const;

const present = (value: string | null): value is string => value !== null;

/** Classes a run of text (`span`) may carry: font and size. */
export const ARTICLE_INLINE_CLASSES: readonly string[] = [
  ...ARTICLE_FONTS.map((font) => articleClass.font(font.key)),
  ...ARTICLE_SIZES.map((size) => articleClass.size(size.key)),
].filter(present);

/** Classes a paragraph or heading may carry: alignment and indent. */
export const ARTICLE_BLOCK_CLASSES: readonly string[] = [
  ...ARTICLE_ALIGNMENTS.map((align) => articleClass.align(align)),
  ...Array.from({ length: ARTICLE_INDENT_LEVELS }, (_, i) => articleClass.indent(i + 1)),
].filter(present);

/** The elements that take the block classes. */
export const ARTICLE_BLOCK_ELEMENTS = ['p', 'h2', 'h3', 'h4'] as const;

/**
 * The article page's rules for the classes, as MUI `sx` selectors (nested under the article's
 * body). The editor's content area uses the same rules, so a writer sees what readers will.
 */
export function articleFormatStyles(): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  for (const font of ARTICLE_FONTS) {
    const name = articleClass.font(font.key);
    if (name) rules[`& .${name}`] = { fontFamily: ARTICLE_FONT_FAMILIES[font.key] };
  }
  for (const size of ARTICLE_SIZES) {
    const name = articleClass.size(size.key);
    if (name) rules[`& .${name}`] = { fontSize: `${size.em}em` };
  }
  for (const align of ARTICLE_ALIGNMENTS) {
    const name = articleClass.align(align);
    if (name) rules[`& .${name}`] = { textAlign: align };
  }
  for (let level = 1; level <= ARTICLE_INDENT_LEVELS; level += 1) {
    rules[`& .${articleClass.indent(level)}`] = {
      paddingInlineStart: `${level * ARTICLE_INDENT_EM}em`,
    };
  }
  return rules;
}
