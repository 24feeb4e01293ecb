import type { LivePathKey } from '../../shared/config/paths';
import {
  SHARE_PICTURE_SIZE,
  sharePictureOf,
  type SharePicture,
} from '../../shared/config/share-pictures';
import { site } from '../../shared/config/site';
import { useSiteOrigin } from '../lib/ssr-data';

type Props = {
  /** The document title, whole ("Money Maps | Arthashala"). */
  title: string;
  description: string;
  /** The page's own path, for the canonical link; none for a page that does not exist. */
  canonicalPath?: string;
  /** Kept out of search results: account, staff, missing and failed pages. */
  noindex?: boolean;
  jsonLd?: object;
  /**
   * The picture a shared link shows, 1200 × 630: the drawing of the page's kind (its registry
   * key), or a picture of its own (an article's cover); the site's own drawing when not given.
   */
  image?: LivePathKey | SharePicture;
  /** An article's dates, ISO 8601: its Open Graph type is then `article`. */
  article?: { publishedTime: string; modifiedTime: string; section: string; tags: string[] };
};

/**
 * The page's head: title, description, canonical link, Open Graph and Twitter cards and JSON-LD.
 * React 19 moves `<title>`, `<meta>` and `<link>` into the document's head wherever they are
 * rendered, on the server's HTML and after every navigation alike.
 */
export function PageHead({
  title,
  description,
  canonicalPath,
  noindex,
  jsonLd,
  image,
  article,
}: Props) {
  const origin = useSiteOrigin();
  const url = canonicalPath === undefined ? undefined : origin + canonicalPath;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${site.name} magazine`}
        href={`${origin}/rss.xml`}
      />
      {/*
       * Link previews read the server's HTML and never run the page's code, so the cards are drawn
       * on the server only: the browser's build drops them and the share pictures' words (ADR 035).
       */}
      {import.meta.env.SSR && (
        <SharingCards
          origin={origin}
          title={title}
          description={description}
          url={url}
          image={image}
          article={article}
        />
      )}
      {jsonLd && (
        <script
          type="application/ld+json"
          // JSON-LD is data, never run; `<` is escaped so no text inside can end the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  );
}

/** The Open Graph and Twitter cards: what a shared link shows. */
function SharingCards({
  origin,
  title,
  description,
  url,
  image,
  article,
}: Pick<Props, 'title' | 'description' | 'image' | 'article'> & {
  origin: string;
  url: string | undefined;
}) {
  const picture = typeof image === 'object' ? image : sharePictureOf(image);
  const imageUrl = picture.url.startsWith('/') ? origin + picture.url : picture.url;
  return (
    <>
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SHARE_PICTURE_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_PICTURE_SIZE.height)} />
      <meta property="og:image:alt" content={picture.alt} />
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article && <meta property="article:modified_time" content={article.modifiedTime} />}
      {article && <meta property="article:section" content={article.section} />}
      {article?.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.twitterHandle} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={picture.alt} />
    </>
  );
}
