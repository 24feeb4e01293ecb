import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../errors';

/**
 * The one way a request's JSON and URL are read before anything else sees them: the app's JSON
 * content-type parser, and the raw-body scope of the Better Auth mount (plugins/auth.ts), both
 * refuse with 400 + VALIDATION what would otherwise fail deep inside as a 500:
 * - JSON nested deeper than MAX_JSON_DEPTH (recursive code down the line overflows its stack);
 * - any text containing U+0000, which a PostgreSQL text value cannot hold (in the body, the path
 *   or the query string);
 * - the keys that poison prototypes (`__proto__`, `constructor.prototype`), as Fastify's own
 *   parser does.
 */
export const MAX_JSON_DEPTH = 64;

export const jsonBodyMessages = {
  invalid: 'The request body is not valid JSON',
  tooDeep: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
  nul: 'The request contains a null character (U+0000), which is not allowed',
  forbiddenKey: 'The request body contains a key that is not allowed',
  notObject: 'The request body must be a JSON object',
} as const;

/** Parses a JSON request body, or throws a 400 AppError saying what is wrong with it. */
function parseJsonBody(text: string): unknown {
  if (isNestedDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest(jsonBodyMessages.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(jsonBodyMessages.invalid);
  }
  assertStorable(value);
  return value;
}

/**
 * For the Better Auth mount, which reads the raw bytes itself: the problem with a body, or null.
 * A JSON body goes through `parseJsonBody` and must be an object, as every Better Auth call takes
 * one (its plugins read fields of `null` otherwise); an empty one is left to Better Auth. Any
 * other body must not carry a NUL, raw or percent-encoded.
 */
export function checkRawBody(contentType: string | undefined, body: Buffer): AppError | null {
  try {
    if (/json/i.test(contentType ?? '')) {
      const value = body.length > 0 ? parseJsonBody(body.toString('utf8')) : {};
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw badRequest(jsonBodyMessages.notObject);
      }
    } else if (hasNul(body.toString('latin1'))) {
      throw badRequest(jsonBodyMessages.nul);
    }
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** A NUL as it is, or percent-encoded as in a URL or a form body. */
const hasNul = (text: string) => text.includes('\u0000') || /%00/i.test(text);

/** Counts brackets outside strings: cheap, and done before JSON.parse recurses into them. */
function isNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** Walks a parsed body (at most MAX_JSON_DEPTH deep) for NULs and prototype-poisoning keys. */
function assertStorable(value: unknown): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badRequest(jsonBodyMessages.nul);
  } else if (Array.isArray(value)) {
    for (const item of value) assertStorable(item);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) throw badRequest(jsonBodyMessages.nul);
      if (key === '__proto__' || (key === 'constructor' && isObjectWithPrototype(item))) {
        throw badRequest(jsonBodyMessages.forbiddenKey);
      }
      assertStorable(item);
    }
  }
}

const isObjectWithPrototype = (value: unknown) =>
  value !== null && typeof value === 'object' && Object.hasOwn(value, 'prototype');

export default fp(
  async function jsonBody(app: FastifyInstance) {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseJsonBody(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    // The path and query string, for every route (Better Auth's included) and every page.
    app.addHook('onRequest', (request, _reply, done) => {
      done(hasNul(request.url) ? badRequest(jsonBodyMessages.nul) : undefined);
    });
  },
  { name: 'json-body' },
);
