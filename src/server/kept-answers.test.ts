import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { KeptAnswers, type KeptAnswer } from './kept-answers';
import { socketRequest } from './testing/socket-request';

// The kept answers in front of a stand-in for Fastify that answers 418 "from fastify", so that
// every test can tell which of the two answered.
let version = 1;
let server: Server | undefined;

async function serve(kept: KeptAnswers): Promise<string> {
  const factory = kept.serverFactory();
  server = factory(
    (_req, res) => {
      res.writeHead(418, { 'content-type': 'text/plain' }).end('from fastify');
    },
    { keepAliveTimeout: 72_000, requestTimeout: 0, connectionTimeout: 0 } as FastifyServerOptions,
  ) as Server;
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const json = (text: string, more: Partial<KeptAnswer> = {}): KeptAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', 'x-frame-options': 'SAMEORIGIN' },
  compressible: false,
  body: (encoding) => (encoding ? undefined : Buffer.from(text)),
  ...more,
});

const newKept = (maxAnswers?: number) =>
  new KeptAnswers(() => version, { trustProxy: false, maxAnswers });

describe('kept answers', () => {
  it('answer a GET of a kept URL with its status, headers and bytes, and leave other URLs to Fastify', async () => {
    const kept = newKept();
    const origin = await serve(kept);
    kept.keep('/api/a', version, json('{"a":1}'));

    const hit = await fetch(`${origin}/api/a`);
    expect(hit.status).toBe(200);
    expect(await hit.text()).toBe('{"a":1}');
    expect(hit.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(hit.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(hit.headers.get('content-length')).toBe('7');
    expect(hit.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    for (const url of ['/api/b', '/api/a?x=1', '/api/a/']) {
      const miss = await fetch(origin + url);
      expect(miss.status, url).toBe(418);
      await miss.text();
    }
    expect(kept.hits).toBe(1);
  });

  it('leave to Fastify every method but GET, and a GET that carries a body', async () => {
    const kept = newKept();
    const origin = await serve(kept);
    kept.keep('/api/a', version, json('{"a":1}'));
    for (const init of [
      { method: 'HEAD' },
      { method: 'POST', body: '{}' },
      { method: 'GET', headers: { 'transfer-encoding': 'chunked' } },
    ]) {
      // fetch refuses a GET with a body; node:http sends it as asked.
      const status = await rawRequest(origin, '/api/a', init);
      expect(status, JSON.stringify(init)).toBe(418);
    }
    expect(kept.hits).toBe(0);
  });

  it('give each answer its own request id, or the caller’s when it is a plain token', async () => {
    const kept = newKept();
    const origin = await serve(kept);
    kept.keep('/api/a', version, json('{}'));
    const ids = await Promise.all(
      [1, 2].map(async () => (await fetch(`${origin}/api/a`)).headers.get('x-request-id')),
    );
    expect(ids[0]).not.toBe(ids[1]);
    const echoed = await fetch(`${origin}/api/a`, { headers: { 'x-request-id': 'proxy-42' } });
    expect(echoed.headers.get('x-request-id')).toBe('proxy-42');
    const refused = await fetch(`${origin}/api/a`, { headers: { 'x-request-id': 'a b<c>' } });
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stop answering once the content version moves, and keep nothing made at an older one', async () => {
    const kept = newKept();
    const origin = await serve(kept);
    kept.keep('/api/a', version, json('{"old":true}'));
    version += 1;
    expect((await fetch(`${origin}/api/a`)).status).toBe(418);

    kept.keep('/api/a', version - 1, json('{"old":true}'));
    expect((await fetch(`${origin}/api/a`)).status).toBe(418);
    kept.keep('/api/a', version, json('{"new":true}'));
    expect(await (await fetch(`${origin}/api/a`)).text()).toBe('{"new":true}');
  });

  it('send the copy in the encoding the browser accepts, and leave it to Fastify while that copy is not ready', async () => {
    const kept = newKept();
    const origin = await serve(kept);
    const copies: { br?: Buffer } = {};
    kept.keep(
      '/page',
      version,
      json('plain', {
        compressible: true,
        headers: { 'content-type': 'text/html; charset=utf-8', vary: 'accept-encoding' },
        body: (encoding) =>
          encoding === 'br' ? copies.br : encoding ? undefined : Buffer.from('plain'),
      }),
    );
    const asBrotli = { headers: { 'accept-encoding': 'br' } };
    expect(await rawRequest(origin, '/page', asBrotli)).toBe(418);

    copies.br = Buffer.from('pretend brotli');
    const { status, headers, body } = await rawRequestWhole(origin, '/page', asBrotli);
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toBe('accept-encoding');
    expect(body).toBe('pretend brotli');
    expect(
      await (await fetch(`${origin}/page`, { headers: { 'accept-encoding': 'identity' } })).text(),
    ).toBe('plain');
  });

  it('answer 304 without a body to a GET whose If-None-Match is the answer’s ETag', async () => {
    const kept = newKept();
    const origin = await serve(kept);
    kept.keep(
      '/page',
      version,
      json('<html></html>', {
        etag: '"v1"',
        headers: { etag: '"v1"', 'cache-control': 'no-cache' },
      }),
    );
    const res = await rawRequestWhole(origin, '/page', { headers: { 'if-none-match': '"v1"' } });
    expect(res.status).toBe(304);
    expect(res.headers.etag).toBe('"v1"');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe('');
    expect(
      (await rawRequestWhole(origin, '/page', { headers: { 'if-none-match': '"v0"' } })).status,
    ).toBe(200);
  });

  it('keep at most the number of answers asked for, dropping the oldest kept first', async () => {
    const kept = newKept(2);
    const origin = await serve(kept);
    for (const name of ['a', 'b', 'c']) kept.keep(`/${name}`, version, json(name));
    const statuses = await Promise.all(
      ['a', 'b', 'c'].map(async (name) => (await fetch(`${origin}/${name}`)).status),
    );
    expect(statuses).toEqual([418, 200, 200]);
  });
});

/** The answer's status, headers and body as text: a request sent exactly as asked. */
async function rawRequestWhole(
  origin: string,
  path: string,
  init: Parameters<typeof socketRequest>[1],
) {
  const { status, headers, body } = await socketRequest(origin + path, init);
  return { status, headers, body: body.toString() };
}

async function rawRequest(origin: string, path: string, init: Parameters<typeof socketRequest>[1]) {
  return (await rawRequestWhole(origin, path, init)).status;
}
