import type { PublicReads } from './public-reads';

/**
 * How the server asks the web app's server bundle (src/web/entry-server.tsx, built to
 * dist/ssr) for a page. The server never imports web code: it loads the bundle at start and
 * calls `render` through this contract.
 */
type RenderRequest = {
  /** The path and query asked for: `/moneyMap?x=1`. */
  readonly url: string;
  /** The public origin, for canonical and Open Graph URLs: `https://arthashala.in`. */
  readonly origin: string;
  /** The reads, answered through the server's services. */
  readonly reads: PublicReads;
  /**
   * The tags that load the browser's code and styles for the page (built by the server from
   * Vite's manifest), given the registry's page module, or none for the not-found page.
   * `afterPaint`: the page is finished HTML, so its code may wait for its first paint; a screen
   * the browser draws itself (account, staff) has nothing to paint first and starts at once.
   */
  readonly assetTags: (page: string | undefined, options: { afterPaint: boolean }) => string;
  /** Told of each read that failed (the server logs it): the page is then not kept. */
  readonly onReadError?: (read: string, error: unknown) => void;
};

export type RenderResult = {
  /**
   * 301: the page lives at another path (`location`), and `html` is empty (decision 32). 503: the
   * page's own content could not be read (a database outage).
   */
  readonly status: 200 | 301 | 404 | 429 | 500 | 503;
  readonly html: string;
  /** For a 301: the page's canonical path, without the query (the server adds the request's). */
  readonly location?: string;
  /** Public: the same HTML for every visitor, so the server may keep and reuse it. */
  readonly cacheable: boolean;
  /**
   * Every read succeeded: only then may it be kept (decision 33). A page with a failed secondary
   * block is sent, showing 'Something went wrong' there, but rendered again for the next request.
   */
  readonly complete: boolean;
};

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

/**
 * The page for a render that failed (500), a page that could not read its content (503) or a
 * client past its limit (429): no scripts.
 */
export type RenderErrorPage = (origin: string, status?: 429 | 500 | 503) => RenderResult;

/** What the server bundle exports. */
export type ServerBundle = { render: RenderPage; renderErrorPage: RenderErrorPage };
