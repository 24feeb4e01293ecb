import type { RenderResult } from '../../shared/config/render-contract';

/** How many rendered pages are kept; the least recently used go first. */
const MAX_PAGES = 500;

/**
 * Rendered public pages by URL (path and query), each kept while the content version it was
 * rendered at is the current one. A page asked for with a query string nobody else uses (a
 * tracking tag, say) takes a place too, so the number of pages is bounded: the least recently
 * used is dropped first.
 */
export class PageCache {
  private readonly pages = new Map<string, { version: number; result: RenderResult }>();

  constructor(private readonly currentVersion: () => number) {}

  get(url: string): RenderResult | undefined {
    const kept = this.pages.get(url);
    if (!kept) return undefined;
    this.pages.delete(url);
    if (kept.version !== this.currentVersion()) return undefined;
    this.pages.set(url, kept); // Now the most recently used.
    return kept.result;
  }

  /** Keeps a page rendered at `version` (read before rendering: a change during it drops it). */
  set(url: string, version: number, result: RenderResult) {
    this.pages.delete(url);
    this.pages.set(url, { version, result });
    if (this.pages.size > MAX_PAGES) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }
}
