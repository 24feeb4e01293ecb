import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { paths, type PathEntry } from '../../shared/config/paths';
import { notFoundPage, pageTitle } from '../../shared/config/page-title';

/**
 * Serves the built single-page app: hashed assets with immutable caching (pre-compressed brotli and
 * gzip files when the browser accepts them), and the HTML shell for every page route with that
 * page's title and description already in the head, so that search engines and link previews see
 * them. An unknown page gets the same shell with status 404; the app then shows its not-found page.
 * Unknown API routes get the JSON envelope instead.
 */
export default fp(
  async function webApp(app: FastifyInstance, opts: { staticDir: string }) {
    const shellFile = path.join(opts.staticDir, 'index.html');
    const shell = fs.existsSync(shellFile) ? fs.readFileSync(shellFile, 'utf8') : undefined;

    if (shell) {
      await app.register(fastifyStatic, {
        root: opts.staticDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    const sendShell = (
      reply: FastifyReply,
      status: number,
      entry: Pick<PathEntry, 'title' | 'description'>,
    ) => {
      if (!shell) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app has not been built yet: run `npm run build`.');
      }
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(withHead(shell, entry));
    };

    for (const entry of Object.values(paths)) {
      if (!entry.live) continue;
      app.get(entry.path, { schema: { hide: true } }, (_request, reply) =>
        sendShell(reply, 200, entry),
      );
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (
        pathname.startsWith('/api/') ||
        pathname === '/api' ||
        !['GET', 'HEAD'].includes(request.method)
      ) {
        return reply
          .status(404)
          .send({ success: false, msg: `Not found: ${request.method} ${pathname}` });
      }
      return sendShell(reply, 404, notFoundPage);
    });
  },
  { name: 'web-app' },
);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Puts the page's title and description into the shell's head. */
export function withHead(shell: string, entry: Pick<PathEntry, 'title' | 'description'>): string {
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(pageTitle(entry))}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(entry.description)}" />`,
    );
}
