import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSocketRequest, type SocketAnswer } from './testing/socket-request';
import { createTestApp, type TestApp } from './testing/test-app';

// A request that Node's HTTP parser cannot read never reaches Fastify's hooks or error handler:
// it is answered on the socket (errors.ts, clientErrorHandler), and must look like every other
// error answer all the same. Only a real socket can send one.
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => t.close());

/** What every answer carries (plugins/security-headers.ts). */
function expectSecurityHeaders(answer: SocketAnswer) {
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy']).toContain('camera=()');
  expect(answer.headers['x-request-id']).toBeTruthy();
}

describe('a request the HTTP parser cannot read', () => {
  it('a malformed request line is a 400 in the envelope, with the security headers', async () => {
    const answer = await rawSocketRequest(origin, 'GET /moneyMap HTTP/1.1 junk\r\nHost: x\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body.toString())).toEqual({
      success: false,
      msg: 'The request is not valid HTTP',
      code: 'BAD_REQUEST',
    });
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expectSecurityHeaders(answer);
  });

  it('a 20 KB header is a 431 in the envelope, with the security headers', async () => {
    const answer = await rawSocketRequest(
      origin,
      `GET /moneyMap HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body.toString())).toEqual({
      success: false,
      msg: 'The request headers are too large',
      code: 'HEADERS_TOO_LARGE',
    });
    expectSecurityHeaders(answer);
  });

  it('leaves the server answering the next request', async () => {
    const answer = await rawSocketRequest(
      origin,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});
