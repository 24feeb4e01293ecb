import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RenderResult } from '../../shared/config/render-contract';
import type { Encoding } from './accepted-encoding';

/** How many rendered pages are kept by default; the least recently used go first. */
const MAX_PAGES = 500;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A rendered page as kept: its HTML as bytes, a validator, and its compressed copies, made once
 * each, with the content version it was rendered at.
 */
export class CachedPage {
  readonly etag: string;
  readonly html: Buffer;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  /** The compressed copies made so far, for the kept answers, which cannot wait for one. */
  private readonly ready = new Map<Encoding, Buffer>();

  constructor(
    readonly result: RenderResult,
    readonly version: number,
  ) {
    this.html = Buffer.from(result.html);
    this.etag = `"${createHash('sha1').update(this.html).digest('base64url')}"`;
  }

  /** The page compressed with `encoding`: compressed on first asking, then kept. */
  body(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.html, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
            })
          : gzip(this.html, { level: 9 });
      this.encoded.set(encoding, body);
      body.then(
        (bytes) => this.ready.set(encoding, bytes),
        () => this.encoded.delete(encoding),
      );
    }
    return body;
  }

  /** The page's bytes in `encoding` (undefined: as it is) when ready now, for a kept answer. */
  readyBody(encoding: Encoding | undefined): Buffer | undefined {
    return encoding ? this.ready.get(encoding) : this.html;
  }
}

/**
 * Rendered public pages by key (web-app.ts: the path, or the path and query of a page that reads
 * its query), each kept while the content version it was rendered at is the current one. The
 * number of pages is bounded: the least recently used is dropped first.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly currentVersion: () => number,
    private readonly maxPages = MAX_PAGES,
  ) {}

  get(url: string): CachedPage | undefined {
    const page = this.pages.get(url);
    if (!page) return undefined;
    this.pages.delete(url);
    if (page.version !== this.currentVersion()) return undefined;
    this.pages.set(url, page); // Now the most recently used.
    return page;
  }

  /** Keeps a page (its version was read before rendering: a change during it drops it). */
  set(url: string, page: CachedPage) {
    this.pages.delete(url);
    this.pages.set(url, page);
    if (this.pages.size > this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }
}
