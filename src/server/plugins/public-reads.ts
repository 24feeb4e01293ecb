import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicReads } from '../../shared/config/public-reads';
import { createCachedReads, createVersionedCache } from '../services/content/cached-reads';
import { acceptedEncoding, type Encoding } from './accepted-encoding';
import { createPublicReads } from '../services/content/public-reads';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The public reads (src/shared/config/public-reads.ts), answered from the database once per
     * content version and then from memory: for the public API routes and for server rendering.
     */
    publicReads: PublicReads;
    /**
     * Sends a public route's JSON answer: built by `answer`, serialized by the route's own
     * response schema and, from 1 KB, compressed (brotli and gzip) once per content version, then
     * sent as the same bytes, so that a hit costs neither a query, nor serialization, nor
     * compression. `key` names the answer among all routes': the route, and whatever of the
     * request the answer depends on. The route handler returns what this returns: nothing when
     * the answer went out at once, else a promise of its sending. Routes that use it spread
     * `publicJsonRoute` into their options.
     */
    sendPublicJson(
      reply: FastifyReply,
      key: string,
      answer: () => Promise<unknown>,
    ): Promise<void> | undefined;
  }
}

/**
 * Route options of a route answering with `sendPublicJson`: @fastify/compress stays out of it (its
 * hooks would cost every request and find nothing to do), as a GET has no body to decompress.
 */
export const publicJsonRoute = { compress: false, decompress: false } as const;

const JSON_TYPE = 'application/json; charset=utf-8';
/** As @fastify/compress's threshold in app.ts: smaller answers gain nothing worth the work. */
const COMPRESS_FROM_BYTES = 1024;

/** A public answer as kept per content version: its bytes, compressed from 1 KB. */
type KeptBody = {
  /** The content version it was made at. */
  version: number;
  identity: Buffer;
  compressed?: Record<Encoding, Buffer>;
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function keptBody(json: string | Buffer, version: number): Promise<KeptBody> {
  const identity = Buffer.from(json);
  if (identity.length < COMPRESS_FROM_BYTES) return { version, identity };
  const [br, gz] = await Promise.all([brotli(identity), gzip(identity, { level: 9 })]);
  return { version, identity, compressed: { br, gzip: gz } };
}

function sendBody(app: FastifyInstance, reply: FastifyReply, body: KeptBody) {
  reply.type(JSON_TYPE);
  if (body.compressed) reply.header('vary', 'accept-encoding');
  // A GET's answer depends on its URL alone, so it is kept for that URL (a POST read's answer
  // depends on its body: keepReply keeps GETs only).
  app.keptAnswers.keepReply(reply, body, body.version, () => ({
    compressible: body.compressed !== undefined,
    body: (encoding) => (encoding ? body.compressed?.[encoding] : body.identity),
  }));
  const encoding = body.compressed && acceptedEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body.compressed![encoding]);
}

export default fp(
  async function publicReadsPlugin(app: FastifyInstance) {
    const contentVersion = () => app.contentVersion.current();
    app.decorate('publicReads', createCachedReads(createPublicReads(app.db), contentVersion));

    const bodies = createVersionedCache(contentVersion);
    app.decorate(
      'sendPublicJson',
      (reply: FastifyReply, key: string, answer: () => Promise<unknown>) => {
        // A hit answers in this tick: no promise, no query, no serialization, no compression.
        const kept = bodies.peek<KeptBody>(key);
        if (kept) {
          sendBody(app, reply, kept.value);
          return;
        }
        return (async () => {
          const body = await bodies.get(key, async () => {
            // Read as the load starts: an answer made across a change is kept for the old version.
            const version = contentVersion();
            return keptBody(reply.serialize(await answer()) as string | Buffer, version);
          });
          // A reply is a thenable that settles once the answer has been written.
          await sendBody(app, reply, body);
        })();
      },
    );
  },
  { name: 'public-reads', dependencies: ['db'] },
);
