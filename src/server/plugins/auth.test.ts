import { BASE_ERROR_CODES } from '@better-auth/core/error';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { assertOwnIds, friendlyAuthMessage, siteErrorCode } from './auth';

const requestOf = (userId: string | null) =>
  ({ currentUser: userId ? { id: userId } : null }) as unknown as FastifyRequest;

describe('assertOwnIds (decision 3)', () => {
  it('lets a body name nobody, or the signed-in user', () => {
    const request = requestOf('user-1');
    expect(() => assertOwnIds(request, {})).not.toThrow();
    expect(() => assertOwnIds(request, { uid: 'user-1', userId: 'user-1' })).not.toThrow();
    expect(() => assertOwnIds(request, { id: 'user-1', presentValue: 5 })).not.toThrow();
    expect(() => assertOwnIds(request, undefined)).not.toThrow();
  });

  it('refuses with 403 a body that names someone else', () => {
    const request = requestOf('user-1');
    for (const body of [{ uid: 'user-2' }, { userId: 'user-2' }, { id: 'user-2' }, { uid: 7 }]) {
      try {
        assertOwnIds(request, body);
        expect.unreachable(JSON.stringify(body));
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).statusCode).toBe(403);
        expect((error as AppError).message).toBe('You can only read and save your own data');
      }
    }
  });

  it('answers 401 when nobody is signed in', () => {
    expect(() => assertOwnIds(requestOf(null), { uid: 'x' })).toThrow(
      expect.objectContaining({ statusCode: 401 }),
    );
  });
});

describe("friendlyAuthMessage: Better Auth's failures in the site's words", () => {
  it('names the rate limit, password rules and a spent reset link plainly', () => {
    expect(
      friendlyAuthMessage(429, undefined, 'Too many requests.', '/api/auth/sign-in/email'),
    ).toBe('Too many attempts. Please wait a minute and try again.');
    expect(friendlyAuthMessage(400, 'PASSWORD_TOO_SHORT', 'Password too short', '/x')).toBe(
      'Password should be at least 8 characters',
    );
    expect(
      friendlyAuthMessage(400, 'INVALID_TOKEN', 'Invalid token', '/api/auth/reset-password'),
    ).toBe('This reset link has expired or has already been used. Please ask for a new one.');
    expect(
      friendlyAuthMessage(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', '/x'),
    ).toBe('Invalid email or password');
  });
});

describe("Better Auth's raw messages never reach users", () => {
  it("words every one of its error codes in the site's own sentence, at any status", () => {
    for (const { code, message } of Object.values(BASE_ERROR_CODES)) {
      for (const status of [400, 401, 403, 404, 422, 500]) {
        const said = friendlyAuthMessage(status, code, message, '/api/auth/anything');
        if (code !== 'INVALID_EMAIL_OR_PASSWORD') expect(said, code).not.toBe(message);
        expect(said, code).not.toMatch(/User already exists|Invalid origin|Failed to|callbackURL/);
      }
    }
  });

  it("answers a taken address with decision 28's sentence and code", () => {
    for (const code of ['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']) {
      expect(
        friendlyAuthMessage(422, code, 'User already exists.', '/api/auth/sign-up/email'),
      ).toBe('An account with this e-mail already exists. Sign in, or reset your password.');
      expect(siteErrorCode(422, code)).toBe('EMAIL_TAKEN');
    }
  });

  it("passes on the site's own refusals (a site code), and hides unknown library text", () => {
    expect(
      friendlyAuthMessage(400, 'WEAK_PASSWORD', 'This password is too easy to guess.', '/x'),
    ).toBe('This password is too easy to guess.');
    expect(siteErrorCode(400, 'WEAK_PASSWORD')).toBe('WEAK_PASSWORD');
    expect(friendlyAuthMessage(400, 'SOME_NEW_CODE', 'Some library detail', '/x')).toBe(
      'Please check what you entered and try again',
    );
    expect(friendlyAuthMessage(500, undefined, 'stack detail', '/x')).toBe('Something went wrong');
  });
});
