import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../format/amount';
import { MONEY_MAP_GOALS } from '../planners/money-map';
import { AMOUNT_MESSAGES } from './amount';
import {
  firstMoneyMapError,
  MONEY_MAP_MESSAGES as M,
  parseMoneyMapInput,
  ZMoneyMapInputSchema,
} from './money-map';

const valid = { presentValue: 100000, goal: 'HOME', years: 10 };

describe('ZMoneyMapInputSchema', () => {
  it('accepts valid inputs', () => {
    expect(ZMoneyMapInputSchema.parse(valid)).toEqual(valid);
    expect(ZMoneyMapInputSchema.parse({ presentValue: 1, goal: 'OTHER', years: 50 })).toBeTruthy();
    expect(
      ZMoneyMapInputSchema.parse({ presentValue: 10_000_000_000, goal: 'HEALTH', years: 1 }),
    ).toBeTruthy();
  });

  it('accepts every goal', () => {
    for (const goal of MONEY_MAP_GOALS) {
      expect(ZMoneyMapInputSchema.safeParse({ ...valid, goal }).success).toBe(true);
    }
  });
});

describe('firstMoneyMapError', () => {
  it('is null for valid inputs', () => {
    expect(firstMoneyMapError(valid)).toBeNull();
  });

  it('reports the seeds’ messages in order: present value, goal, years', () => {
    expect(firstMoneyMapError({})).toEqual({ field: 'presentValue', message: M.presentValueMin });
    expect(firstMoneyMapError({ presentValue: 0, goal: '', years: 0 })).toEqual({
      field: 'presentValue',
      message: 'Present value should be greater than 0',
    });
    expect(firstMoneyMapError({ presentValue: 5000, goal: '', years: 0 })).toEqual({
      field: 'goal',
      message: 'Please select a goal',
    });
    expect(firstMoneyMapError({ presentValue: 5000, goal: 'HOME', years: 0 })).toEqual({
      field: 'years',
      message: 'No. of years should be greater than 0',
    });
  });

  it('treats a missing number as too small, as the seeds do', () => {
    for (const presentValue of [undefined, -5, 0, 0.5]) {
      expect(firstMoneyMapError({ ...valid, presentValue })?.message).toBe(M.presentValueMin);
    }
    for (const years of [undefined, 0, -1, 0.5]) {
      expect(firstMoneyMapError({ ...valid, years })?.message).toBe(M.yearsMin);
    }
    for (const goal of [undefined, '', 'home', 'RETIREMENT', 3]) {
      expect(firstMoneyMapError({ ...valid, goal })?.message).toBe(M.goal);
    }
  });

  it('says what it reads for a value that is not one: an amount, a number of years', () => {
    for (const presentValue of [Number.NaN, 'abc', '', null, Infinity]) {
      expect(firstMoneyMapError({ ...valid, presentValue })).toEqual({
        field: 'presentValue',
        message: 'Please enter an amount, like 1,50,000 or 12 lakh',
      });
    }
    for (const years of [Number.NaN, 'ten', '10', -Infinity]) {
      expect(firstMoneyMapError({ ...valid, years })).toEqual({
        field: 'years',
        message: 'Please enter a number',
      });
    }
  });

  it('has clear messages for the upper bounds, paise and whole years', () => {
    expect(firstMoneyMapError({ ...valid, presentValue: 10_000_000_001 })?.message).toBe(
      'Present value should be at most ₹1,000 crore',
    );
    expect(firstMoneyMapError({ ...valid, presentValue: 1500.125 })?.message).toBe(
      'Present value can have at most 2 decimals (paise)',
    );
    expect(firstMoneyMapError({ ...valid, years: 51 })?.message).toBe(
      'No. of years should be 50 or fewer',
    );
    expect(firstMoneyMapError({ ...valid, years: 2.5 })?.message).toBe(M.yearsWhole);
  });

  it('copes with input that is not an object', () => {
    expect(firstMoneyMapError(null)?.field).toBe('presentValue');
    expect(firstMoneyMapError('x')?.field).toBe('presentValue');
  });

  it('always names the first failing field', () => {
    const arbValue = fc.oneof(
      fc.integer({ min: -10, max: 100 }),
      fc.constant(undefined),
      fc.constant(Number.NaN),
    );
    fc.assert(
      fc.property(arbValue, fc.constantFrom('', 'HOME', 'bad'), arbValue, (pv, goal, years) => {
        const error = firstMoneyMapError({ presentValue: pv, goal, years });
        const pvBad = !(typeof pv === 'number' && pv >= 1);
        const goalBad = goal !== 'HOME';
        const yearsBad = !(typeof years === 'number' && years >= 1 && years <= 50);
        const expected = pvBad ? 'presentValue' : goalBad ? 'goal' : yearsBad ? 'years' : null;
        expect(error?.field ?? null).toBe(expected);
      }),
    );
  });

  it('takes rupees and paise, as the retirement planner does', () => {
    for (const presentValue of [1500.5, 1500.05, 99_99_99_999.99]) {
      expect(firstMoneyMapError({ ...valid, presentValue })).toBeNull();
    }
    fc.assert(
      // Below the ₹1,000 crore cap even with the extra thousandth, so only the paise are wrong.
      fc.property(fc.integer({ min: 100, max: 1e12 - 1 }), (paise) => {
        expect(firstMoneyMapError({ ...valid, presentValue: paise / 100 })).toBeNull();
        expect(firstMoneyMapError({ ...valid, presentValue: paise / 100 + 0.001 })?.message).toBe(
          AMOUNT_MESSAGES.paise('Present value'),
        );
      }),
    );
  });

  it('checks what the form reads: lakh and crore taken, the seeds’ message for an empty field', () => {
    const typed = (text: string) =>
      firstMoneyMapError({ ...valid, presentValue: parseAmount(text) })?.message ?? null;
    expect(typed('12 lakh')).toBeNull();
    expect(typed('1.5 crore')).toBeNull();
    expect(typed('₹ 1,50,000.50')).toBeNull();
    expect(typed('')).toBe(M.presentValueMin);
    expect(typed('-5,000')).toBe(M.presentValueMin);
    expect(typed('12 lakhs of')).toBe(AMOUNT_MESSAGES.notAnAmount);
    expect(typed('1,500.505')).toBe(AMOUNT_MESSAGES.paise('Present value'));
  });

  it('parses to typed data', () => {
    const result = parseMoneyMapInput(valid);
    expect(result).toEqual({ success: true, data: valid });
  });
});
