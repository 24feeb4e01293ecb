import { useContext } from 'react';
import { pageHeads } from '../../shared/config/page-heads';
import type { LivePathKey } from '../../shared/config/paths';
import {
  SHARE_PICTURE_SIZE,
  sharePictureOf,
  type SharePicture,
} from '../../shared/config/share-pictures';
import { site } from '../../shared/config/site';
import { ServerHeadContext, useSiteOrigin } from '../lib/ssr-data';

type Props = {
  /** The document title, whole ("Money Maps | Arthashala"). */
  title: string;
  /**
   * The page's registry key: its description, JSON-LD and share picture come from its entry in
   * src/shared/config/page-heads.ts unless the page gives its own.
   */
  page?: LivePathKey;
  /** The page's own description (an article's); the registry's when empty. */
  description?: string;
  /** The page's own path, for the canonical link; none for a page that does not exist. */
  canonicalPath?: string;
  /** Kept out of search results: account, staff, missing and failed pages. */
  noindex?: boolean;
  /**
   * The page's JSON-LD, made on the server only, from the description the head ends up with. The
   * registry's (src/shared/config/page-heads.ts) is used instead when it has one. Give it as
   * `import.meta.env.SSR ? (head) => … : undefined`, and a page's own `image` likewise, so that
   * the browser's build leaves out the modules that make them.
   */
  jsonLd?: (head: { origin: string; description: string }) => object;
  /**
   * A picture of the page's own for a shared link, 1200 × 630 (an article's cover); otherwise the
   * drawing of the page's kind (`page`), or the site's own drawing.
   */
  image?: SharePicture;
  /** An article's dates, ISO 8601: its Open Graph type is then `article`. */
  article?: { publishedTime: string; modifiedTime: string; section: string; tags: string[] };
};

/**
 * The page's head. In the browser: title, robots and canonical link, which React 19 moves into the
 * document's head and keeps up to date as pages change. On the server also the description, the
 * link-preview cards and the JSON-LD: they are for search engines and link previews, which read
 * the server's HTML and never run the page's code, so the browser's build leaves them and the
 * registry's descriptions out (ADR 035, ADR 036).
 */
export function PageHead({
  title,
  page,
  description,
  canonicalPath,
  noindex,
  jsonLd,
  image,
  article,
}: Props) {
  const origin = useSiteOrigin();
  const serverHead = useContext(ServerHeadContext);
  const url = canonicalPath === undefined ? undefined : origin + canonicalPath;
  let serverPart = null;
  if (import.meta.env.SSR) {
    const registry: { description: string; jsonLd?: (origin: string) => object } | undefined =
      page && pageHeads[page];
    const text = description || registry?.description || '';
    // The document's JSON-LD goes into the head from the server's render (src/web/entry-server.tsx),
    // outside the tree the browser hydrates: the last page head drawn wins.
    serverHead?.putJsonLd(registry?.jsonLd?.(origin) ?? jsonLd?.({ origin, description: text }));
    serverPart = (
      <>
        <meta name="description" content={text} />
        <SharingCards
          origin={origin}
          title={title}
          description={text}
          url={url}
          image={image ?? sharePictureOf(page)}
          article={article}
        />
      </>
    );
  }
  return (
    <>
      <title>{title}</title>
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${site.name} magazine`}
        href={`${origin}/rss.xml`}
      />
      {serverPart}
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
}: Pick<Props, 'title' | 'article'> & {
  origin: string;
  description: string;
  url: string | undefined;
  image: SharePicture;
}) {
  const picture = image;
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
