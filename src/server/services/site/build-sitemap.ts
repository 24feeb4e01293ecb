import type { SitemapUrl } from './sitemap-reads';
import { absoluteUrl, w3cDate, xmlText } from './xml-text';

/** The protocol's most addresses in one sitemap file (sitemaps.org); a longer list is split. */
export const SITEMAP_FILE_URLS = 50_000;

/**
 * The lists of the sitemap index, each in files of up to SITEMAP_FILE_URLS addresses: the public
 * pages of the route registry, the section pages, the articles, the tag pages that may be
 * indexed (ADR 021), the events' pages and the pages of authors with a published article.
 */
export const SITEMAP_KINDS = [
  'pages',
  'sections',
  'articles',
  'tags',
  'events',
  'authors',
] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/**
 * `/sitemap-{kind}-{n}.xml`, n from 1. At the site's root, since a sitemap may only list
 * addresses under its own folder.
 */
export function sitemapFilePath(kind: SitemapKind, n: number): string {
  return `/sitemap-${kind}-${n}.xml`;
}

/** How many files a list of `urls` addresses takes. */
export function sitemapFileCount(urls: number, perFile: number): number {
  return Math.ceil(urls / perFile);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const lastmod = (date: Date | undefined) =>
  date ? `<lastmod>${w3cDate(date.toISOString())}</lastmod>` : '';

/**
 * `/sitemap.xml` (decision 23): the index of the sitemap files, each with when it last changed.
 */
export function buildSitemapIndex({
  origin,
  files,
}: {
  origin: string;
  files: readonly { path: string; lastModified?: Date }[];
}): string {
  return (
    XML_DECLARATION +
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n` +
    files
      .map(
        (file) =>
          `  <sitemap><loc>${xmlText(origin + file.path)}</loc>${lastmod(file.lastModified)}</sitemap>\n`,
      )
      .join('') +
    '</sitemapindex>\n'
  );
}

/**
 * One sitemap file (decision 23 and 24): each address with the date it last changed when one is
 * known, and its picture by its full address (Google's image extension) when it has one.
 */
export function buildSitemapFile({
  origin,
  urls,
}: {
  origin: string;
  urls: readonly SitemapUrl[];
}): string {
  const url = ({ path, lastModified, image }: SitemapUrl) => {
    const picture = image && absoluteUrl(origin, image);
    const imageTag = picture
      ? `<image:image><image:loc>${xmlText(picture)}</image:loc></image:image>`
      : '';
    return `  <url><loc>${xmlText(origin + path)}</loc>${lastmod(lastModified)}${imageTag}</url>\n`;
  };
  return (
    XML_DECLARATION +
    `<urlset xmlns="${SITEMAP_NAMESPACE}"` +
    ' xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n' +
    urls.map(url).join('') +
    '</urlset>\n'
  );
}
