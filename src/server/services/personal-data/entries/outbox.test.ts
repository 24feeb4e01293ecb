import { describe, expect, it } from 'vitest';
import { redactTokens } from './outbox';

describe('redactTokens', () => {
  it('removes the token of the reset link the site sends', () => {
    expect(
      redactTokens('Open http://localhost:3000/reset-password?token=abcDEF123_-xyz\n\nThanks'),
    ).toBe('Open http://localhost:3000/reset-password?token=[removed]\n\nThanks');
  });

  it("removes Better Auth's confirmation token and keeps the rest of the link", () => {
    expect(
      redactTokens(
        'https://arthashala.in/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.sig&callbackURL=%2Fprofile',
      ),
    ).toBe('https://arthashala.in/api/auth/verify-email?token=[removed]&callbackURL=%2Fprofile');
  });

  it("removes a token in Better Auth's reset path and one encoded inside another link", () => {
    expect(redactTokens('https://x.in/api/auth/reset-password/Tok3n?callbackURL=/reset')).toBe(
      'https://x.in/api/auth/reset-password/[removed]?callbackURL=/reset',
    );
    expect(redactTokens('https://x.in/go?next=%2Fverify%3Ftoken%3Dsecret123%26a%3Db')).toBe(
      'https://x.in/go?next=%2Fverify%3Ftoken%3D[removed]',
    );
  });

  it('leaves text without links as it is', () => {
    const text = 'Someone asked to reset the password. The link works once.';
    expect(redactTokens(text)).toBe(text);
  });
});
