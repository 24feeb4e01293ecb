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
};

/**
 * The page's head: title, description, canonical link, Open Graph and Twitter cards and JSON-LD.
 * React 19 moves `<title>`, `<meta>` and `<link>` into the document's head wherever they are
 * rendered, on the server's HTML and after every navigation alike.
 */
export function PageHead({ title, description, canonicalPath, noindex, jsonLd }: Props) {
  const origin = useSiteOrigin();
  const url = canonicalPath === undefined ? undefined : origin + canonicalPath;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
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
