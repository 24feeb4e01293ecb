import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_KEYS,
  FINANCIAL_HEALTH_STEPS,
  type FinancialHealthAnswers,
  type PartialAnswers,
} from '../planners/financial-health';
import {
  answersOf,
  FINANCIAL_HEALTH_MESSAGES,
  firstCheckUpError,
  firstStepError,
  ZFinancialHealthInputsSchema,
  ZSaveFinancialHealthRequestSchema,
} from './financial-health';

const complete: FinancialHealthAnswers = {
  age: 'a',
  maritalStatus: 'a',
  work: 'e',
  income: 'd',
  finnacialDependency: 'b',
  percentSavingPoints: 3,
  percentAsidePoints: 1,
  investmentPoints: 0,
  taxLiabilityPoints: 1,
  investmentConfidentPoints: 2,
  spentEMIPoint: 0,
  loan: 'f',
  lifeInsurancePoint: 1,
  medicalInsurancePoint: 0,
  financialGoalsPoint: 1,
  financialPriority: 'g',
  manageMoneyPoint: 2,
  retire: 'd',
  financialAdvisorPoint: 0,
};

const step = (n: number) => {
  const s = FINANCIAL_HEALTH_STEPS[n];
  if (!s) throw new Error(`no step ${n}`);
  return s;
};

describe('each step’s messages', () => {
  it('are the seeds’ words, in the seeds’ order', () => {
    const order = FINANCIAL_HEALTH_STEPS.map((s) =>
      s.questions.map((key) => FINANCIAL_HEALTH_MESSAGES[key]),
    );
    expect(order).toEqual([
      [
        'Age is not selected',
        'Marital Status is not selected',
        'About work is not selected',
        'Annual Income is not selected',
        'Financial dependency not selected',
      ],
      [
        'Income Saving not selected',
        'Savings for financial emergency not selected',
        'Investment in Stock not selected',
        'Tax liability not selected',
        'Investment Confident not selected',
      ],
      [
        'Spent on EMI not selected',
        'Loan option not selected',
        'Life Insurance is not selected',
        'Medical Insurance is not selected',
      ],
      [
        'Financial Goal not selected',
        'Financial Goal priority not selected',
        'Manage Money for living not selected',
        'Retire Option not selected',
        'Financial Advisor option not selected',
      ],
    ]);
  });

  it('name the first unanswered question, whatever else is answered', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (n, present) => {
          const s = step(n);
          const answers: PartialAnswers = {};
          s.questions.forEach((key, k) => {
            if (present[k]) Object.assign(answers, { [key]: complete[key] });
          });
          const missing = s.questions.find((_, k) => !present[k]);
          const error = firstStepError(s, answers);
          expect(error?.field ?? null).toBe(missing ?? null);
          if (missing) expect(error?.message).toBe(FINANCIAL_HEALTH_MESSAGES[missing]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuse a code or point that is not one of the question’s', () => {
    expect(firstStepError(step(0), { ...complete, work: 'f' as never })).toEqual({
      field: 'work',
      message: 'About work is not selected',
    });
    expect(firstStepError(step(1), { ...complete, percentSavingPoints: 0 as never })?.field).toBe(
      'percentSavingPoints',
    );
    expect(firstStepError(step(1), { ...complete, investmentPoints: '1' as never })?.field).toBe(
      'investmentPoints',
    );
    expect(firstStepError(step(2), { ...complete, spentEMIPoint: 4 as never })?.message).toBe(
      'Spent on EMI not selected',
    );
    for (let n = 0; n < 4; n++) expect(firstStepError(step(n), complete)).toBeNull();
  });
});

describe('the whole check-up', () => {
  it('is valid with every answer, and keeps activeStep', () => {
    expect(firstCheckUpError(complete)).toBeNull();
    expect(ZFinancialHealthInputsSchema.parse({ ...complete, activeStep: 5, extra: 1 })).toEqual({
      ...complete,
      activeStep: 5,
    });
    expect(answersOf({ ...complete, activeStep: 4 })).toEqual(complete);
  });

  it('reports the first missing answer across steps', () => {
    for (const key of ANSWER_KEYS) {
      const answers: Record<string, unknown> = { ...complete };
      delete answers[key];
      expect(firstCheckUpError(answers)).toEqual({
        field: key,
        message: FINANCIAL_HEALTH_MESSAGES[key],
      });
    }
    expect(firstCheckUpError({})?.message).toBe('Age is not selected');
  });

  it('refuses a step outside 0 to 5', () => {
    for (const activeStep of [-1, 6, 1.5, '2']) {
      expect(ZFinancialHealthInputsSchema.safeParse({ ...complete, activeStep }).success).toBe(
        false,
      );
    }
  });
});

describe('the save payload', () => {
  it('takes inputs, a score it will not trust, and the user id', () => {
    const parsed = ZSaveFinancialHealthRequestSchema.parse({
      inputs: { ...complete, activeStep: 5 },
      finalScore: 999,
      userId: 'abc',
    });
    expect(parsed.inputs).toEqual({ ...complete, activeStep: 5 });
  });

  it('names the first problem of the inputs first', () => {
    const result = ZSaveFinancialHealthRequestSchema.safeParse({
      inputs: { ...complete, maritalStatus: undefined, retire: 'z' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Marital Status is not selected');
  });
});
