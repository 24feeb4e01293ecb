import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const production = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
};

describe('the API docs at /api/docs', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('are not served in production unless API_DOCS=true', async () => {
    t = await createTestApp(production);
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('are served in production when API_DOCS=true', async () => {
    t = await createTestApp({ ...production, API_DOCS: 'true' });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('are served by default outside production', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
