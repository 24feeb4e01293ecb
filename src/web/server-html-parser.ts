import { DOMParser } from 'linkedom';
import type { HtmlParser } from './components/inline-html';

/**
 * Inline HTML (the banner's, a search snippet's) is parsed by linkedom on the server, as by the
 * browser's DOMParser there. Line breaks are normalized first, as the browser's parser does
 * before anything else (CR LF and a lone CR become LF), so that both hold the same text.
 */
export const parseHtmlOnServer: HtmlParser = (html) =>
  new DOMParser().parseFromString(
    `<!DOCTYPE html><html><body>${html.replace(/\r\n?/g, '\n')}</body></html>`,
    'text/html',
  ).body as unknown as Node;
