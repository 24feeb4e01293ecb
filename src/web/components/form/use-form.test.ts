import { describe, expect, it } from 'vitest';
import { ZChangePasswordRequestSchema } from '../../../shared/schemas/account';
import { ZMoneyMapInputSchema } from '../../../shared/schemas/money-map';
import { ApiError } from '../../lib/api-client';
import { firstProblem, placeFailure } from './use-form';

describe('placeFailure', () => {
  const errorFields = { WRONG_PASSWORD: 'currentPassword', WEAK_PASSWORD: 'newPassword' } as const;

  it('puts a code that concerns a field on that field, with the server’s sentence', () => {
    const weak = new ApiError(400, 'This password is too easy to guess.', 'WEAK_PASSWORD');
    expect(placeFailure(weak, errorFields)).toEqual({
      field: 'newPassword',
      message: 'This password is too easy to guess.',
      code: 'WEAK_PASSWORD',
    });
  });

  it('leaves any other code to the form’s alert, with its code', () => {
    const limited = new ApiError(429, 'Too many attempts.', 'RATE_LIMITED');
    expect(placeFailure(limited, errorFields)).toEqual({
      field: undefined,
      message: 'Too many attempts.',
      code: 'RATE_LIMITED',
    });
  });

  it('decides by code, not by the words of the message', () => {
    const worded = new ApiError(400, 'The current password is not correct', 'VALIDATION');
    expect(placeFailure(worded, errorFields).field).toBeUndefined();
  });

  it('never shows the text of something that is not an API answer', () => {
    expect(placeFailure(new TypeError('e.map is not a function'), errorFields)).toEqual({
      field: undefined,
      message: 'Something went wrong',
    });
  });
});

describe('firstProblem', () => {
  const passwordFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

  it('names the first field in the form’s order, with the shared schema’s message', () => {
    expect(
      firstProblem(
        ZChangePasswordRequestSchema,
        { currentPassword: '', newPassword: '', confirmPassword: 'x' },
        passwordFields,
      ),
    ).toEqual({
      problem: { field: 'currentPassword', message: 'Please enter your current password' },
    });
  });

  it('puts a rule over two fields on the field its path names', () => {
    expect(
      firstProblem(
        ZChangePasswordRequestSchema,
        { currentPassword: 'old', newPassword: 'a-new-password', confirmPassword: 'other' },
        passwordFields,
      ),
    ).toEqual({
      problem: { field: 'confirmPassword', message: 'Confirm password should match New password' },
    });
  });

  it('gives the checked data when there is no problem', () => {
    const input = { presentValue: 100000, goal: 'HOME', years: 10 };
    expect(
      firstProblem(ZMoneyMapInputSchema, input, ['presentValue', 'goal', 'years'] as const),
    ).toEqual({ data: input });
  });
});
