import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Strict headers on every answer. Scripts load only from our origin; styles allow inline because
 * MUI (Emotion) injects style tags and MUI X Charts sets style attributes; no page may frame us.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { production: boolean }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
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
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    });
  },
  { name: 'security-headers' },
);
