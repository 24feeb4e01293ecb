import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { readKey, type RouteRead } from '../../shared/config/public-reads';

/**
 * What the server hands the browser with a page (src/web/entry-server.tsx): the site's public
 * origin for canonical links, and the answers of the page's reads as TanStack Query's dehydrated
 * cache. It travels in a JSON script block, which is never executed, so the Content-Security-Policy
 * needs no exception. The server gives it through context; the browser reads the block once.
 */
export type SsrData = { readonly origin: string; readonly queries: DehydratedState };

export const ssrDataElementId = 'ssr-data';

const empty: SsrData = { origin: '', queries: { queries: [], mutations: [] } };

let fromDocument: SsrData | undefined;

/** The block the server put into this document; empty when there is none or it is malformed. */
export function readSsrData(): SsrData {
  if (fromDocument) return fromDocument;
  try {
    const text = document.getElementById(ssrDataElementId)?.textContent;
    const data = text ? (JSON.parse(text) as Partial<SsrData>) : {};
    fromDocument = {
      origin: typeof data.origin === 'string' ? data.origin : window.location.origin,
      queries: Array.isArray(data.queries?.queries) ? data.queries : empty.queries,
    };
  } catch {
    fromDocument = { ...empty, origin: window.location.origin };
  }
  return fromDocument;
}

export const SsrDataContext = createContext<SsrData>(empty);

/** The site's public origin, as the server knows it (`https://example.in`). */
export function useSiteOrigin(): string {
  const { origin } = useContext(SsrDataContext);
  // Outside a page the server sent (a unit test), the browser's own origin.
  return origin || (typeof window === 'undefined' ? '' : window.location.origin);
}

/**
 * The answer the server gave for a read, without loading TanStack Query: for the layout's reads
 * (the banner), which every page shows. Undefined when the server had none.
 */
export function useInitialRead<T>(read: RouteRead): T | undefined {
  const { queries } = useContext(SsrDataContext);
  const hash = JSON.stringify(readKey(read));
  return queries.queries.find((query) => query.queryHash === hash)?.state.data as T | undefined;
}

/**
 * What a page's head gives the server's render beyond React's tree: its JSON-LD, written into the
 * document's head by src/web/entry-server.tsx (ADR 036). Absent in the browser.
 */
export type ServerHead = { readonly putJsonLd: (jsonLd: object | undefined) => void };

export const ServerHeadContext = createContext<ServerHead | undefined>(undefined);
