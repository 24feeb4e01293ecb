import { Extension, Mark, Node, type AnyExtension, type CommandProps } from '@tiptap/core';
import { NodeSelection, type Selection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import {
  ARTICLE_ALIGNMENTS,
  ARTICLE_BLOCK_ELEMENTS,
  ARTICLE_FONTS,
  ARTICLE_HEADING_LEVELS,
  ARTICLE_INDENT_LEVELS,
  ARTICLE_SIZES,
  articleClass,
  type ArticleAlignment,
  type ArticleFont,
  type ArticleSize,
} from '../../../../../shared/magazine/article-formats';
import { videoEmbedUrl } from '../../../../../shared/magazine/video-embed';

/**
 * The editor's schema, made from the one list of article formats (decision 36): whatever a
 * toolbar button makes is an element or class of that list, and whatever the list holds (the
 * demo articles' tables and captioned videos included) opens in the editor and saves unchanged.
 * Font, size, alignment and indent are classes, never inline styles (ADR 042).
 */

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    articleFormats: {
      setArticleFont: (font: ArticleFont['key']) => ReturnType;
      setArticleSize: (size: ArticleSize['key']) => ReturnType;
      setArticleAlign: (align: ArticleAlignment) => ReturnType;
      /** One indent level more (a list item goes one level deeper). */
      indentArticle: () => ReturnType;
      /** One indent level less (a list item comes one level up). */
      outdentArticle: () => ReturnType;
      insertArticleImage: (image: { src: string; alt: string }) => ReturnType;
      insertArticleVideo: (video: { src: string; title: string }) => ReturnType;
    };
  }
}

const classList = (element: HTMLElement) => Array.from(element.classList);

/** The key of the format whose class `element` carries, or null. */
function classKey<K extends string>(
  element: HTMLElement,
  keys: readonly K[],
  toClass: (key: K) => string | null,
): K | null {
  const classes = classList(element);
  return keys.find((key) => classes.includes(toClass(key) ?? '')) ?? null;
}

const fontKeys = ARTICLE_FONTS.map((font) => font.key);
const sizeKeys = ARTICLE_SIZES.map((size) => size.key);

/** A run of text in one of the site's fonts: `<span class="article-font-serif">`. */
const ArticleFontMark = Mark.create({
  name: 'articleFont',
  addAttributes() {
    return {
      font: {
        default: null,
        parseHTML: (element) => classKey(element, fontKeys, articleClass.font),
        renderHTML: (attributes) => ({
          class: articleClass.font(attributes.font as ArticleFont['key']),
        }),
      },
    };
  },
  parseHTML() {
    // Not consuming: the same span may carry a size too.
    return [
      {
        tag: 'span',
        consuming: false,
        getAttrs: (element) => (classKey(element, fontKeys, articleClass.font) ? null : false),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
});

/** A run of text in one of the sizes: `<span class="article-size-large">`. */
const ArticleSizeMark = Mark.create({
  name: 'articleSize',
  addAttributes() {
    return {
      size: {
        default: null,
        parseHTML: (element) => classKey(element, sizeKeys, articleClass.size),
        renderHTML: (attributes) => ({
          class: articleClass.size(attributes.size as ArticleSize['key']),
        }),
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'span',
        consuming: false,
        getAttrs: (element) => (classKey(element, sizeKeys, articleClass.size) ? null : false),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
});

const indentLevels = Array.from({ length: ARTICLE_INDENT_LEVELS }, (_, i) => String(i + 1));
/** The editor's node names of the elements that take alignment and indent (p, h2-h4). */
const BLOCK_NODES: string[] = [
  ...new Set(ARTICLE_BLOCK_ELEMENTS.map((tag) => (tag === 'p' ? 'paragraph' : 'heading'))),
];

/** The alignment a pasted block asks for, by class or (from Word and Docs) by style. */
function parseAlign(element: HTMLElement): ArticleAlignment | null {
  const byClass = classKey(element, ARTICLE_ALIGNMENTS, articleClass.align);
  if (byClass) return byClass;
  const style = element.style.textAlign as ArticleAlignment;
  return ARTICLE_ALIGNMENTS.includes(style) && style !== 'left' ? style : null;
}

/**
 * Alignment and indent on paragraphs and headings, and the font, size, alignment, indent, picture
 * and video commands the toolbar calls.
 */
const ArticleBlockFormats = Extension.create({
  name: 'articleFormats',
  addGlobalAttributes() {
    return [
      {
        types: BLOCK_NODES,
        attributes: {
          align: {
            default: null,
            parseHTML: parseAlign,
            renderHTML: (attributes) => ({
              class: attributes.align
                ? articleClass.align(attributes.align as ArticleAlignment)
                : null,
            }),
          },
          indent: {
            default: null,
            parseHTML: (element) => {
              const level = classKey(element, indentLevels, (key) =>
                articleClass.indent(Number(key)),
              );
              return level ? Number(level) : null;
            },
            renderHTML: (attributes) => ({
              class: attributes.indent ? articleClass.indent(attributes.indent as number) : null,
            }),
          },
        },
      },
    ];
  },
  addCommands() {
    const setIndent =
      (step: 1 | -1) =>
      () =>
      ({ state, tr, dispatch }: CommandProps) => {
        const { from, to } = state.selection;
        let changed = false;
        state.doc.nodesBetween(from, to, (node, pos) => {
          if (!BLOCK_NODES.includes(node.type.name)) return true;
          const current = (node.attrs.indent as number | null) ?? 0;
          const next = Math.min(ARTICLE_INDENT_LEVELS, Math.max(0, current + step));
          if (next !== current) {
            tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next || null });
            changed = true;
          }
          return false;
        });
        if (changed && dispatch) dispatch(tr);
        return changed;
      };
    return {
      setArticleFont:
        (font) =>
        ({ commands }) =>
          font === 'sans'
            ? commands.unsetMark('articleFont')
            : commands.setMark('articleFont', { font }),
      setArticleSize:
        (size) =>
        ({ commands }) =>
          size === 'normal'
            ? commands.unsetMark('articleSize')
            : commands.setMark('articleSize', { size }),
      setArticleAlign:
        (align) =>
        ({ commands }) =>
          BLOCK_NODES.map((type) =>
            commands.updateAttributes(type, { align: align === 'left' ? null : align }),
          ).some(Boolean),
      indentArticle:
        () =>
        ({ editor, commands, ...props }) =>
          editor.isActive('listItem')
            ? commands.sinkListItem('listItem')
            : setIndent(1)()({ editor, commands, ...props }),
      outdentArticle:
        () =>
        ({ editor, commands, ...props }) =>
          editor.isActive('listItem')
            ? commands.liftListItem('listItem')
            : setIndent(-1)()({ editor, commands, ...props }),
      insertArticleImage:
        ({ src, alt }) =>
        ({ state, commands }) =>
          commands.insertContentAt(mediaPlace(state.selection), {
            type: 'figure',
            content: [{ type: 'figureImage', attrs: { src, alt } }],
          }),
      insertArticleVideo:
        ({ src, title }) =>
        ({ state, commands }) =>
          commands.insertContentAt(mediaPlace(state.selection), {
            type: 'figure',
            content: [{ type: 'figureVideo', attrs: { src, title } }],
          }),
    };
  },
});

/**
 * Where a new picture or video goes: after the figure the selection is on or in (a figure holds
 * one medium, and putting another in its place would leave the first one empty), else in place
 * of the selection.
 */
function mediaPlace(selection: Selection): number | { from: number; to: number } {
  const { $from, from, to } = selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    if ($from.node(depth).type.name === 'figure') return $from.after(depth);
  }
  if (selection instanceof NodeSelection && selection.node.type.name === 'figure') return to;
  return { from, to };
}

/** A picture or a video with an optional caption: `<figure>…<figcaption>`. */
const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'figureMedia figcaption?',
  isolating: true,
  draggable: true,
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: () => ['figure', 0],
});

/** A picture; a bare `<img>` (pasted) is put in a figure by the schema. */
const FigureImage = Node.create({
  name: 'figureImage',
  group: 'figureMedia',
  atom: true,
  selectable: true,
  addAttributes: () => ({
    src: { default: null },
    alt: { default: '' },
  }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'img',
    { src: HTMLAttributes.src as string, alt: (HTMLAttributes.alt as string | null) ?? '' },
  ],
});

/** A video: only the video host's embed (the sanitizer and the page's policy allow no other). */
const FigureVideo = Node.create({
  name: 'figureVideo',
  group: 'figureMedia',
  atom: true,
  selectable: true,
  addAttributes: () => ({
    src: {
      default: null,
      parseHTML: (element) => videoEmbedUrl(element.getAttribute('src') ?? ''),
    },
    title: { default: 'Video', parseHTML: (element) => element.getAttribute('title') || 'Video' },
  }),
  parseHTML: () => [
    {
      tag: 'iframe[src]',
      getAttrs: (element) => (videoEmbedUrl(element.getAttribute('src') ?? '') ? null : false),
    },
  ],
  renderHTML: ({ HTMLAttributes }) => [
    'iframe',
    {
      src: HTMLAttributes.src as string,
      title: HTMLAttributes.title as string,
      loading: 'lazy',
      allowfullscreen: 'true',
    },
  ],
});

const FigureCaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  marks: '_',
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: () => ['figcaption', 0],
});

/**
 * The demo articles' tables (plain rows of text): kept as they are, their text editable. The
 * toolbar makes none (seed 001 lists no table format).
 */
const tableNodes = [
  Node.create({
    name: 'table',
    group: 'block',
    content: 'tableHead? tableBody',
    isolating: true,
    parseHTML: () => [{ tag: 'table' }],
    renderHTML: () => ['table', 0],
  }),
  Node.create({
    name: 'tableHead',
    content: 'tableRow+',
    parseHTML: () => [{ tag: 'thead' }],
    renderHTML: () => ['thead', 0],
  }),
  Node.create({
    name: 'tableBody',
    content: 'tableRow+',
    parseHTML: () => [{ tag: 'tbody' }],
    renderHTML: () => ['tbody', 0],
  }),
  Node.create({
    name: 'tableRow',
    content: '(tableHeader | tableCell)+',
    parseHTML: () => [{ tag: 'tr' }],
    renderHTML: () => ['tr', 0],
  }),
  Node.create({
    name: 'tableHeader',
    content: 'inline*',
    isolating: true,
    parseHTML: () => [{ tag: 'th' }],
    renderHTML: () => ['th', 0],
  }),
  Node.create({
    name: 'tableCell',
    content: 'inline*',
    isolating: true,
    parseHTML: () => [{ tag: 'td' }],
    renderHTML: () => ['td', 0],
  }),
];

/** Addresses a link may have (decision 37 and the sanitizer): web, mail, phone, a site path. */
export const LINK_ADDRESS = /^(https?:\/\/[^\s/]\S*|mailto:\S+|tel:[+\d][\d\s-]*|\/(?![/\\])\S*)$/i;

/** Every extension of the article editor. */
export function articleExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [...ARTICLE_HEADING_LEVELS] },
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['mailto', 'tel'],
        // The sanitizer adds rel to links to other sites; no new tabs.
        HTMLAttributes: { rel: null, target: null },
        isAllowedUri: (url) => LINK_ADDRESS.test(url),
      },
      trailingNode: false,
    }),
    ArticleFontMark,
    ArticleSizeMark,
    ArticleBlockFormats,
    Figure,
    FigureImage,
    FigureVideo,
    FigureCaption,
    ...tableNodes,
  ];
}
