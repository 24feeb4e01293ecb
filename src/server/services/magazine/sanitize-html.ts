import sanitize from 'sanitize-html';
import { videoEmbedUrl } from '../../../shared/magazine/video-embed';
import {
  ARTICLE_BLOCK_CLASSES,
  ARTICLE_BLOCK_ELEMENTS,
  ARTICLE_ELEMENTS,
  ARTICLE_INLINE_CLASSES,
} from '../../../shared/magazine/article-formats';

/**
 * The one sanitizer of article HTML (decision 18): run when an article is stored and again when a
 * page renders it. What survives is the editor's formatting, from the one list of formats the
 * editor's toolbar and the article page's styles also read (shared/magazine/article-formats.ts):
 * - only the list's elements; a few older spellings of the same formats (`b`, `i`, `strike`,
 *   `del`, `h1`, `h5`, `h6`) become the list's own, everything else keeps its text but not its tag;
 * - no scripts, no event handlers, no `javascript:`, `vbscript:` or `data:` URLs (decision 36:
 *   the editor uploads pasted pictures, so a `data:` image is never stored);
 * - no inline styles, and only the list's classes (font and size on a run of text, alignment and
 *   indent on a paragraph or heading), so nothing can be hidden, laid over the page or made to
 *   look like the site's own controls;
 * - iframes only from the video host the content security policy frames
 *   (`https://www.youtube-nocookie.com/embed/{id}`); YouTube's own embed and watch links are
 *   rewritten to it, every other iframe is dropped;
 * - links to other sites get `rel="noopener noreferrer"`.
 */

const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const VIDEO_HOST = 'www.youtube-nocookie.com';

/** An absolute web address: a link to another site. */
const isExternal = (href: string) => /^https?:\/\//i.test(href);
/**
 * What a link may point at: a web address, mail, a phone number, a path of this site, a place on
 * the page. Anything else (another scheme, a protocol-relative `//host`, text that a browser
 * would read as a relative path) loses its `href`.
 */
const LINK_TARGET = /^(https?:\/\/[^\s/]|mailto:|tel:|\/(?![/\\])|#)/i;
/** Where an image may come from: a web address or a path of this site. */
const IMAGE_SOURCE = /^(https?:\/\/[^\s/]|\/(?![/\\]))/i;

/** Older spellings of the list's formats (pasted HTML, other editors), written the list's way. */
const SAME_FORMAT: Record<string, string> = {
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
};

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ARTICLE_ELEMENTS],
  // Their text is dropped with them, not left behind as visible code.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp'],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: [
      'src',
      'title',
      'width',
      'height',
      'allow',
      'allowfullscreen',
      'loading',
      'referrerpolicy',
    ],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    span: ['class'],
    ...Object.fromEntries(ARTICLE_BLOCK_ELEMENTS.map((tag) => [tag, ['class']])),
  },
  allowedClasses: {
    span: [...ARTICLE_INLINE_CLASSES],
    ...Object.fromEntries(ARTICLE_BLOCK_ELEMENTS.map((tag) => [tag, [...ARTICLE_BLOCK_CLASSES]])),
  },
  allowedStyles: {},
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'srcset'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [VIDEO_HOST],
  allowIframeRelativeUrls: false,
  transformTags: {
    ...SAME_FORMAT,
    a: (tagName, attribs): sanitize.Tag => {
      const { href: rawHref, rel: _rel, target, ...rest } = attribs;
      const href = rawHref?.trim();
      if (href === undefined || !LINK_TARGET.test(href)) return { tagName, attribs: rest };
      if (!isExternal(href)) return { tagName, attribs: { href, ...rest } };
      return {
        tagName,
        attribs: {
          href,
          ...rest,
          rel: 'noopener noreferrer',
          ...(target === '_blank' ? { target } : {}),
        },
      };
    },
    img: (tagName, attribs): sanitize.Tag => {
      const { src: rawSrc, loading: _loading, ...rest } = attribs;
      const src = rawSrc?.trim();
      const keep = src !== undefined && IMAGE_SOURCE.test(src);
      return { tagName, attribs: keep ? { src, ...rest, loading: 'lazy' } : rest };
    },
    iframe: (tagName, attribs): sanitize.Tag => {
      const embed = attribs.src ? videoEmbedUrl(attribs.src) : null;
      if (!embed) return { tagName, attribs: {} };
      return {
        tagName,
        attribs: {
          src: embed,
          title: attribs.title?.trim() || 'Video',
          width: /^\d{1,4}$/.test(attribs.width ?? '') ? attribs.width! : '560',
          height: /^\d{1,4}$/.test(attribs.height ?? '') ? attribs.height! : '315',
          allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture',
          allowfullscreen: '',
          loading: 'lazy',
          referrerpolicy: 'strict-origin-when-cross-origin',
        },
      };
    },
  },
  // An image without a source and an iframe that is not the video host's are dropped whole.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src) ||
    (frame.tag === 'iframe' && !frame.attribs.src?.startsWith(`${VIDEO_EMBED_ORIGIN}/embed/`)),
};

/** Article HTML made safe to store and to render: see the module's comment for what is kept. */
export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** Tags after which words stop: their text is separated from what follows in the plain text. */
const BLOCK_TAG =
  /<(?=\/?(?:h[1-6]|p|br|hr|blockquote|pre|div|ul|ol|li|figure|figcaption|table|caption|tr|th|td|iframe|img)\b)/gi;

/** The characters ts_headline marks matches with (services/magazine/search-blogs.ts). */
export const SNIPPET_MARK_START = '\u0002';
export const SNIPPET_MARK_END = '\u0003';

/**
 * The plain text of sanitized article HTML, for search and snippets: tags gone, entities decoded,
 * blocks separated by spaces, whitespace collapsed, and the snippet markers removed.
 */
export function articlePlainText(safeHtml: string): string {
  const text = sanitize(safeHtml.replace(BLOCK_TAG, ' <'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  });
  return decodeEscapes(text)
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** sanitize-html escapes these four in text; nothing else is left as an entity. */
function decodeEscapes(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Words read per minute for an article's reading time. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read plain text at WORDS_PER_MINUTE, at least 1. */
export function readingMinutes(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
