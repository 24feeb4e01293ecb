import DOMPurify from 'dompurify';
import { VIDEO_EMBED } from '../../shared/magazine/video-embed';

/**
 * The browser's guard over an article's HTML that it fetched itself (after a navigation): the
 * server has sanitized it when storing and when reading it (decision 18), and DOMPurify cleans it
 * once more before the page inserts it, so no answer between the two (a proxy's, a cache's) can
 * put script on the page. Loaded only for those reads: the first page's article arrives in the
 * server's HTML and never needs it.
 *
 * DOMPurify's defaults drop scripts, event handlers and `javascript:` addresses; on top of them
 * iframes are allowed, but only the video host's embeds, as the server's sanitizer keeps them.
 */
DOMPurify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName !== 'iframe') return;
  const src = (node as Element).getAttribute('src') ?? '';
  if (!VIDEO_EMBED.test(src)) node.parentNode?.removeChild(node);
});

export function purifyArticleHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allowfullscreen', 'loading', 'target'],
  });
}
