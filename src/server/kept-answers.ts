import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyReply, FastifyServerFactory } from 'fastify';
import { logRequest } from './access-log';
import { acceptedEncoding, type Encoding } from './plugins/accepted-encoding';
import { requestIdOf } from './request-id';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Public answers replayed before Fastify sees their request: the public reads and the page
     * cache keep here what they send.
     */
    keptAnswers: KeptAnswers;
  }
}

/** How many answers are kept by default; past it the oldest kept goes first. */
const MAX_ANSWERS = 2000;
/** The log levels at which `info` lines are written. */
const LOGS_INFO = new Set(['trace', 'debug', 'info']);

/** An answer Fastify sent to a GET, as the kept answers replay it (see `KeptAnswers`). */
export type KeptAnswer = {
  status: number;
  /**
   * The headers Fastify sent with it, as `reply.getHeaders()` had them just before sending: the
   * security headers, type, caching, validator, `Vary`. The request id, the length and the
   * encoding are left out; each replay writes its own.
   */
  headers: Record<string, string | string[] | number | undefined>;
  /** Its validator: a GET with this `If-None-Match` is answered 304 without a body. */
  etag?: string;
  /** Whether the body comes in the encoding the browser accepts (the answer varies on it). */
  compressible: boolean;
  /** The body in `encoding` (undefined: as it is) when that copy is ready; else undefined. */
  body(encoding: Encoding | undefined): Buffer | undefined;
};

/**
 * Headers as `writeHead` takes them, names and values in turn, the last value the request id,
 * written in per request: `writeHead` copies them out at once, and without a `setHeader` before
 * it, Node takes the list as it is rather than copying it into its own header map.
 */
type HeaderList = string[];

type Variant = { headers: HeaderList; body: Buffer };

type Kept = {
  version: number;
  answer: KeptAnswer;
  notModifiedHeaders: HeaderList;
  /** Headers and body by encoding ('' for none), worked out on first use. */
  variants: Map<string, Variant>;
};

/**
 * Public answers kept in front of Fastify: the exact URL of a GET that Fastify answered from a
 * kept public answer (a cached read's JSON, a rendered page) is answered again from here, before
 * Fastify makes its request and reply, runs its hooks and routes: the same status, headers and
 * bytes, a request id of its own, while the content version it was made at is current. Anything
 * else (another method, a body, an encoding whose copy is not ready, an old version, a URL never
 * kept) goes to Fastify as before, which may keep it again. See decision 027.
 *
 * Only answers that are the same for every visitor may be kept: the callers are the public-read
 * routes (plugins/public-reads.ts) and the page cache (plugins/web-app.ts), and only for URLs
 * whose answer depends on nothing but the URL, the accepted encoding and the content version.
 */
export class KeptAnswers {
  private readonly answers = new Map<string, Kept>();
  /** Each cached thing's kept answer (keepReply), made on its first sending. */
  private readonly fromSource = new WeakMap<object, KeptAnswer>();
  /** Requests answered from here since start (the tests read it). */
  hits = 0;
  /** Where a kept answer's log line goes: the app's logger, once Fastify has made it. */
  log: FastifyBaseLogger | undefined;

  private readonly maxAnswers: number;
  private readonly clientAddress: (req: IncomingMessage) => string | undefined;

  /**
   * `trustProxy` is Fastify's setting (config.ts): the proxies whose `X-Forwarded-For` names the
   * client in the log line, as Fastify's `request.ip` does.
   */
  constructor(
    private readonly currentVersion: () => number,
    options: { trustProxy: string | false; maxAnswers?: number },
  ) {
    this.maxAnswers = options.maxAnswers ?? MAX_ANSWERS;
    const { trustProxy } = options;
    if (trustProxy === false) {
      this.clientAddress = (req) => req.socket.remoteAddress;
    } else {
      const trusted = proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()));
      this.clientAddress = (req) => proxyAddr(req, trusted);
    }
  }

  /**
   * Keeps `answer` for GETs of exactly `url` while the content version is `version` (read before
   * the answer was made: an answer made across a change of content is not kept).
   */
  keep(url: string, version: number, answer: KeptAnswer): void {
    if (version !== this.currentVersion()) return;
    const previous = this.answers.get(url);
    if (previous?.version === version && previous.answer === answer) return;
    const notModifiedHeaders = headerList(answer.headers);
    this.answers.delete(url);
    this.answers.set(url, { version, answer, notModifiedHeaders, variants: new Map() });
    if (this.answers.size > this.maxAnswers) {
      this.answers.delete(this.answers.keys().next().value as string);
    }
  }

  /**
   * Keeps what `reply` is about to send, for GETs of exactly its request's URL: its status and the
   * headers it carries so far (the request id aside), with the validator and bodies `describe`
   * gives. `source` is the cached thing the answer is sent from (a kept body, a rendered page): its
   * kept answer is made once, on its first sending. Only for an answer the same for every visitor,
   * made at content version `version`.
   */
  keepReply(
    reply: FastifyReply,
    source: object,
    version: number,
    describe: () => Pick<KeptAnswer, 'etag' | 'compressible' | 'body'>,
  ): void {
    if (reply.request.method !== 'GET') return;
    let answer = this.fromSource.get(source);
    if (!answer) {
      const { 'x-request-id': _id, ...headers } = reply.getHeaders();
      answer = { status: reply.statusCode, headers, ...describe() };
      this.fromSource.set(source, answer);
    }
    this.keep(reply.request.url, version, answer);
  }

  /**
   * Answers `req` from the kept answers when it can and returns true; returns false, having
   * written nothing, when Fastify must answer it.
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    const kept = this.answers.get(url);
    if (kept === undefined) return false;
    if (kept.version !== this.currentVersion()) {
      this.answers.delete(url);
      return false;
    }
    const { headers } = req;
    // A GET that carries a body is Fastify's to judge.
    if (
      headers['transfer-encoding'] !== undefined ||
      (headers['content-length'] !== undefined && headers['content-length'] !== '0')
    ) {
      return false;
    }

    const { answer } = kept;
    const started = this.log && LOGS_INFO.has(this.log.level) ? performance.now() : undefined;
    const notModified = answer.etag !== undefined && headers['if-none-match'] === answer.etag;
    let variant: Variant | undefined;
    if (!notModified) {
      const encoding = answer.compressible
        ? acceptedEncoding(headers['accept-encoding'])
        : undefined;
      variant = variantOf(kept, encoding);
      if (!variant) return false;
    }
    const status = notModified ? 304 : answer.status;
    const list = variant ? variant.headers : kept.notModifiedHeaders;
    const id = requestIdOf(headers);
    list[list.length - 1] = id;
    res.writeHead(status, list);
    res.end(variant?.body);
    this.hits++;
    if (started !== undefined) {
      logAnswer(this.log!, req, { id, status, started, remoteAddress: this.clientAddress(req) });
    }
    return true;
  }

  /**
   * Fastify's server factory: a node:http server that offers every request to the kept answers
   * first, with the timeouts Fastify gives the servers it makes itself.
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

function variantOf(kept: Kept, encoding: Encoding | undefined): Variant | undefined {
  const name = encoding ?? '';
  let variant = kept.variants.get(name);
  if (variant) return variant;
  const body = kept.answer.body(encoding);
  if (!body) return undefined;
  variant = {
    headers: headerList({
      ...kept.answer.headers,
      'content-length': String(body.length),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    }),
    body,
  };
  kept.variants.set(name, variant);
  return variant;
}

function headerList(headers: KeptAnswer['headers']): HeaderList {
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
