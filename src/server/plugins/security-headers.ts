import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { BOOT_SCRIPT_CSP_SOURCE } from './app-boot';

/**
 * Strict headers on every answer. Scripts load only from our origin (and the pages' one inline
 * boot script, allowed by its hash); styles allow inline because
 * MUI (Emotion) injects style tags and MUI X Charts sets style attributes; no page may frame us.
 *
 * Helmet decides the headers; they are worked out once, at start-up, and the same set is put on
 * every reply in one hook. (@fastify/helmet rebuilt Helmet's middleware, parsing the whole policy,
 * on every request: about a sixth of the time of a request that does nothing else.) A route that
 * needs another policy (the API docs' pages) sets its own header, which wins.
 */
export function securityHeaders(opts: { production: boolean }): Record<string, string> {
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script, the pages' boot (app-boot.ts), by its hash.
        scriptSrc: ["'self'", BOOT_SCRIPT_CSP_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com'],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block the video embeds and external links the pages use.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.production
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // Helmet removes X-Powered-By, which neither Node nor Fastify sends.
    removeHeader() {},
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  headers['permissions-policy'] = 'camera=(), microphone=(), geolocation=(), payment=()';
  return headers;
}

/**
 * Puts `headers` (from `securityHeaders`) on every reply, in the first hook, so that every answer
 * has them: errors, refusals, not-found pages, static files. (A path Fastify cannot even decode
 * never reaches the hooks: app.ts answers it with the same headers.)
 */
export default fp(
  async function securityHeadersPlugin(
    app: FastifyInstance,
    opts: { headers: Record<string, string> },
  ) {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(opts.headers);
      done();
    });
  },
  { name: 'security-headers' },
);
