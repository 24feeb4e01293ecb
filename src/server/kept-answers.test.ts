import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { brotliParams, KeptAnswers, type Making } from './kept-answers';
import { requestIdOf } from './request-id';
import { socketRequest } from './testing/socket-request';

// The store in front of a small Fastify app whose routes answer through it: `/content/:name` and
// `/query/:name` keep what `next` makes (as the pages everyone reads, and as a search's answers). Every request that reaches Fastify is counted, and every make.
let version = 1;
let app: FastifyInstance | undefined;

type Stand = {
  origin: string;
  store: KeptAnswers;
  /** Requests Fastify's routes saw. */
  routed: string[];
  /** Makes run, by key. */
  made: string[];
  /** What the next make gives (by default a body naming its key). */
  next: (key: string) => Promise<Making>;
};

async function stand(maxBytes?: number): Promise<Stand> {
  const store = new KeptAnswers(() => version, { trustProxy: false, maxBytes });
  const s: Stand = {
    origin: '',
    store,
    routed: [],
    made: [],
    next: async (key) => ({ body: Buffer.from(`answer of ${key}`), keep: 'content' }),
  };
  app = Fastify({
    serverFactory: store.serverFactory(),
    genReqId: (request) => requestIdOf(request.headers),
  });
  app.addHook('onRequest', (request, reply, done) => {
    s.routed.push(request.url);
    reply.header('x-request-id', request.id).header('x-frame-options', 'SAMEORIGIN');
    done();
  });
  const route = (kind: 'content' | 'byQuery') => (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.url.split('?')[0]!;
    reply.type('text/plain; charset=utf-8');
    return store.respond(
      reply,
      key,
      async () => {
        s.made.push(key);
        const made = await s.next(key);
        return { ...made, keep: made.keep === 'content' ? kind : made.keep };
      },
      { etag: true },
    );
  };
  app.get('/content/:name', route('content'));
  app.get('/line/:name', (request, reply) =>
    store.respond(reply, request.url, () => s.next(request.url), { oneAtATime: true }),
  );
  app.get('/query/:name', route('byQuery'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  s.origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return s;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const get = (s: Stand, path: string, headers: Record<string, string> = {}) =>
  socketRequest(s.origin + path, { headers });

describe('the store of kept answers', () => {
  it('answers a GET of a kept key before Fastify, with the same status, headers and bytes', async () => {
    const s = await stand();
    const first = await get(s, '/content/a');
    const again = await get(s, '/content/a');
    expect(s.routed).toEqual(['/content/a']);
    expect(s.store.hits).toBe(1);
    expect(again.status).toBe(200);
    expect(again.body.toString()).toBe('answer of /content/a');
    for (const name of ['content-type', 'etag', 'x-frame-options', 'content-length']) {
      expect(again.headers[name], name).toBe(first.headers[name]);
    }
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('leaves other URLs, other methods and a GET with a body to Fastify, which answers them from the store', async () => {
    const s = await stand();
    await get(s, '/content/a');
    await get(s, '/content/a?utm_source=x');
    await socketRequest(`${s.origin}/content/a`, { method: 'HEAD' });
    await socketRequest(`${s.origin}/content/a`, {
      headers: { 'transfer-encoding': 'chunked' },
      body: 'x',
    });
    expect(s.routed).toHaveLength(4);
    expect(s.made).toEqual(['/content/a']);
  });

  it('makes a key once for 50 requests that miss together, and gives each the same answer', async () => {
    const s = await stand();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    s.next = async (key) => {
      await gate;
      return { body: Buffer.from(`slow ${key}`), keep: 'content' };
    };
    const answers = Array.from({ length: 50 }, () => get(s, '/content/busy'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const bodies = (await Promise.all(answers)).map((answer) => answer.body.toString());
    expect(new Set(bodies)).toEqual(new Set(['slow /content/busy']));
    expect(s.made).toEqual(['/content/busy']);
  });

  it('never keeps an answer made as not to be kept: the next request makes it again', async () => {
    const s = await stand();
    s.next = async () => ({
      body: Buffer.from('half a page'),
      status: 503,
      headers: { 'retry-after': '5' },
      keep: false,
    });
    const first = await get(s, '/content/a');
    expect(first.status).toBe(503);
    expect(first.headers['retry-after']).toBe('5');
    s.next = async () => ({ body: Buffer.from('whole page'), keep: 'content' });
    const second = await get(s, '/content/a');
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe('whole page');
    expect(s.made).toEqual(['/content/a', '/content/a']);
  });

  it('forgets a make that failed: its waiters get the error, the next request makes it again', async () => {
    const s = await stand();
    s.next = async () => {
      throw new Error('database away');
    };
    const failed = await Promise.all([get(s, '/content/a'), get(s, '/content/a')]);
    expect(failed.map((answer) => answer.status)).toEqual([500, 500]);
    s.next = async () => ({ body: Buffer.from('back'), keep: 'content' });
    expect((await get(s, '/content/a')).body.toString()).toBe('back');
  });

  it('stops answering once the content version moves, and keeps nothing made across a move', async () => {
    const s = await stand();
    await get(s, '/content/a');
    version += 1;
    await get(s, '/content/a');
    expect(s.made).toEqual(['/content/a', '/content/a']);

    s.next = async (key) => {
      version += 1; // The content changed while this was being made.
      return { body: Buffer.from(`stale ${key}`), keep: 'content' };
    };
    expect((await get(s, '/content/b')).body.toString()).toBe('stale /content/b');
    s.next = async (key) => ({ body: Buffer.from(`new ${key}`), keep: 'content' });
    expect((await get(s, '/content/b')).body.toString()).toBe('new /content/b');
  });

  it('sends brotli, gzip or plain bytes as the browser accepts, and 304 to a matching If-None-Match', async () => {
    const s = await stand();
    const text = 'कमाई '.repeat(400);
    s.next = async () => ({ body: Buffer.from(text), keep: 'content' });
    const plain = await get(s, '/content/long');
    const etag = plain.headers.etag as string;
    // Before Fastify (a kept key) and through it (a query a link added) alike.
    for (const path of ['/content/long', '/content/long?ref=mail']) {
      const br = await get(s, path, { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text);
      const gz = await get(s, path, { 'accept-encoding': 'gzip' });
      expect(zlib.gunzipSync(gz.body).toString()).toBe(text);
      const notModified = await get(s, path, { 'if-none-match': etag });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(etag);
    }
    expect(s.made).toEqual(['/content/long']);
  });

  it('answers 304 to an If-Modified-Since no older than the Last-Modified its maker gave, unless an ETag is asked', async () => {
    const s = await stand();
    const lastModified = 'Tue, 24 Nov 2026 10:00:00 GMT';
    s.next = async () => ({
      body: Buffer.from('a feed'),
      headers: { 'last-modified': lastModified },
      keep: 'content',
    });
    const first = await get(s, '/content/feed');
    expect(first.headers['last-modified']).toBe(lastModified);
    const etag = first.headers.etag as string;
    const later = 'Tue, 24 Nov 2026 10:00:01 GMT';
    const earlier = 'Tue, 24 Nov 2026 09:59:59 GMT';
    // Before Fastify (a kept key) and through it (a query a link added) alike.
    for (const path of ['/content/feed', '/content/feed?ref=reader']) {
      for (const [headers, status] of [
        [{ 'if-modified-since': lastModified }, 304],
        [{ 'if-modified-since': later }, 304],
        [{ 'if-modified-since': earlier }, 200],
        [{ 'if-modified-since': 'not a date' }, 200],
        // When both are asked, the ETag decides (RFC 9110, 13.2.2).
        [{ 'if-none-match': '"another"', 'if-modified-since': later }, 200],
        [{ 'if-none-match': etag, 'if-modified-since': earlier }, 304],
      ] as const) {
        const res = await get(s, path, headers);
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(status);
        if (status === 304) {
          expect(res.body.length).toBe(0);
          expect(res.headers['last-modified']).toBe(lastModified);
        }
      }
    }
    // An answer without a Last-Modified is never judged by a date.
    s.next = async () => ({ body: Buffer.from('a page'), keep: 'content' });
    expect((await get(s, '/content/plain', { 'if-modified-since': later })).status).toBe(200);
    expect((await get(s, '/content/plain', { 'if-modified-since': later })).status).toBe(200);
    expect(s.made).toEqual(['/content/feed', '/content/plain']);
  });

  it('keeps at most its bound in bytes, the least recently used going first', async () => {
    const s = await stand(400_000);
    // Bodies that brotli and gzip cannot shrink: each kept answer costs about 3 × 20 KB.
    s.next = async () => ({
      body: Buffer.from(
        Array.from({ length: 20_000 }, () =>
          String.fromCharCode(33 + Math.floor(Math.random() * 90)),
        ).join(''),
      ),
      keep: 'content',
    });
    await get(s, '/content/first');
    for (let n = 0; n < 20; n++) {
      await get(s, `/content/n${n}`);
      await get(s, '/content/first'); // Read often: stays.
      expect(s.store.bytes).toBeLessThanOrEqual(400_000);
    }
    s.made.length = 0;
    await get(s, '/content/first');
    await get(s, '/content/n0');
    expect(s.made).toEqual(['/content/n0']);
  });

  it('keeps answers keyed by what visitors type in a small share that cannot push out the rest', async () => {
    const s = await stand(800_000);
    await get(s, '/content/home');
    s.next = async (key) => ({ body: Buffer.from(key.repeat(200)), keep: 'content' });
    for (let n = 0; n < 300; n++) await get(s, `/query/made-up-${n}`);
    expect(s.store.bytes).toBeLessThanOrEqual(800_000);
    s.made.length = 0;
    await get(s, '/content/home');
    expect(s.made).toEqual([]);
  });

  it('answers a search-like answer only through Fastify, so its route hooks (a rate limit) always run', async () => {
    const s = await stand();
    await get(s, '/query/sip');
    await get(s, '/query/sip');
    expect(s.routed).toEqual(['/query/sip', '/query/sip']);
    expect(s.made).toEqual(['/query/sip']);
  });

  it('gives each answer its own request id, or the caller’s when it is a plain token', async () => {
    const s = await stand();
    await get(s, '/content/a');
    const echoed = await get(s, '/content/a', { 'x-request-id': 'proxy-42' });
    expect(echoed.headers['x-request-id']).toBe('proxy-42');
    const refused = await get(s, '/content/a', { 'x-request-id': 'a b<c>' });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.store.hits).toBe(2);
  });

  it('runs the makes asked to wait their turn one at a time, other requests answered between them', async () => {
    const s = await stand();
    await get(s, '/content/home');
    let running = 0;
    let most = 0;
    const finished: string[] = [];
    s.next = async (key) => {
      running += 1;
      most = Math.max(most, running);
      const until = performance.now() + 30; // A search that holds the thread.
      while (performance.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      finished.push(key);
      return { body: Buffer.from(key), keep: 'byQuery' };
    };
    const searches = ['a', 'b', 'c', 'd', 'e'].map((q) => get(s, `/line/${q}`));
    await new Promise((resolve) => setTimeout(resolve, 40));
    await get(s, '/content/home');
    const homeAnsweredAfter = finished.length;
    await Promise.all(searches);
    expect(most).toBe(1);
    expect(finished).toHaveLength(5);
    expect(homeAnsweredAfter).toBeLessThan(5);
  });

  it('compresses with a brotli window fitted to the body, not the default 4 MB one', () => {
    const { BROTLI_PARAM_LGWIN, BROTLI_PARAM_QUALITY } = zlib.constants;
    expect(brotliParams(59_000)[BROTLI_PARAM_LGWIN]).toBe(16);
    expect(brotliParams(300)[BROTLI_PARAM_LGWIN]).toBe(10);
    expect(brotliParams(100_000_000)[BROTLI_PARAM_LGWIN]).toBe(24);
    expect(brotliParams(59_000)[BROTLI_PARAM_QUALITY]).toBe(9);
    const page = Buffer.from('<p>Systematic investment plans, step by step.</p>'.repeat(1200));
    const packed = zlib.brotliCompressSync(page, { params: brotliParams(page.length) });
    expect(zlib.brotliDecompressSync(packed).equals(page)).toBe(true);
  });
});
