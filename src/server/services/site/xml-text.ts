/**
 * Text and addresses for the XML files the site serves to crawlers and feed readers (the sitemaps,
 * the feeds). Titles and descriptions are written by staff and may hold anything, so every value
 * goes through `xmlText` and the files always parse.
 */

/** Characters XML 1.0 does not allow at all, even escaped (controls, lone surrogates, U+FFFE/F). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/** `text` as XML character data or an attribute value: markup escaped, forbidden characters dropped. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * `text` (HTML, say) as one CDATA section, which a reader takes as it is: forbidden characters
 * dropped, and a `]]>` inside, which would end the section early, split across two sections.
 */
export function xmlCdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/**
 * The absolute address of a picture or page stored as a site path (`/media/images/…`) or a full
 * http(s) address; null for anything else (empty, `//host/…`, `data:`, `javascript:`), which a
 * feed should rather leave out.
 */
export function absoluteUrl(origin: string, url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return origin + url;
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

/** A W3C datetime (what a sitemap's `<lastmod>` takes), to the second, in UTC. */
export function w3cDate(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
