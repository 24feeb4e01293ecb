import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';

const profile = (email: string) => ({ name: 'Lan User', email, contact: '9876543210' });

describe('a default install (no PUBLIC_URL, not production) works at whatever address serves it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development', PUBLIC_URL: undefined });
  });
  afterAll(() => t.close());

  let serial = 0;
  for (const host of ['127.0.0.1:3000', 'localhost:3000', '[::1]:3000', '192.168.1.20:3000']) {
    it(`signs up, saves the profile and signs out at http://${host}`, async () => {
      serial += 1;
      const email = `origin${serial}@example.com`;
      const browser = new TestClient(t.app, { host, origin: `http://${host}` });
      expect((await browser.signUp(email, 'origin password')).statusCode).toBe(200);
      const saved = await browser.post('/api/user/updateProfile', profile(email));
      expect(saved.statusCode).toBe(200);
      const out = await browser.post('/api/auth/sign-out');
      expect(out.statusCode).toBe(200);
      expect(await browser.session()).toBeNull();
    });
  }

  it('still refuses a cookie-carrying write whose Origin is not the address it was sent to', async () => {
    const host = '192.168.1.20:3000';
    const browser = new TestClient(t.app, { host, origin: `http://${host}` });
    await browser.signUp('lan-victim@example.com', 'origin password');
    for (const origin of [
      'http://evil.example',
      'http://192.168.1.21:3000',
      'https://192.168.1.20:3000',
    ]) {
      const profileWrite = await browser.post(
        '/api/user/updateProfile',
        profile('lan-victim@example.com'),
        { origin },
      );
      expect(profileWrite.statusCode, origin).toBe(403);
      expect(profileWrite.json().code).toBe('INVALID_ORIGIN');
      const signOut = await browser.post('/api/auth/sign-out', {}, { origin });
      expect(signOut.statusCode, origin).toBe(403);
    }
    expect(await browser.session()).not.toBeNull();
  });
});

describe('in production only the configured origin is trusted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://arthashala.example' });
  });
  afterAll(() => t.close());

  it('works at PUBLIC_URL', async () => {
    const browser = new TestClient(t.app, {
      host: 'arthashala.example',
      origin: 'https://arthashala.example',
    });
    expect((await browser.signUp('prod-origin@example.com', 'origin password')).statusCode).toBe(
      200,
    );
    const saved = await browser.post('/api/user/updateProfile', profile('prod-origin@example.com'));
    expect(saved.statusCode).toBe(200);
  });

  it('refuses cookie-carrying writes from the address it happens to be reached at', async () => {
    const browser = new TestClient(t.app, {
      host: 'arthashala.example',
      origin: 'https://arthashala.example',
    });
    await browser.signUp('prod-lan@example.com', 'origin password');
    const lan = { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' };
    const profileWrite = await browser.post(
      '/api/user/updateProfile',
      profile('prod-lan@example.com'),
      lan,
    );
    expect(profileWrite.statusCode).toBe(403);
    expect(profileWrite.json().code).toBe('INVALID_ORIGIN');
    const signOut = await browser.post('/api/auth/sign-out', {}, lan);
    expect(signOut.statusCode).toBe(403);
    expect(signOut.json().code).toBe('INVALID_ORIGIN');
  });
});
