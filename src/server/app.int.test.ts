import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API envelope and its errors', () => {
  it('answers an unknown API route with 404 and the JSON envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      msg: 'Not found: GET /api/no-such-thing',
      code: 'NOT_FOUND',
    });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      msg: 'The request body is not valid JSON',
      code: 'VALIDATION',
    });
  });

  it('gives every answer a request id and strict security headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('puts the same security headers on answers, refusals and errors alike', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      // Refused before any route runs: a NUL in the path.
      await t.app.inject({ method: 'GET', url: '/api/health?q=%00' }),
      await t.app.inject({ method: 'GET', url: '/api/user/exportData' }),
      await t.app.inject({ method: 'GET', url: '/' }),
      // A path that is not even valid percent-encoding.
      await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([
      200,
      404,
      400,
      401,
      expect.any(Number),
      400,
    ]);
    expect(answers.at(-1)!.json()).toEqual({
      success: false,
      msg: 'The address is not valid',
      code: 'VALIDATION',
    });
    for (const res of answers) {
      expect(res.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
        'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
        'x-request-id': expect.any(String),
      });
      // HTTPS only in production.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('in production also insists on HTTPS', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
    });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await production.close();
    }
  });
});

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'ok', database: 'ok' });
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/admin/fetchBannerTexts']),
    );
  });
});
