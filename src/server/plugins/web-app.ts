import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';
import { paths, type PathEntry } from '../../shared/config/paths';
import { loadPagePreloads } from './page-preloads';
import { notFoundPage, pageTitle } from '../../shared/config/page-title';

/**
 * Serves the built single-page app: hashed assets with immutable caching (pre-compressed brotli and
 * gzip files when the browser accepts them), and the HTML shell for every page route with that
 * page's title and description already in the head, so that search engines and link previews see
 * them. An unknown page gets the same shell with status 404; the app then shows its not-found page.
 * Unknown API routes get the JSON envelope instead.
 *
 * `initialData` gives answers of API calls that every page makes at once (the banner's); they are
 * put into the shell as JSON, so the page shows them in its first paint instead of shifting when a
 * fetch returns. If it fails, the page simply fetches them itself.
 */
type InitialData = () => Promise<Record<string, unknown>>;

export default fp(
  async function webApp(
    app: FastifyInstance,
    opts: { staticDir: string; initialData?: InitialData },
  ) {
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

    const initialDataScript = async (request: FastifyRequest) => {
      if (!opts.initialData) return '';
      try {
        return initialDataTag(await opts.initialData());
      } catch (error) {
        request.log.warn(
          { err: error },
          'initial data for the page shell failed; the page will fetch it',
        );
        return '';
      }
    };

    const pagePreloads = loadPagePreloads(opts.staticDir);

    const sendShell = async (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      entry: Pick<PathEntry, 'title' | 'description'> & { page?: string },
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
        .send(
          withHead(shell, entry)
            .replace('</head>', `${entry.page ? pagePreloads(entry.page) : ''}</head>`)
            .replace('</body>', `${await initialDataScript(request)}</body>`),
        );
    };

    for (const entry of Object.values(paths)) {
      if (!entry.live) continue;
      app.get(entry.path, { schema: { hide: true } }, (request, reply) =>
        sendShell(request, reply, 200, entry),
      );
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (
        pathname.startsWith('/api/') ||
        pathname === '/api' ||
        !['GET', 'HEAD'].includes(request.method)
      ) {
        return sendError(reply, 404, `Not found: ${request.method} ${pathname}`, 'NOT_FOUND');
      }
      const canonical = withoutTrailingSlash(pathname);
      if (canonical) {
        return reply.redirect(canonical + request.url.slice(pathname.length), 301);
      }
      return sendShell(request, reply, 404, notFoundPage);
    });
  },
  { name: 'web-app' },
);

/**
 * `/moneyMap/` → `/moneyMap`: the canonical path of a page asked for with trailing slashes, or
 * null when there is none to strip. Never a path starting `//` (another host to a browser).
 */
function withoutTrailingSlash(pathname: string): string | null {
  if (!/[^/]\/+$/.test(pathname)) return null;
  const canonical = pathname.replace(/\/+$/, '');
  return canonical.startsWith('//') || canonical.includes('\\') ? null : canonical;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Puts the page's title and description into the shell's head. */
function withHead(shell: string, entry: Pick<PathEntry, 'title' | 'description'>): string {
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(pageTitle(entry))}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(entry.description)}" />`,
    );
}

/**
 * The JSON block the browser reads with `readInitialData` (src/web/lib/initial-data.ts). `<` is
 * escaped so that no text inside can close the script element; a JSON block is never executed, so
 * the Content-Security-Policy needs no exception for it.
 */
function initialDataTag(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script id="initial-data" type="application/json">${json}</script>`;
}
