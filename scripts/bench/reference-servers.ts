/**
 * The yardsticks of the throughput bench, run in a process of their own (never in the bench's,
 * where the load generator runs, nor in the site's): started by throughput.ts with the path of a
 * JSON file of recorded answers.
 *
 * - A bare node:http server that answers each recorded URL with the site's own status, headers and
 *   body bytes, recorded once: the least any server in Node can do for the same answer.
 * - Fastify with @fastify/static serving a recorded HTML page from a file, at the same URL.
 *
 * It prints one line of JSON, `{ "bare": port, "static": port }`, when both listen.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

export type RecordedAnswer = {
  url: string;
  status: number;
  headers: Record<string, string | string[]>;
  bodyBase64: string;
};
export type ReferenceSpec = {
  answers: RecordedAnswer[];
  staticPage: { url: string; html: string };
};

/** Headers that belong to one connection or one moment; Node writes its own. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const spec = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as ReferenceSpec;

const replies = new Map(
  spec.answers.map((answer) => {
    const body = Buffer.from(answer.bodyBase64, 'base64');
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!HOP_HEADERS.has(name)) headers[name] = value;
    }
    headers['content-length'] = String(body.length);
    return [answer.url, { status: answer.status, headers, body }];
  }),
);

const bare = http.createServer((req, res) => {
  const reply = replies.get(req.url ?? '');
  if (!reply) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(reply.status, reply.headers);
  res.end(reply.body);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arthashala-static-'));
const pageDir = path.join(root, spec.staticPage.url);
fs.mkdirSync(pageDir, { recursive: true });
fs.writeFileSync(path.join(pageDir, 'index.html'), spec.staticPage.html);
const fastifyStaticApp = Fastify({ logger: false });
await fastifyStaticApp.register(fastifyStatic, { root });
await fastifyStaticApp.listen({ port: 0, host: '127.0.0.1' });

const portOf = (address: ReturnType<http.Server['address']>) =>
  typeof address === 'object' && address ? address.port : 0;
console.log(
  JSON.stringify({
    bare: portOf(bare.address()),
    static: portOf(fastifyStaticApp.server.address()),
  }),
);

process.on('SIGTERM', () => {
  bare.close();
  void fastifyStaticApp.close().then(() => {
    fs.rmSync(root, { recursive: true, force: true });
    process.exit(0);
  });
});
