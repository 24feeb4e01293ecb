import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { AccessLogController, keptLineWriter, logDestination } from './access-log';
import type { Config } from './config';
import type { Database } from './db/client';
import { KeptAnswers } from './kept-answers';
import adminGuardPlugin from './plugins/admin-guard';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin, { clientErrorHandler, frameworkErrorHandler } from './plugins/errors';
import jsonBodyPlugin from './plugins/json-body';
import mailPlugin from './plugins/mail';
import openapiPlugin from './plugins/openapi';
import publicReadsPlugin from './plugins/public-reads';
import searchLimitPlugin from './plugins/search-limit';
import { startRetentionPasses } from './services/personal-data/retention';
import { startPublishDue } from './services/magazine/publish-due';
import securityHeadersPlugin, { securityHeaders } from './plugins/security-headers';
import webAppPlugin from './plugins/web-app';
import authProvidersRoutes from './routes/account/auth-providers';
import adminRoutes from './routes/admin/admin-routes';
import bannerTextRoutes from './routes/content/banner-texts';
import sessionInfoRoutes from './routes/content/session-info';
import testimonialRoutes from './routes/content/testimonials';
import contactFormRoutes from './routes/contact/contact-forms';
import eventRoutes from './routes/events/events';
import healthRoutes from './routes/health/health';
import imageFileRoutes from './routes/media/image-files';
import authorReadRoutes from './routes/magazine/author-reads';
import blogReadRoutes from './routes/magazine/blog-reads';
import blogPreviewRoutes from './routes/magazine/blog-preview';
import legacyRedirectRoutes from './routes/magazine/legacy-redirects';
import rssFeedRoutes from './routes/site/rss-feed';
import siteFileRoutes from './routes/site/site-files';
import userRoutes from './routes/user-routes';
import { requestIdOf } from './request-id';
import { startContentVersion, type ContentVersion } from './services/content/content-version';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content version as this app hears it from the database (decision 33). */
    contentVersion: ContentVersion;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Pino options; tests pass `false` to keep their output quiet. */
  logger?: FastifyServerOptions['logger'];
  /** How often the content version is re-read besides its notifications (ms; tests shorten it). */
  contentVersionPollMs?: number;
  /** The most addresses in one sitemap file (50,000; tests shorten it to see the files split). */
  sitemapUrlsPerFile?: number;
  /** The longest wait between the scheduler's passes (ms; tests shorten it). */
  publishDueMs?: number;
};

/**
 * Builds the whole application on an already opened (and migrated) database: plugins in order
 * (external, then ours), then the API routes under /api, then the web app. server.ts and the
 * tests call this.
 */
export async function buildApp({
  config,
  database,
  logger,
  contentVersionPollMs,
  sitemapUrlsPerFile,
  publishDueMs,
}: BuildAppOptions) {
  const headers = securityHeaders({ production: config.env === 'production' });
  // Asked only once requests arrive, when app.contentVersion is set (below).
  const keptAnswers = new KeptAnswers((): number => app.contentVersion.current(), {
    trustProxy: config.trustProxy,
    maxBytes: config.cacheBytes,
  });
  // Where log lines go: ours, or the stream a caller (a test) gave with its logger.
  const destination =
    logger === undefined
      ? logDestination()
      : typeof logger === 'object' && 'stream' in logger
        ? logger.stream
        : undefined;
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      // Written in chunks, flushed on exit. No `redact`: the `req` and `res` serializers write no
      // headers, so its paths never matched, and it cost every access line (ADR 031).
      stream: destination,
    },
    // One access-log line per request, as the kept answers write theirs (ADR 031).
    logController: new AccessLogController(),
    genReqId: (request) => requestIdOf(request.headers),
    // Kept public answers are sent before Fastify makes a request of them (ADR 027).
    serverFactory: keptAnswers.serverFactory(),
    // Only the configured proxies (TRUST_PROXY), never any sender: request.ip is the client's
    // address for the rate limits.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A path that cannot be decoded is refused before any hook runs; it still gets the envelope
    // and the headers every answer carries.
    frameworkErrors: frameworkErrorHandler(headers),
    // And a request Node's HTTP parser cannot read at all (400, 431) is answered the same way.
    clientErrorHandler: clientErrorHandler(headers),
  }).withTypeProvider<ZodTypeProvider>();

  keptAnswers.log = app.log;
  // A kept answer's line is written as pino would write it, without pino's work (ADR 031).
  if (destination) keptAnswers.writeLine = keptLineWriter(destination);
  app.decorate('keptAnswers', keptAnswers);
  const contentVersion = await startContentVersion(database, {
    pollMs: contentVersionPollMs,
    log: app.log,
  });
  app.decorate('contentVersion', contentVersion);
  app.addHook('onClose', () => contentVersion.close());
  // None of the kept answers is current once the version moves: free their memory at once.
  contentVersion.onChange(() => keptAnswers.clear());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hooks that run on every request are plain callbacks: an async one costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorsPlugin);
  // Before anything that may refuse a request, so that refusals carry the headers too.
  await app.register(securityHeadersPlugin, { headers });
  // JSON bodies, paths and query strings that the database or the code behind cannot take: 400.
  await app.register(jsonBodyPlugin);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(dbPlugin, { database });
  await app.register(publicReadsPlugin);
  await app.register(searchLimitPlugin);
  await app.register(openapiPlugin, { enabled: config.apiDocs });
  await app.register(mailPlugin, { config });
  // Better Auth on /api/auth/*, `requireUser`; then `requireAdmin` for every admin route.
  await app.register(authPlugin, { config });
  await app.register(adminGuardPlugin);
  // What people sent through the public forms is erased when its keeping ends (the privacy notice).
  let stopRetention: (() => void) | undefined;
  app.addHook('onReady', () => {
    stopRetention = startRetentionPasses({ db: database.db, log: app.log });
  });
  app.addHook('onClose', () => stopRetention?.());
  // Scheduled articles go public at their time, on every instance, without a request (ADR 039).
  let stopPublishing: (() => void) | undefined;
  app.addHook('onReady', () => {
    stopPublishing = startPublishDue({
      db: database.db,
      contentVersion,
      log: app.log,
      everyMs: publishDueMs,
    });
  });
  app.addHook('onClose', () => stopPublishing?.());

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(bannerTextRoutes);
      await api.register(sessionInfoRoutes);
      await api.register(testimonialRoutes);
      // The public forms: newsletter, contact forms, unsubscribe (rate-limited per client).
      await api.register(contactFormRoutes, { config });
      await api.register(eventRoutes, { publicUrl: config.publicUrl });
      await api.register(blogReadRoutes);
      await api.register(authorReadRoutes);
      await api.register(blogPreviewRoutes);
      await api.register(authProvidersRoutes, { config });
      // Every user/* call, signed in and acting for the caller only.
      await api.register(userRoutes);
      // Every admin call; all but sign-in behind the admin guard, applied once.
      await api.register(adminRoutes, { wholeOutboxLinks: config.mail.wholeOutboxLinks });
    },
    { prefix: '/api' },
  );

  await app.register(siteFileRoutes, {
    origin: config.publicUrl,
    urlsPerFile: sitemapUrlsPerFile,
  });
  await app.register(rssFeedRoutes, { origin: config.publicUrl });
  // The seed's query-string magazine links, redirected to the clean paths (decision 24).
  await app.register(legacyRedirectRoutes);
  await app.register(imageFileRoutes);
  await app.register(webAppPlugin, {
    staticDir: config.staticDir,
    ssrEntry: config.ssrEntry,
    origin: config.publicUrl,
    reads: app.publicReads,
    loadAtStart: config.env === 'production',
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
