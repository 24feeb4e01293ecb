import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * What a site file's maker gives: its text and when what it shows last changed, or the path it
 * has moved to (a section's feed at an old slug).
 */
type SiteFile =
  { readonly body: string; readonly lastModified?: Date } | { readonly moved: string };

/**
 * Answers with a file for crawlers and feed readers (a sitemap, a feed) from the store of
 * finished answers (ADR 028): made once per content version under `key` (its canonical path),
 * kept with an ETag and a `Last-Modified`, so that a revalidation by either is answered 304,
 * before Fastify once the file is kept (ADR 027). Readers may hold it ten minutes. A file that
 * has moved is a 301 there (the query kept), and a maker that throws (an `AppError` 404) is
 * answered by the error handler: neither is kept, since the data that decided it may change.
 */
export function sendSiteFile(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  type: string,
  make: () => Promise<SiteFile>,
): Promise<void> | undefined {
  return app.keptAnswers.respond(
    reply,
    key,
    async () => {
      const file = await make();
      if ('moved' in file) {
        return { body: Buffer.alloc(0), status: 301, redirectTo: file.moved, keep: false };
      }
      const { body, lastModified } = file;
      return {
        body: Buffer.from(body),
        headers: {
          'content-type': type,
          'cache-control': 'public, max-age=600',
          ...(lastModified ? { 'last-modified': lastModified.toUTCString() } : {}),
        },
        keep: 'content',
      };
    },
    { etag: true },
  );
}
