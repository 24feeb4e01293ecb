import type { Config } from '../config';

/**
 * The origin a request was sent to (its scheme and Host), as the mount computed it from Fastify's
 * request (which honours TRUST_PROXY for X-Forwarded-Proto/Host). The mount sets this header on
 * every request it passes to Better Auth, replacing any the client sent.
 */
export const REQUEST_ORIGIN_HEADER = 'x-arthashala-request-origin';

/** `http://host:port` of a scheme and a Host header, or undefined when they make no origin. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The origins whose cookie-carrying writes are trusted for one request: the configured ones, and,
 * outside production, the request's own origin (a page served at 192.168.1.20:3000 posts back to
 * 192.168.1.20:3000; a browser sends a foreign page's Origin, never the Host it posts to).
 * Better Auth's origin check and `assertSameOrigin` both ask this, so they agree.
 */
export function trustedOriginsFor(
  config: Pick<Config, 'trustedOrigins' | 'trustRequestOrigin'>,
  requestOrigin: string | undefined,
): string[] {
  const own = config.trustRequestOrigin ? originOf(requestOrigin) : undefined;
  return own && !config.trustedOrigins.includes(own)
    ? [...config.trustedOrigins, own]
    : config.trustedOrigins;
}
