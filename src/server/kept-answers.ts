import { createHash } from 'node:crypto';
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyReply, FastifyServerFactory } from 'fastify';
import { LRUCache } from 'lru-cache';
import { logRequest, type KeptLine } from './access-log';
import { acceptedEncoding, type Encoding } from './plugins/accepted-encoding';
import { requestIdOf } from './request-id';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one store of finished public answers (pages and public reads), replayed before Fastify
     * sees a request that names one exactly (ADR 027 and ADR 028).
     */
    keptAnswers: KeptAnswers;
  }
}

/** The store's default bound: 64 MB of bodies and headers (CACHE_SIZE_MB). */
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * The share of the bound that answers keyed by what visitors type (search results, not-found
 * pages) may take: a flood of made-up queries pushes out only its own kind, never the pages and
 * reads everyone asks for.
 */
const BY_QUERY_SHARE = 1 / 8;
/** Smaller bodies gain nothing worth compressing (as @fastify/compress's threshold in app.ts). */
const COMPRESS_FROM_BYTES = 1024;
/** What an entry costs beyond its bytes: the map's node, the objects, the key's header lists. */
const ENTRY_OVERHEAD_BYTES = 512;
/** The log levels at which `info` lines are written. */
const LOGS_INFO = new Set(['trace', 'debug', 'info']);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's settings for a body of `size` bytes: quality 9, with a window no larger than the body.
 * Brotli's default 4 MB window costs about 10 ms a page to set up and free (0.9 ms with the window
 * fitted, for a 59 KB search page, the same bytes out within 1 %): the difference between a
 * burst of searches holding up the event loop or not (ADR 032).
 */
export function brotliParams(size: number): Record<number, number> {
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  const { BROTLI_MIN_WINDOW_BITS, BROTLI_MAX_WINDOW_BITS } = zlib.constants;
  const windowBits = Math.min(
    BROTLI_MAX_WINDOW_BITS,
    Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))),
  );
  return {
    [BROTLI_PARAM_QUALITY]: 9,
    [BROTLI_PARAM_LGWIN]: windowBits,
    [BROTLI_PARAM_SIZE_HINT]: size,
  };
}

/**
 * Headers as `writeHead` takes them, names and values in turn, the last value the request id,
 * written in per request: `writeHead` copies them out at once, and without a `setHeader` before
 * it, Node takes the list as it is rather than copying it into its own header map.
 */
type HeaderList = string[];

type Headers = Record<string, string | string[] | number | undefined>;

/** A finished answer as the store keeps it. */
export type KeptAnswer = {
  /** The content version it was made at: it is answered only while that version is current. */
  readonly version: number;
  readonly status: number;
  /**
   * The headers Fastify's reply carried as it was made (security headers, type, caching,
   * validator, `Vary`), without the request id, length and encoding: each sending writes its own.
   */
  readonly headers: Headers;
  /** Its validator: a GET with this `If-None-Match` is answered 304 without a body. */
  readonly etag?: string;
  /**
   * Its `Last-Modified` header in ms (to the second), when the maker gave one: a GET without
   * `If-None-Match` whose `If-Modified-Since` is not older is answered 304 too.
   */
  readonly lastModified?: number;
  readonly identity: Buffer;
  /** Brotli and gzip copies, for a body of 1 KB or more. */
  readonly compressed?: Readonly<Record<Encoding, Buffer>>;
  /** Which share of the store it is kept in; only `content` is replayed before Fastify. */
  readonly kind: Kind;
  /** Ready-made header lists for the replay, by encoding ('' none, '304' not modified). */
  readonly lists: ReadonlyMap<string, HeaderList>;
};

/** How an answer is kept; see `KeptAnswers.finish`. */
export type Kind =
  /** A page or read everyone asks for: the bulk of the store. */
  | 'content'
  /**
   * An answer keyed by what a visitor typed (a search): kept in its own small share, and never
   * replayed before Fastify, so that the route's rate limit always runs first (ADR 028).
   */
  | 'byQuery';

/** A made answer that may not be kept (a page with a failed read): sent as it is. */
type FreshAnswer = Pick<Making, 'body' | 'redirectTo'> & {
  readonly status: number;
  readonly headers: Headers;
};

/**
 * What one make of a key gives every request that waited for it: a kept answer, or a fresh one
 * that may not be kept (incomplete).
 */
type Made = { kept: KeptAnswer } | { fresh: FreshAnswer };

/** What a caller of `respond` makes: its body, and whether it may be kept and how. */
export type Making = {
  readonly body: Buffer;
  readonly status?: number;
  /** Headers for this answer (a 503's `Retry-After`, an incomplete page's `no-store`). */
  readonly headers?: Headers;
  /** How to keep it, or false when it may not be kept (a read failed, a redirect). */
  readonly keep: Kind | false;
  /** A redirect to this path: each request that waited goes there with its own query. */
  readonly redirectTo?: string;
};

/**
 * The one store of finished public answers: rendered pages and the public reads' JSON, keyed
 * from the validated request (a canonical URL: `/magazine`, `/api/blog/blog?blog=5`; a POST
 * read's key starts `POST `), bounded in bytes, least recently used first out, one make in
 * flight per key. An answer is kept only when complete (decision 33) and only while the content
 * version it was made at is current.
 *
 * A GET whose URL is exactly a kept key is answered before Fastify makes its request and reply
 * (ADR 027): the same status, headers and bytes, a request id of its own, 304 for a matching
 * `If-None-Match`, and one access-log line.
 *
 * Only answers that are the same for every visitor may be kept; the callers are the public-read
 * routes (plugins/public-reads.ts) and the web app's pages (plugins/web-app.ts).
 */
export class KeptAnswers {
  private readonly content: LRUCache<string, KeptAnswer>;
  private readonly byQuery: LRUCache<string, KeptAnswer>;
  private readonly making = new Map<string, Promise<Made>>();
  /** The end of the line of makes that run one at a time (`oneAtATime`). */
  private queue: Promise<unknown> = Promise.resolve();
  /** Requests answered before Fastify since start (the tests read it). */
  hits = 0;
  /** Where a kept answer's log line goes: the app's logger, once Fastify has made it. */
  log: FastifyBaseLogger | undefined;
  /**
   * Writes a kept answer's line straight to the log's destination (access-log.ts), when the app
   * knows it; else the line goes through `log`.
   */
  writeLine: ((line: KeptLine) => void) | undefined;

  private readonly clientAddress: (req: IncomingMessage) => string | undefined;

  /**
   * `trustProxy` is Fastify's setting (config.ts): the proxies whose `X-Forwarded-For` names the
   * client in the log line, as Fastify's `request.ip` does. `maxBytes` bounds bodies and headers.
   */
  constructor(
    private readonly currentVersion: () => number,
    options: { trustProxy: string | false; maxBytes?: number },
  ) {
    const maxBytes = options.maxBytes ?? DEFAULT_CACHE_BYTES;
    const byQueryBytes = Math.floor(maxBytes * BY_QUERY_SHARE);
    const cache = (maxSize: number) =>
      new LRUCache<string, KeptAnswer>({
        maxSize,
        // An answer larger than its share is not kept at all (lru-cache refuses it).
        maxEntrySize: maxSize,
        sizeCalculation: (answer, key) => sizeOf(answer, key),
      });
    this.content = cache(maxBytes - byQueryBytes);
    this.byQuery = cache(byQueryBytes);
    const { trustProxy } = options;
    if (trustProxy === false) {
      this.clientAddress = (req) => req.socket.remoteAddress;
    } else {
      const trusted = proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()));
      this.clientAddress = (req) => proxyAddr(req, trusted);
    }
  }

  /** The bytes kept now (bodies, headers and keys), for the tests and the bench. */
  get bytes(): number {
    return this.content.calculatedSize + this.byQuery.calculatedSize;
  }

  /** The answer kept under `key` at the current content version, or undefined. */
  get(key: string): KeptAnswer | undefined {
    return this.currentIn(this.content, key) ?? this.currentIn(this.byQuery, key);
  }

  /** The answer `share` keeps under `key` if made at the current version; an older one is dropped. */
  private currentIn(share: LRUCache<string, KeptAnswer>, key: string): KeptAnswer | undefined {
    const answer = share.get(key);
    if (answer === undefined || answer.version === this.currentVersion()) return answer;
    share.delete(key);
    return undefined;
  }

  /** Forgets every answer: the content version moved, so none of them is current. */
  clear(): void {
    this.content.clear();
    this.byQuery.clear();
  }

  /**
   * One make of `key` for all the requests that ask while it runs: each gets what it made. It is
   * kept only if the content version it was made at is still current when it is done. A failed
   * make is not remembered: the next request makes it again.
   */
  private once(key: string, make: () => Promise<Made>): Promise<Made> {
    let pending = this.making.get(key);
    if (pending) return pending;
    pending = make().then(
      (made) => {
        this.making.delete(key);
        if ('kept' in made && made.kept.version === this.currentVersion()) {
          (made.kept.kind === 'content' ? this.content : this.byQuery).set(key, made.kept);
        }
        return made;
      },
      (error: unknown) => {
        this.making.delete(key);
        throw error;
      },
    );
    this.making.set(key, pending);
    return pending;
  }

  /**
   * Answers `reply` with the answer of `key`: the kept one, or the one `make` makes now (once for
   * every request that asks meanwhile), kept when it may be. The caller has put on the reply what
   * the answer carries beyond the security headers (its type, caching). A kept answer is sent in
   * this tick, without a promise (undefined); else the promise settles once the answer is sent.
   * `etag`: a validator, for pages that browsers revalidate. `oneAtATime`: makes of such keys run
   * one after another (`inLine`), for answers whose keys visitors choose (searches).
   */
  respond(
    reply: FastifyReply,
    key: string,
    make: () => Promise<Making>,
    options: { etag?: boolean; oneAtATime?: boolean } = {},
  ): Promise<void> | undefined {
    const kept = this.get(key);
    if (kept) {
      this.send(reply, kept);
      return undefined;
    }
    return this.once(key, async () => {
      const version = this.currentVersion();
      const made = await (options.oneAtATime ? this.inLine(make) : make());
      if (made.status !== undefined) reply.status(made.status);
      if (made.headers) reply.headers(made.headers);
      if (made.keep === false) {
        const { body, redirectTo } = made;
        return {
          fresh: { status: reply.statusCode, headers: made.headers ?? {}, body, redirectTo },
        };
      }
      return {
        kept: await this.finish(reply, made.body, { version, etag: options.etag, kind: made.keep }),
      };
    }).then(async (made) => {
      if ('kept' in made) {
        await this.send(reply, made.kept);
        return;
      }
      const { status, headers, body, redirectTo } = made.fresh;
      if (redirectTo !== undefined) {
        const { url } = reply.request;
        const queryAt = url.indexOf('?');
        await reply
          .headers(headers)
          .header('cache-control', 'no-cache')
          .redirect(redirectTo + (queryAt === -1 ? '' : url.slice(queryAt)), status);
        return;
      }
      await reply.status(status).headers(headers).send(body);
    });
  }

  /**
   * Runs `make` after the makes queued before it, each after a turn of the event loop: a burst of
   * costly makes keyed by what visitors type (searches run the database and the render in this
   * thread) then holds up every other request for one make at most, not for all of them.
   */
  private inLine<T>(make: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(() => new Promise((resolve) => setImmediate(resolve))).then(make);
    this.queue = turn.catch(() => {});
    return turn;
  }

  /**
   * A kept answer of what `reply` carries so far (its status, security headers, type, caching)
   * and `body`, compressed from 1 KB: `etag` gives it a validator, for pages that browsers
   * revalidate. `version` is the content version read before the body was made.
   */
  private async finish(
    reply: FastifyReply,
    body: Buffer,
    options: { version: number; etag?: boolean; kind: Kind },
  ): Promise<KeptAnswer> {
    const compressed =
      body.length < COMPRESS_FROM_BYTES
        ? undefined
        : await Promise.all([
            brotli(body, { params: brotliParams(body.length) }),
            gzip(body, { level: 9 }),
          ]).then(([br, gz]) => ({ br, gzip: gz }));
    const etag = options.etag
      ? `"${createHash('sha1').update(body).digest('base64url')}"`
      : undefined;
    if (etag) reply.header('etag', etag);
    if (compressed) reply.header('vary', 'accept-encoding');
    const headers = answerHeaders(reply.getHeaders());
    const lists = new Map<string, HeaderList>([['304', headerList(headers)]]);
    lists.set('', headerList({ ...headers, 'content-length': String(body.length) }));
    for (const [encoding, bytes] of Object.entries(compressed ?? {})) {
      lists.set(
        encoding,
        headerList({
          ...headers,
          'content-length': String(bytes.length),
          'content-encoding': encoding,
        }),
      );
    }
    const lastModified = Date.parse(String(headers['last-modified']));
    return {
      version: options.version,
      status: reply.statusCode,
      headers,
      etag,
      lastModified: Number.isNaN(lastModified) ? undefined : lastModified,
      identity: body,
      compressed,
      kind: options.kind,
      lists,
    };
  }

  /**
   * Sends a kept answer through Fastify: its headers, 304 for a matching validator, the body in
   * the encoding the browser accepts. Returns the reply, a thenable that settles once sent.
   */
  send(reply: FastifyReply, answer: KeptAnswer): FastifyReply {
    reply.status(answer.status).headers(answer.headers);
    const { headers } = reply.request;
    if (notModified(answer, headers)) return reply.status(304).send();
    const encoding = answer.compressed && acceptedEncoding(headers['accept-encoding']);
    if (!encoding) return reply.send(answer.identity);
    return reply.header('content-encoding', encoding).send(answer.compressed![encoding]);
  }

  /**
   * Answers `req` from the store when its URL is a kept key that may be replayed, and returns
   * true; returns false, having written nothing, when Fastify must answer it (another method, a
   * GET with a body, a URL not kept, an answer from an older content version).
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    // Only the pages and reads everyone asks for: a search's answers wait for their route's limit.
    const answer = this.currentIn(this.content, url);
    if (answer === undefined) return false;
    const { headers } = req;
    // A GET that carries a body is Fastify's to judge.
    if (
      headers['transfer-encoding'] !== undefined ||
      (headers['content-length'] !== undefined && headers['content-length'] !== '0')
    ) {
      return false;
    }

    const started = this.log && LOGS_INFO.has(this.log.level) ? performance.now() : undefined;
    const unchanged = notModified(answer, headers);
    const encoding =
      unchanged || !answer.compressed ? undefined : acceptedEncoding(headers['accept-encoding']);
    const status = unchanged ? 304 : answer.status;
    const list = answer.lists.get(unchanged ? '304' : (encoding ?? ''))!;
    const id = requestIdOf(headers);
    list[list.length - 1] = id;
    res.writeHead(status, list);
    res.end(unchanged ? undefined : encoding ? answer.compressed![encoding] : answer.identity);
    this.hits++;
    if (started !== undefined) {
      const remoteAddress = this.clientAddress(req);
      if (this.writeLine) {
        this.writeLine({
          reqId: id,
          url,
          version: req.headers['accept-version'] as string | undefined,
          host: req.headers.host,
          remoteAddress,
          remotePort: req.socket.remotePort,
          statusCode: status,
          responseTime: performance.now() - started,
        });
      } else {
        logAnswer(this.log!, req, { id, status, started, remoteAddress });
      }
    }
    return true;
  }

  /**
   * Fastify's server factory: a node:http server that offers every request to the store first,
   * with the timeouts Fastify gives the servers it makes itself.
   */
  serverFactory(): FastifyServerFactory {
    return (handler, options) => {
      const server = http.createServer((req, res) => {
        if (!this.answer(req, res)) handler(req, res);
      });
      // Fastify has filled in its defaults (a 72 s keep-alive, no request timeout) by now.
      const timeouts = options as {
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
      };
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    };
  }
}

/**
 * Whether a GET for a kept answer may be answered 304 (RFC 9110, 13.2.2): by its ETag when the
 * request names one; else, for an answer with a `Last-Modified`, by an `If-Modified-Since` that
 * is not older.
 */
function notModified(answer: KeptAnswer, headers: IncomingHttpHeaders): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return answer.etag !== undefined && ifNoneMatch === answer.etag;
  const since = headers['if-modified-since'];
  return (
    answer.lastModified !== undefined &&
    since !== undefined &&
    answer.lastModified <= Date.parse(since)
  );
}

/**
 * The headers of the reply an answer was made on that belong to the answer, not to that request:
 * without its id, length and encoding (each sending writes its own), its rate-limit counts and
 * any cookie (another client's, never to be sent to everyone).
 */
function answerHeaders(sent: Headers): Headers {
  const headers: Headers = {};
  for (const [name, value] of Object.entries(sent)) {
    if (PER_REQUEST_HEADERS.has(name) || name.startsWith('x-ratelimit-')) continue;
    headers[name] = value;
  }
  return headers;
}

const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'content-length',
  'content-encoding',
  'set-cookie',
  'retry-after',
]);

/** What an answer costs the store: its bodies, its header lists and its key. */
function sizeOf(answer: KeptAnswer, key: string): number {
  let size = ENTRY_OVERHEAD_BYTES + key.length * 2 + answer.identity.length;
  if (answer.compressed) size += answer.compressed.br.length + answer.compressed.gzip.length;
  for (const list of answer.lists.values()) {
    for (const item of list) size += item.length * 2;
  }
  return size;
}

function headerList(headers: Headers): HeaderList {
  const list: HeaderList = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) list.push(name, String(one));
  }
  list.push('x-request-id', '');
  return list;
}

/**
 * The access-log line of a kept answer, at `info` as Fastify's own (access-log.ts, one shape for
 * both), with `kept: true`. The request is described as Fastify's log serializer reads a Fastify
 * request: its `ip` (after TRUST_PROXY), `host` and `socket`.
 */
function logAnswer(
  log: FastifyBaseLogger,
  req: IncomingMessage,
  answered: { id: string; status: number; started: number; remoteAddress: string | undefined },
) {
  logRequest(
    log,
    {
      method: req.method,
      url: req.url,
      headers: req.headers,
      host: req.headers.host,
      ip: answered.remoteAddress,
      socket: req.socket,
    },
    {
      reqId: answered.id,
      statusCode: answered.status,
      responseTime: performance.now() - answered.started,
      kept: true,
    },
  );
}
