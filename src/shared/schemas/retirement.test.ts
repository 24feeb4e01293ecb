import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FINANCIAL_FIELDS,
  firstRetirementError,
  PERSONAL_FIELDS,
  RETIREMENT_MESSAGES as M,
  TRY_NEW_FIELDS,
  ZRetirementFinancialSchema,
  ZRetirementInputsSchema,
  ZRetirementPersonalSchema,
} from './retirement';
import { parseAmount } from '../format/amount';
import { AMOUNT_MESSAGES } from './amount';
import { ZSaveRetirementRequestSchema } from './retirement-api';

const personal = { age: 30, retirementAge: 60, gender: 'male', existingInvestment: 500000 };
const financial = {
  rentalIncome: 0,
  retiralBenefits: 1000000,
  pensionIncome: 0,
  presentMonthlyExpenses: 50000,
};
const all = { ...personal, ...financial };

describe('panel 1, Personal Information', () => {
  it('accepts valid inputs', () => {
    expect(ZRetirementPersonalSchema.parse(personal)).toEqual(personal);
    expect(firstRetirementError(PERSONAL_FIELDS, personal)).toBeNull();
  });

  it("reports the seeds' messages in order: the ages, then the existing investment", () => {
    expect(
      firstRetirementError(PERSONAL_FIELDS, { ...personal, age: 60, existingInvestment: -1 }),
    ).toEqual({ field: 'age', message: 'Age should be less than Retirement age' });
    expect(firstRetirementError(PERSONAL_FIELDS, { ...personal, age: 61 })).toEqual({
      field: 'age',
      message: 'Age should be less than Retirement age',
    });
    expect(firstRetirementError(PERSONAL_FIELDS, { ...personal, existingInvestment: -1 })).toEqual({
      field: 'existingInvestment',
      message: 'Existing Investment should be 0 or higher',
    });
  });

  it('reads an emptied existing investment as 0 (its help says "leave empty if none")', () => {
    const empty = { ...personal, existingInvestment: undefined };
    expect(firstRetirementError(PERSONAL_FIELDS, empty)).toBeNull();
    expect(ZRetirementPersonalSchema.parse(empty)).toEqual({ ...personal, existingInvestment: 0 });
  });

  it('keeps the ages to the sliders’ ranges, in whole years', () => {
    for (const age of [17, 66, 30.5, undefined, 'x']) {
      expect(firstRetirementError(PERSONAL_FIELDS, { ...personal, age })).toEqual({
        field: 'age',
        message: 'Age should be between 18 and 65',
      });
    }
    for (const retirementAge of [39, 81, 60.5]) {
      expect(firstRetirementError(PERSONAL_FIELDS, { ...personal, retirementAge })).toEqual({
        field: 'retirementAge',
        message: 'Retirement age should be between 40 and 80',
      });
    }
    expect(firstRetirementError(PERSONAL_FIELDS, { ...personal, gender: 'other' })?.field).toBe(
      'gender',
    );
  });

  it('says so for an amount that is not one, and names the upper limit', () => {
    expect(
      firstRetirementError(PERSONAL_FIELDS, { ...personal, existingInvestment: Number.NaN }),
    ).toEqual({
      field: 'existingInvestment',
      message: 'Please enter an amount, like 1,50,000 or 12 lakh',
    });
    expect(
      firstRetirementError(PERSONAL_FIELDS, { ...personal, existingInvestment: 10_000_000_001 })
        ?.message,
    ).toBe('Existing Investment should be at most ₹1,000 crore');
  });
});

describe('panel 2, Financial Information', () => {
  it("reports the seeds' four messages in their order", () => {
    const worst = {
      rentalIncome: -1,
      retiralBenefits: -1,
      pensionIncome: -1,
      presentMonthlyExpenses: 4999,
    };
    const expected = [
      'Rental Income should be 0 or higher',
      'Retiral Benefits should be 0 or higher',
      'Pension Income should be 0 or higher',
      'Present Monthly Expenses should be 5000 or higher',
    ];
    const seen: string[] = [];
    let input: Record<string, number> = { ...worst };
    for (const field of FINANCIAL_FIELDS) {
      const error = firstRetirementError(FINANCIAL_FIELDS, input);
      expect(error?.field).toBe(field);
      seen.push(error?.message ?? '');
      input = { ...input, [field]: financial[field] };
    }
    expect(seen).toEqual(expected);
    expect(firstRetirementError(FINANCIAL_FIELDS, input)).toBeNull();
  });

  it('reads an emptied optional amount as 0, an emptied monthly expense as below the minimum', () => {
    expect(firstRetirementError(FINANCIAL_FIELDS, {})).toEqual({
      field: 'presentMonthlyExpenses',
      message: M.presentMonthlyExpensesMin,
    });
    expect(
      ZRetirementFinancialSchema.parse({ presentMonthlyExpenses: 50000, rentalIncome: undefined }),
    ).toEqual({
      rentalIncome: 0,
      retiralBenefits: 0,
      pensionIncome: 0,
      presentMonthlyExpenses: 50000,
    });
    expect(
      firstRetirementError(FINANCIAL_FIELDS, { ...financial, presentMonthlyExpenses: undefined })
        ?.message,
    ).toBe(M.presentMonthlyExpensesMin);
    expect(ZRetirementFinancialSchema.safeParse(financial).success).toBe(true);
  });

  it('always names the first failing field', () => {
    const arbValue = fc.oneof(
      fc.integer({ min: -10, max: 10_000 }),
      fc.constant(undefined),
      fc.constant(Number.NaN),
    );
    fc.assert(
      fc.property(arbValue, arbValue, arbValue, arbValue, (a, b, c, d) => {
        const input = { rentalIncome: a, retiralBenefits: b, pensionIncome: c };
        const values = [a, b, c];
        const full = { ...input, presentMonthlyExpenses: d };
        const bad = values.findIndex(
          (v) => !(v === undefined || (typeof v === 'number' && v >= 0)),
        );
        const expensesBad = !(typeof d === 'number' && d >= 5000);
        const expected =
          bad >= 0 ? FINANCIAL_FIELDS[bad] : expensesBad ? 'presentMonthlyExpenses' : null;
        expect(firstRetirementError(FINANCIAL_FIELDS, full)?.field ?? null).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('amounts', () => {
  it('take rupees and paise in every field, and no more decimals', () => {
    const paise = { ...all, existingInvestment: 500000.5, presentMonthlyExpenses: 50000.25 };
    expect(ZRetirementInputsSchema.parse(paise)).toEqual(paise);
    expect(firstRetirementError(FINANCIAL_FIELDS, { ...financial, pensionIncome: 10.125 })).toEqual(
      { field: 'pensionIncome', message: 'Pension Income can have at most 2 decimals (paise)' },
    );
  });

  it('check what the form reads, in lakh and crore too', () => {
    const typed = (text: string) =>
      firstRetirementError(PERSONAL_FIELDS, { ...personal, existingInvestment: parseAmount(text) })
        ?.message ?? null;
    expect(typed('12 lakh')).toBeNull();
    expect(typed('1.5 crore')).toBeNull();
    expect(typed('')).toBeNull();
    expect(typed('-5,000')).toBe(M.existingInvestmentMin);
    expect(typed('12 lakhs of')).toBe(AMOUNT_MESSAGES.notAnAmount);
    expect(typed('5.005')).toBe(AMOUNT_MESSAGES.paise('Existing Investment'));
  });
});

describe('Try New', () => {
  it("says 'New Monthly Investment should be 0 or higher'", () => {
    for (const newMonthlyInvestment of [-1, undefined]) {
      expect(firstRetirementError(TRY_NEW_FIELDS, { newMonthlyInvestment })).toEqual({
        field: 'newMonthlyInvestment',
        message: 'New Monthly Investment should be 0 or higher',
      });
    }
    expect(firstRetirementError(TRY_NEW_FIELDS, { newMonthlyInvestment: 0 })).toBeNull();
  });
});

describe('the save payload', () => {
  it('takes the nine inputs, Try New’s being optional, and optional rates', () => {
    expect(ZRetirementInputsSchema.parse(all)).toEqual(all);
    expect(ZRetirementInputsSchema.parse({ ...all, newMonthlyInvestment: 46000 })).toEqual({
      ...all,
      newMonthlyInvestment: 46000,
    });
    const rates = {
      inflation: 0.07,
      returns: { conservative: 0.07, moderate: 0.09, aggressive: 0.13 },
    };
    expect(ZSaveRetirementRequestSchema.parse({ uid: 'u1', inputs: all, rates })).toEqual({
      uid: 'u1',
      inputs: all,
      rates,
    });
  });

  it('names only the first problem, in the seeds’ order across the panels', () => {
    const result = ZSaveRetirementRequestSchema.safeParse({
      inputs: { ...all, age: 65, retirementAge: 60, rentalIncome: -5, newMonthlyInvestment: -1 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([M.ageBeforeRetirement]);
    const second = ZSaveRetirementRequestSchema.safeParse({
      inputs: { ...all, pensionIncome: -5, newMonthlyInvestment: -1 },
    });
    expect(second.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['inputs', 'pensionIncome'], M.pensionIncomeMin],
    ]);
    const rates = ZSaveRetirementRequestSchema.safeParse({
      inputs: all,
      rates: { inflation: 0.06, returns: { conservative: 0.01, moderate: 0.1, aggressive: 0.12 } },
    });
    expect(rates.error?.issues[0]?.message).toBe(
      'Expected returns should be between 2% and 13% a year',
    );
  });

  it('drops fields it does not know, such as a figure sent by the browser', () => {
    const parsed = ZSaveRetirementRequestSchema.parse({
      inputs: { ...all, shortage: 1 },
      corpusNeeded: 5,
    });
    expect(parsed).toEqual({ inputs: all });
  });
});
