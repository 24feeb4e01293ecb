import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicReads } from '../../shared/config/public-reads';
import { createPublicReads } from '../services/content/public-reads';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The public reads (src/shared/config/public-reads.ts), straight from the database: for the
     * public API routes and for server rendering, whose finished answers the store keeps.
     */
    publicReads: PublicReads;
    /**
     * Sends a public route's JSON answer from the store of kept answers (kept-answers.ts): made
     * by `answer` once per content version, serialized by the route's own response schema,
     * compressed from 1 KB, then sent as the same bytes, so that a hit costs neither a query, nor
     * serialization, nor compression. Its key is the validated request (`keyOf`). `byQuery`: the
     * answers are as many as visitors' queries (a GET search; every POST read is so), kept in the
     * store's small share. Routes
     * that use it spread `publicJsonRoute` into their options and return what this returns.
     */
    sendPublicJson(
      reply: FastifyReply,
      answer: () => Promise<unknown>,
      options?: { byQuery?: boolean },
    ): Promise<void> | undefined;
  }
}

/**
 * Route options of a route answering with `sendPublicJson`: @fastify/compress stays out of it (its
 * hooks would cost every request and find nothing to do), as a GET has no body to decompress.
 */
export const publicJsonRoute = { compress: false, decompress: false } as const;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A public read's key in the store, from its validated request: a GET's canonical URL (its route
 * and its parsed query in name order: `/api/blog/blog?blog=5`), which the store replays for a
 * request of exactly that URL; a POST read's route and parsed body (`POST /api/blog {...}`),
 * never replayed, since its answer depends on its body.
 */
function keyOf(request: FastifyRequest): string {
  const route = request.routeOptions.url ?? request.url;
  if (request.method !== 'GET') {
    return `${request.method} ${route} ${JSON.stringify(request.body ?? null)}`;
  }
  const query = new URLSearchParams();
  const parsed = (request.query ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(parsed).sort()) {
    const value = parsed[name];
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search === '' ? route : `${route}?${search}`;
}

export default fp(
  async function publicReadsPlugin(app: FastifyInstance) {
    app.decorate('publicReads', createPublicReads(app.db));

    app.decorate(
      'sendPublicJson',
      (
        reply: FastifyReply,
        answer: () => Promise<unknown>,
        options: { byQuery?: boolean } = {},
      ) => {
        reply.type(JSON_TYPE);
        const byQuery = options.byQuery === true;
        return app.keptAnswers.respond(
          reply,
          keyOf(reply.request),
          async () => ({
            body: Buffer.from(reply.serialize(await answer()) as string),
            // A POST read's body names what a visitor chose (a tag, a page of a list): as many as
            // their choices, like a search's.
            keep: byQuery || reply.request.method !== 'GET' ? 'byQuery' : 'content',
          }),
          { oneAtATime: byQuery },
        );
      },
    );
  },
  { name: 'public-reads', dependencies: ['db'] },
);
