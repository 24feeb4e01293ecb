import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';

let t: TestApp;
let userToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const signUp = await new TestClient(t.app).signUp('not.an.admin@example.com', 'reader password');
  userToken = String(signUp.headers['set-auth-token']);
});
afterAll(() => t.close());

/** The admin calls anyone may make (decision 4's public reads, and sign-in itself). */
const PUBLIC_ADMIN_CALLS = [
  '/api/admin/authenticate',
  '/api/admin/fetchBannerTexts',
  '/api/admin/fetchSessionInfo',
  '/api/admin/fetchTestimonials',
  '/api/admin/getEvents',
  '/api/admin/getEvent',
  // A report's file: the single-use ticket of a link a guarded call minted is the proof.
  '/api/admin/reports/download',
];

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: method as 'GET',
    url: url.replace(/:(\w+)/g, 'some-$1'),
    headers: { 'content-type': 'application/json', ...headers },
    ...(method === 'GET' ? {} : { payload: '{}' }),
  });

describe('every route under the admin guard (routes/admin/admin-routes.ts)', () => {
  it('holds every admin call the API documents, except the public ones', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.keys(doc.paths).filter(
      (path) => path.startsWith('/api/admin/') && !PUBLIC_ADMIN_CALLS.includes(path),
    );
    const guarded = t.app.guardedAdminRoutes.map((route) => route.url);
    expect(documented.length).toBeGreaterThan(0);
    for (const path of documented) {
      expect(guarded, path).toContain(path.replace(/\{(\w+)\}/g, ':$1'));
    }
  });

  it('refuses a request without a token (401) and a non-admin token (403)', async () => {
    expect(t.app.guardedAdminRoutes.length).toBeGreaterThanOrEqual(3);
    for (const { method, url } of t.app.guardedAdminRoutes) {
      const anonymous = await request(method, url);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });

      const user = await request(method, url, { authorization: `Bearer ${userToken}` });
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      expect(user.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });
});
