import { describe, expect, it } from 'vitest';
import { areDefaultRates, DEFAULT_RATES, RETIREMENT_ASSUMPTIONS, ratesWith } from './assumptions';
import { PLANNER_RATE_MESSAGES, ZPlannerRatesSchema } from '../schemas/planner-rates';

describe('planner assumptions', () => {
  it("are the seeds' rates by default", () => {
    expect(DEFAULT_RATES).toEqual({
      inflation: 0.06,
      returns: { conservative: 0.08, moderate: 0.1, aggressive: 0.12 },
    });
    expect(RETIREMENT_ASSUMPTIONS.lifeExpectancy).toEqual({ male: 85, female: 90 });
    expect(areDefaultRates(ratesWith())).toBe(true);
  });

  it('keep the defaults for whatever a user did not change', () => {
    const rates = ratesWith({ returns: { moderate: 0.09 } });
    expect(rates).toEqual({
      inflation: 0.06,
      returns: { conservative: 0.08, moderate: 0.09, aggressive: 0.12 },
    });
    expect(areDefaultRates(rates)).toBe(false);
  });
});

describe('ZPlannerRatesSchema', () => {
  const valid = {
    inflation: 0.07,
    returns: { conservative: 0.02, moderate: 0.1, aggressive: 0.13 },
  };

  it('takes returns from 2% to 13% and inflation from 2% to 15%', () => {
    expect(ZPlannerRatesSchema.safeParse(valid).success).toBe(true);
    expect(ZPlannerRatesSchema.safeParse({ ...valid, inflation: 0.15 }).success).toBe(true);
  });

  it('says which rate is out of range', () => {
    const tooHigh = ZPlannerRatesSchema.safeParse({
      ...valid,
      returns: { ...valid.returns, aggressive: 0.14 },
    });
    expect(tooHigh.error?.issues[0]?.message).toBe(PLANNER_RATE_MESSAGES.returns);
    expect(PLANNER_RATE_MESSAGES.returns).toBe(
      'Expected returns should be between 2% and 13% a year',
    );
    const noInflation = ZPlannerRatesSchema.safeParse({ ...valid, inflation: 0.01 });
    expect(noInflation.error?.issues[0]?.message).toBe(PLANNER_RATE_MESSAGES.inflation);
  });

  it('refuses returns out of risk order, naming the first field out of order', () => {
    const wrong = ZPlannerRatesSchema.safeParse({
      ...valid,
      returns: { conservative: 0.13, moderate: 0.1, aggressive: 0.02 },
    });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'returns.moderate',
        'Expected returns rise with risk: debt, then asset allocation, then equity',
      ],
    ]);
    const equityLow = ZPlannerRatesSchema.safeParse({
      ...valid,
      returns: { conservative: 0.06, moderate: 0.1, aggressive: 0.08 },
    });
    expect(equityLow.error?.issues.map((i) => i.path.join('.'))).toEqual(['returns.aggressive']);
    // Equal rates are a pessimist's case, not an error.
    const flat = { ...valid, returns: { conservative: 0.08, moderate: 0.08, aggressive: 0.08 } };
    expect(ZPlannerRatesSchema.safeParse(flat).success).toBe(true);
  });
});
