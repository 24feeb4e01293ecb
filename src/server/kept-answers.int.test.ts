import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { bannerTexts } from './db/schema/content';
import { magazineDemo } from './db/seed/magazine-demo';
import { seedMagazine } from './db/seed/seed-magazine';
import { socketRequest, type SocketAnswer } from './testing/socket-request';
import { createStandInBuild } from './testing/stand-in-build';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from './testing/test-app';

// Kept answers are sent before Fastify sees the request, so only a real socket reaches them:
// `inject` always goes through Fastify, which makes it the measure of what they must replay.
let t: TestApp;
let build: ReturnType<typeof createStandInBuild>;
let origin: string;
let articleUrl: string;

beforeAll(async () => {
  build = createStandInBuild();
  t = await createTestApp({ STATIC_DIR: build.dir });
  await seedMagazine(t.database.db, magazineDemo);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const list = await t.app.inject({ method: 'POST', url: '/api/blog', payload: { limit: 1 } });
  articleUrl = `/api/blog/blog?blog=${list.json().blogs[0].id}`;
}, 60_000);
afterAll(async () => {
  await t.close();
  build.remove();
});

type Answer = SocketAnswer;

/** A request over the socket, as a browser or a proxy sends it. */
const request = (url: string, init?: Parameters<typeof socketRequest>[1]) =>
  socketRequest(origin + url, init);

/** Fastify's own answer to the same request. */
async function fastifyAnswer(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return {
    status: res.statusCode,
    headers: res.headers as http.IncomingHttpHeaders,
    body: res.rawPayload,
  };
}

/** Headers of one answer alone (its id, its moment, its connection) left out. */
function lasting(headers: http.IncomingHttpHeaders) {
  const { 'x-request-id': _id, date: _date, connection: _c, 'keep-alive': _k, ...rest } = headers;
  return rest;
}

const ENCODINGS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'br' },
  { 'accept-encoding': 'gzip, deflate' },
];

describe('kept public answers, over a socket', () => {
  it.each([
    ['the banner read', '/api/admin/fetchBannerTexts'],
    ['the sign-in providers', '/api/auth-providers'],
    ['an article read (compressed above 1 KB)', () => articleUrl],
    ['the home page', '/'],
    ['a magazine page', '/magazine'],
  ] as const)(
    '%s is answered again without Fastify, with its status, headers and bytes',
    async (_what, url) => {
      const path = typeof url === 'function' ? url() : url;
      for (const headers of ENCODINGS) {
        const first = await request(path, { headers });
        const hitsBefore = t.app.keptAnswers.hits;
        const again = await request(path, { headers });
        expect(t.app.keptAnswers.hits, JSON.stringify(headers)).toBe(hitsBefore + 1);

        const fastify = await fastifyAnswer(path, headers);
        for (const answer of [first, again]) {
          expect(answer.status).toBe(200);
          expect(lasting(answer.headers)).toEqual(lasting(fastify.headers));
          expect(answer.body.equals(fastify.body)).toBe(true);
        }
        expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      }
    },
  );

  it('a page whose ETag the browser sends is answered 304 without a body, as Fastify does', async () => {
    const first = await request('/');
    const etag = String(first.headers.etag);
    const hitsBefore = t.app.keptAnswers.hits;
    const revalidated = await request('/', { headers: { 'if-none-match': etag } });
    expect(t.app.keptAnswers.hits).toBe(hitsBefore + 1);
    const fastify = await fastifyAnswer('/', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(lasting(revalidated.headers)).toEqual(lasting(fastify.headers));
  });

  it('a change of content shows on the next request', async () => {
    const texts = async () =>
      (
        JSON.parse((await request('/api/admin/fetchBannerTexts')).body.toString()).texts as {
          text: string;
        }[]
      ).map((item) => item.text);
    await texts();
    expect(await texts()).not.toContain('Offices closed on Diwali');

    await t.database.db.insert(bannerTexts).values({ text: 'Offices closed on Diwali' });
    await t.app.contentVersion.move();
    expect(await texts()).toContain('Offices closed on Diwali');
    const page = async () => (await request('/')).body.toString();
    await page();
    expect(await page()).toContain('Offices closed on Diwali');
  });

  it('never answers a GET with what a POST read of the same address answered', async () => {
    const post = await request('/api/blog', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 2 }),
    });
    expect(post.status).toBe(200);
    const hitsBefore = t.app.keptAnswers.hits;
    const get = await request('/api/blog');
    expect(t.app.keptAnswers.hits).toBe(hitsBefore);
    expect(get.status).toBe((await fastifyAnswer('/api/blog')).status);
  });

  it('leaves to Fastify a page asked for with a query a link added, an account page, and a HEAD', async () => {
    const hitsBefore = t.app.keptAnswers.hits;
    for (let i = 0; i < 2; i++) {
      const tagged = await request('/?utm_source=newsletter');
      expect(tagged.status).toBe(200);
      const account = await request('/profile');
      expect(account.headers['cache-control']).toBe('private, no-store');
      const head = await request('/', { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
    }
    expect(t.app.keptAnswers.hits).toBe(hitsBefore);
  });

  it('does not keep a not-found page', async () => {
    const hitsBefore = t.app.keptAnswers.hits;
    for (let i = 0; i < 2; i++) {
      expect((await request('/no-such-page')).status).toBe(404);
      expect((await request('/api/blog/blog?blog=999999')).status).toBe(404);
    }
    expect(t.app.keptAnswers.hits).toBe(hitsBefore);
  });
});

describe('the access log of kept answers', () => {
  it('has one line per kept answer, at info, with its id, status and the client behind a trusted proxy', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line));
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' }),
      database,
      logger: { level: 'info', stream },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const logOrigin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const headers = { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'edge-7' };
      await fetch(`${logOrigin}/api/auth-providers`, { headers });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const fromFastify = lines.splice(0).find((line) => line.msg === 'request completed');
      const res = await fetch(`${logOrigin}/api/auth-providers`, { headers });
      expect(app.keptAnswers.hits).toBe(1);
      expect(res.headers.get('x-request-id')).toBe('edge-7');
      expect(lines).toEqual([
        expect.objectContaining({
          level: 30,
          msg: 'request completed',
          reqId: 'edge-7',
          kept: true,
          req: expect.objectContaining({
            method: 'GET',
            url: '/api/auth-providers',
            remoteAddress: '203.0.113.9',
          }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
      // Written by hand, it says what pino writes for a request Fastify answers, in that order.
      const { time: _t, responseTime: _r, kept: _k, req, ...rest } = lines[0]!;
      const { time: _t2, responseTime: _r2, req: fastifyReq, ...fastifyRest } = fromFastify!;
      expect(Object.keys(lines[0]!)).toEqual(Object.keys(fromFastify!).toSpliced(-1, 0, 'kept'));
      expect(rest).toEqual(fastifyRest);
      expect(Object.keys(req as object)).toEqual(Object.keys(fastifyReq as object));
      expect({ ...(req as object), remotePort: 0 }).toEqual({
        ...(fastifyReq as object),
        remotePort: 0,
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
