import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isGuessableSecret, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustedOrigins).toEqual(['http://localhost:3000', 'http://localhost:5173']);
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/arthashala' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db.internal:5432/arthashala',
    });
  });

  it('trusts only the public origin in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://arthashala.in/',
      BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
    });
    expect(config.trustedOrigins).toEqual(['https://arthashala.in']);
  });

  it('requires BETTER_AUTH_SECRET in production, and only there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /BETTER_AUTH_SECRET: required in production/,
    );
    const dev = loadConfig({ DATA_DIR: '/srv/site-data' });
    expect(dev.auth.secret).toBeUndefined();
    expect(dev.auth.secretFile).toBe(path.resolve('/srv/site-data/auth-secret'));
    expect(() => loadConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('offers a social provider only with both its client id and secret', () => {
    expect(loadConfig({}).auth.google).toBeUndefined();
    expect(loadConfig({}).auth.facebook).toBeUndefined();
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      FACEBOOK_CLIENT_ID: 'f-id',
      FACEBOOK_CLIENT_SECRET: 'f-secret',
    });
    expect(config.auth.google).toEqual({
      clientId: 'g-id',
      clientSecret: 'g-secret',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    });
    expect(config.auth.facebook).toEqual({ clientId: 'f-id', clientSecret: 'f-secret' });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'g-id' })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both/,
    );
  });

  it('trusts no proxy unless TRUST_PROXY names them, in production too', () => {
    const secret = { BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-chars' };
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).trustProxy).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '10.0.0.0/8, 192.168.1.2', ...secret })
        .trustProxy,
    ).toBe('10.0.0.0/8,192.168.1.2');
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'none', ...secret }).trustProxy).toBe(
      false,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'any proxy!' })).toThrow(/TRUST_PROXY must be/);
  });

  it('listens on the loopback interface only unless HOST says otherwise', () => {
    expect(loadConfig({}).hosts).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ HOST: '0.0.0.0' }).hosts).toEqual(['0.0.0.0']);
  });

  it('serves the API docs by default except in production, where API_DOCS=true turns them on', () => {
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
    };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS must be true or false/);
  });

  it('refuses a guessable BETTER_AUTH_SECRET in production: few characters or a repeated word', () => {
    for (const weak of [
      'a'.repeat(40),
      '0101010101010101010101010101010101',
      'passwordpasswordpasswordpassword',
      'secretsecretsecretsecretsecret12',
      '0123456789012345678901234567890123',
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: weak })).toThrow(
        /BETTER_AUTH_SECRET: too easy to guess/,
      );
    }
    // Development keeps working with whatever the developer set.
    expect(loadConfig({ BETTER_AUTH_SECRET: 'a'.repeat(40) }).auth.secret).toBe('a'.repeat(40));
  });

  it('accepts generated secrets in production', () => {
    for (let i = 0; i < 50; i++) {
      for (const secret of [
        randomBytes(32).toString('base64'),
        randomBytes(16).toString('hex'),
        randomBytes(32).toString('base64url'),
      ]) {
        expect(isGuessableSecret(secret), secret).toBe(false);
      }
    }
    expect(
      loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: randomBytes(32).toString('hex') })
        .auth.secret,
    ).toHaveLength(64);
  });

  it('sends mail over SMTP_URL when set, and reads MAIL_FROM', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Arthashala <no-reply@arthashala.in>',
      logMessages: true,
      wholeOutboxLinks: false,
    });
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Site <hello@example.com>',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      from: 'Site <hello@example.com>',
      logMessages: true,
      wholeOutboxLinks: false,
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must look like/);
  });

  it('shows kept links whole to admins only with OUTBOX_LINKS=whole', () => {
    expect(loadConfig({ OUTBOX_LINKS: 'whole' }).mail.wholeOutboxLinks).toBe(true);
    expect(loadConfig({ OUTBOX_LINKS: 'removed' }).mail.wholeOutboxLinks).toBe(false);
    expect(() => loadConfig({ OUTBOX_LINKS: 'all' })).toThrow(
      /OUTBOX_LINKS must be removed or whole/,
    );
  });

  it('writes kept mail to the log outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).mail.logMessages).toBe(true);
    const production = loadConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
    });
    expect(production.mail.logMessages).toBe(false);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL must start with postgres/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
  });
});
