import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type TlsFront = {
  /** `https://localhost:<port>`: what Lighthouse loads. */
  origin: string;
  stop(): Promise<void>;
};

/** Hop-by-hop headers: HTTP/2 forbids them in an answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

/**
 * An HTTPS front speaking HTTP/2 before the built site, as docs/operations.md deploys it (behind
 * a TLS-terminating proxy), so that Lighthouse measures the transport visitors get (ADR 046).
 * Over the site's own HTTP/1.1 each request made in parallel (a page's two fonts and its
 * picture) opens a connection of its own, which Lighthouse's model charges a handshake and TCP's
 * first window each; through this front they share one, as through nginx or Caddy.
 *
 * The front passes requests on unchanged, with the visitor's `Host`, over kept-alive connections
 * (as docs/operations.md asks of a proxy); the site behind it has the front's address as its
 * PUBLIC_URL. Its certificate is made for the run with `openssl` and trusted by the bench's own
 * Chromium only (`--ignore-certificate-errors`).
 */
export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arthashala-front-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  // A P-256 key and a certificate for localhost, valid for a day.
  const request = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1';
  const args = [...request.split(' '), '-subj', '/CN=localhost', '-keyout', key, '-out', cert];
  execFileSync('openssl', args, { stdio: 'ignore' });
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const server = http2.createSecureServer(
    { key: fs.readFileSync(key), cert: fs.readFileSync(cert) },
    (req, res) => {
      // The visitor's Host, as a proxy passes it on (nginx: `proxy_set_header Host $host`).
      const headers: http.OutgoingHttpHeaders = { host: req.headers[':authority'] };
      for (const [name, value] of Object.entries(req.headers)) {
        if (!name.startsWith(':')) headers[name] = value;
      }
      const forward = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers,
          agent,
        },
        (answer) => {
          const answerHeaders: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
          }
          res.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(forward);
    },
  );
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  // Any free port: the parts after this one start sites on the ports after BENCH_PORT.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://localhost:${port}`,
    stop: async () => {
      for (const session of sessions) session.destroy();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
