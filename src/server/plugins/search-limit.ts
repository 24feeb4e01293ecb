import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SEARCH_RATE_LIMITED_MESSAGE } from '../../shared/config/messages';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The hook that limits a route as a search, per client (`request.ip`, which follows
     * TRUST_PROXY): the magazine's search page and its API read share one budget. As a route's
     * `onRequest`, it runs before the store of kept answers is asked (ADR 028); past the limit
     * the answer is a 429 in the envelope, with `Retry-After`, sent after
     * `SEARCH_LIMIT.refusalDelayMs`.
     */
    searchLimit: onRequestHookHandler;
  }
}

/**
 * Searches a client may make in a window: far more than a person typing and paging, far fewer
 * than a script that changes its query on every request to get past the kept answers.
 */
export const SEARCH_LIMIT = { max: 30, windowMs: 10_000, refusalDelayMs: 1_000 } as const;

/** The rate limit's hook, as it is: async, throwing its 429. */
type AsyncHook = (
  this: FastifyInstance,
  ...args: Parameters<onRequestAsyncHookHandler>
) => Promise<void>;

/**
 * A refusal is held for `refusalDelayMs` before it is sent. A script that floods the search waits
 * for each answer before sending its next request on that connection, so an immediate 429 only
 * invited the next request: 200 connections made 6,241 refusals a second, and the event loop
 * they filled kept other visitors' pages waiting (the home page's p99 went to 131 ms). Held for
 * a second, the same 200 connections make at most 200 requests a second. A person who reaches
 * the limit waits a second longer for the message that asks them to wait anyway.
 */
function heldRefusals(limit: onRequestHookHandler): onRequestHookHandler {
  return async function searchLimit(request, reply) {
    try {
      await (limit as unknown as AsyncHook).call(this, request, reply);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) {
        await sleep(SEARCH_LIMIT.refusalDelayMs);
      }
      throw error;
    }
  };
}

export default fp(
  async function searchLimitPlugin(app: FastifyInstance) {
    // Nothing is limited unless it asks; one limiter, so one count, for every route that uses it.
    await app.register(rateLimit, { global: false });
    app.decorate(
      'searchLimit',
      heldRefusals(
        app.rateLimit({
          max: SEARCH_LIMIT.max,
          timeWindow: SEARCH_LIMIT.windowMs,
          keyGenerator: (request) => request.ip,
          errorResponseBuilder: (_request, context) =>
            new AppError(
              429,
              SEARCH_RATE_LIMITED_MESSAGE,
              'RATE_LIMITED',
              Math.max(1, Math.ceil(context.ttl / 1000)),
            ),
        }) as onRequestHookHandler,
      ),
    );
  },
  { name: 'search-limit' },
);
