import { SHARE_PICTURE_SIZE } from '../../../shared/config/share-pictures';
import { coverAlt } from '../../../shared/magazine/cover-alt';
import { shareImageUrl } from '../../../shared/magazine/image-srcset';
import { articlePath } from '../../../shared/magazine/slug';
import type { TBlog } from '../../../shared/schemas/magazine';
import { absoluteUrl, xmlCdata, xmlText } from './xml-text';

/** How many articles a feed carries, newest first. */
export const RSS_ITEMS = 20;

type FeedArticle = Pick<
  TBlog,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'tags'
  | 'createdAt'
  | 'updatedAt'
  | 'imageURL'
  | 'imageAlt'
  | 'author'
  | 'content'
>;

/** What a feed is about: its name, the page it stands for, a sentence, its own address. */
export type FeedChannel = {
  readonly title: string;
  readonly path: string;
  readonly description: string;
  readonly selfPath: string;
};

/** An RFC 822 date, as RSS 2.0 wants it: 'Sun, 11 Jan 2026 18:30:00 GMT'. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

const PICTURE_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** A picture's media type from its address's extension; undefined when it names none we know. */
function pictureType(url: string): string | undefined {
  const extension = /\.([a-z]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return extension ? PICTURE_TYPES[extension] : undefined;
}

/**
 * A link's or picture's address in sanitized article HTML that is a path of this site, made
 * absolute: a feed reader shows the article away from the site. The sanitizer writes every
 * attribute in double quotes with `"`, `<` and `>` escaped inside, so a tag's text is exactly
 * `<a …>` or `<img …>` up to its first `>`.
 */
const SITE_PATH_IN_TAG = /(<(?:a|img)(?:\s[^>]*?)?\s(?:href|src)=")\/(?![/\\])/g;

function withAbsoluteLinks(origin: string, html: string): string {
  return html.replace(SITE_PATH_IN_TAG, (_match, before: string) => `${before}${origin}/`);
}

/**
 * An item's picture as Media RSS writes it, named by the cover's words: for a stored cover, its
 * share picture, a 1200 × 630 JPEG as a shared link shows it (not every reader takes WebP:
 * ADR 033); another cover as it is; nothing without one.
 */
function pictureOf(origin: string, article: FeedArticle): string {
  const share = shareImageUrl(article.imageURL);
  const url = absoluteUrl(origin, share ?? article.imageURL);
  if (!url) return '';
  const type = share ? 'image/jpeg' : pictureType(url);
  const size = share
    ? ` width="${SHARE_PICTURE_SIZE.width}" height="${SHARE_PICTURE_SIZE.height}"`
    : '';
  return (
    `      <media:content url="${xmlText(url)}" medium="image"${type ? ` type="${type}"` : ''}${size}>` +
    `<media:description type="plain">${xmlText(coverAlt(article))}</media:description>` +
    '</media:content>\n'
  );
}

/**
 * An RSS 2.0 feed of `articles` (newest first), each by its canonical address (decision 24),
 * which is also its permanent guid, with its author, its whole article as sanitized HTML (made
 * when stored and read, decision 18) and its cover's picture. The build date is when the newest change to
 * a listed article was made, so the feed only looks new when it is.
 */
export function buildRssFeed({
  origin,
  channel,
  articles,
  builtAt,
}: {
  origin: string;
  channel: FeedChannel;
  articles: readonly FeedArticle[];
  /** The build date when no article is listed. */
  builtAt: Date;
}): string {
  const newestChange = articles.reduce(
    (latest, article) => (article.updatedAt > latest ? article.updatedAt : latest),
    '',
  );
  const item = (article: FeedArticle) => {
    const link = xmlText(origin + articlePath(article));
    return (
      '    <item>\n' +
      `      <title>${xmlText(article.title)}</title>\n` +
      `      <link>${link}</link>\n` +
      `      <guid isPermaLink="true">${link}</guid>\n` +
      `      <pubDate>${rfc822(article.createdAt)}</pubDate>\n` +
      `      <dc:creator>${xmlText(article.author.name)}</dc:creator>\n` +
      `      <description>${xmlText(article.description)}</description>\n` +
      article.tags.map((tag) => `      <category>${xmlText(tag)}</category>\n`).join('') +
      `      <content:encoded>${xmlCdata(withAbsoluteLinks(origin, article.content))}</content:encoded>\n` +
      pictureOf(origin, article) +
      '    </item>\n'
    );
  };
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"' +
    ' xmlns:content="http://purl.org/rss/1.0/modules/content/"' +
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"' +
    ' xmlns:media="http://search.yahoo.com/mrss/">\n' +
    '  <channel>\n' +
    `    <title>${xmlText(channel.title)}</title>\n` +
    `    <link>${xmlText(origin + channel.path)}</link>\n` +
    `    <description>${xmlText(channel.description)}</description>\n` +
    '    <language>en-IN</language>\n' +
    `    <lastBuildDate>${newestChange ? rfc822(newestChange) : builtAt.toUTCString()}</lastBuildDate>\n` +
    `    <atom:link href="${xmlText(origin + channel.selfPath)}" rel="self" type="application/rss+xml"/>\n` +
    articles.map(item).join('') +
    '  </channel>\n' +
    '</rss>\n'
  );
}
