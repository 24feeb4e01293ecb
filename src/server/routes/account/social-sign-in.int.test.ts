import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth_account, auth_user } from '../../db/schema/auth';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';

// Google sign-in runs through Better Auth's generic OpenID Connect client, configured from a
// discovery document (ADR 006). Here the discovery document, authorization, token and JWKS
// endpoints are those of a real local OpenID Connect provider (oauth2-mock-server): the whole
// redirect, code exchange (with PKCE), ID-token check (signature, issuer, audience, nonce) and
// account creation run as they do against Google.

const CLIENT_ID = 'arthashala-test-client';
const oidc = new OAuth2Server();
/** Who signs in at the provider next: the claims its ID token carries. */
let person = { sub: 'google-sub-1', email: 'social@example.com', name: 'Sita Menon' };
/** Set to make the provider sign ID tokens for another client. */
let foreignAudience: string | undefined;

let t: TestApp;
beforeAll(async () => {
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  oidc.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: person.sub,
      email: person.email,
      email_verified: true,
      name: person.name,
    });
    if (foreignAudience) token.payload.aud = foreignAudience;
  });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'test-client-secret',
    GOOGLE_DISCOVERY_URL: `${oidc.issuer.url}/.well-known/openid-configuration`,
  });
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

/** The browser's round trip: our sign-in → the provider → our callback → the page. */
async function signInWithGoogle(browser: TestClient) {
  const start = await browser.post('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: '/profile',
  });
  expect(start.statusCode).toBe(200);
  const authorizeUrl = new URL(start.json().url);
  expect(authorizeUrl.origin).toBe(oidc.issuer.url);
  expect(authorizeUrl.searchParams.get('client_id')).toBe(CLIENT_ID);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();

  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  expect(`${callback.origin}${callback.pathname}`).toBe(
    'http://localhost:3000/api/auth/callback/google',
  );

  const back = await browser.get(`${callback.pathname}${callback.search}`);
  expect(back.statusCode).toBe(302);
  expect(back.headers.location).toBe('/profile');
  return browser.session();
}

describe('sign-in with Google (OpenID Connect)', () => {
  it('is offered by GET /api/auth-providers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(res.json()).toEqual({ success: true, emailAndPassword: true, providers: ['google'] });
  });

  it('creates the account on the first sign-in and finds it on the second', async () => {
    const first = await signInWithGoogle(new TestClient(t.app));
    expect(first?.user).toMatchObject({
      email: 'social@example.com',
      name: 'Sita Menon',
      emailVerified: true,
    });
    const userId = String(first?.user.id);
    const accounts = await t.database.db
      .select()
      .from(auth_account)
      .where(eq(auth_account.userId, userId));
    expect(accounts).toEqual([
      expect.objectContaining({ providerId: 'google', accountId: 'google-sub-1', password: null }),
    ]);

    const second = await signInWithGoogle(new TestClient(t.app));
    expect(second?.user.id).toBe(userId);
    expect(
      await t.database.db.select().from(auth_user).where(eq(auth_user.email, 'social@example.com')),
    ).toHaveLength(1);
  });

  it('joins an e-mail account only once its address is confirmed', async () => {
    const browser = new TestClient(t.app);
    const signUp = await browser.signUp('both@example.com', 'both password');
    const userId = String(signUp.json().user.id);
    person = { sub: 'google-sub-4', email: 'both@example.com', name: 'Both Ways' };

    // Unconfirmed: whoever signed up might not own the address, so Google does not join it.
    const refused = new TestClient(t.app);
    const start = await refused.post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/profile',
    });
    const atProvider = await fetch(start.json().url, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    const res = await refused.get(`${callback.pathname}${callback.search}`);
    expect(res.headers.location).toMatch(/error=account_not_linked/);
    expect(await refused.session()).toBeNull();

    await t.database.db
      .update(auth_user)
      .set({ emailVerified: true })
      .where(eq(auth_user.id, userId));
    const joined = await signInWithGoogle(new TestClient(t.app));
    expect(joined?.user.id).toBe(userId);
    const providers = await t.database.db
      .select({ providerId: auth_account.providerId })
      .from(auth_account)
      .where(eq(auth_account.userId, userId));
    expect(providers.map((p) => p.providerId).sort()).toEqual(['credential', 'google']);
  });

  it('lets an account without a password be deleted by typing DELETE', async () => {
    person = { sub: 'google-sub-2', email: 'nopassword@example.com', name: 'Arjun Das' };
    const browser = new TestClient(t.app);
    const session = await signInWithGoogle(browser);
    const asked = await browser.post('/api/user/deleteAccount', { confirm: 'delete me' });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().msg).toBe('The confirmation does not match. Nothing was deleted.');
    const res = await browser.post('/api/user/deleteAccount', { confirm: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(auth_user)
        .where(eq(auth_user.id, String(session?.user.id))),
    ).toEqual([]);
  });

  it('refuses an ID token issued to another client', async () => {
    person = { sub: 'google-sub-3', email: 'forged@example.com', name: 'Forged' };
    foreignAudience = 'some-other-client';
    try {
      const browser = new TestClient(t.app);
      const start = await browser.post('/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/profile',
      });
      const atProvider = await fetch(start.json().url, { redirect: 'manual' });
      const callback = new URL(atProvider.headers.get('location')!);
      const res = await browser.get(`${callback.pathname}${callback.search}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/error=/);
      expect(await browser.session()).toBeNull();
      expect(
        await t.database.db
          .select()
          .from(auth_user)
          .where(eq(auth_user.email, 'forged@example.com')),
      ).toEqual([]);
    } finally {
      foreignAudience = undefined;
    }
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const start = await new TestClient(t.app).post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/profile',
    });
    const atProvider = await fetch(start.json().url, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    const stranger = new TestClient(t.app);
    const res = await stranger.get(`${callback.pathname}${callback.search}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/error=/);
    expect(await stranger.session()).toBeNull();
  });
});

describe('sign-in with Facebook', () => {
  it('is offered only when configured, and starts at Facebook with our client id', async () => {
    const withFacebook = await createTestApp({
      FACEBOOK_CLIENT_ID: 'fb-client',
      FACEBOOK_CLIENT_SECRET: 'fb-secret',
    });
    try {
      const providers = await withFacebook.app.inject({
        method: 'GET',
        url: '/api/auth-providers',
      });
      expect(providers.json().providers).toEqual(['facebook']);
      const start = await new TestClient(withFacebook.app).post('/api/auth/sign-in/social', {
        provider: 'facebook',
        callbackURL: '/profile',
      });
      expect(start.statusCode).toBe(200);
      const url = new URL(start.json().url);
      expect(url.hostname).toBe('www.facebook.com');
      expect(url.searchParams.get('client_id')).toBe('fb-client');
      expect(url.searchParams.get('redirect_uri')).toBe(
        'http://localhost:3000/api/auth/callback/facebook',
      );
      const google = await new TestClient(withFacebook.app).post('/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/profile',
      });
      expect(google.statusCode).toBe(404);
    } finally {
      await withFacebook.close();
    }
  });
});
