import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_KEYS,
  checkUp,
  FINANCIAL_HEALTH_STEPS,
  finalScore,
  firstUnanswered,
  HEALTH_BANDS,
  healthBand,
  isComplete,
  LETTERED_ANSWERS,
  MAX_SCORE,
  maxPoints,
  MIN_SCORE,
  POINTS_ANSWERS,
  POINTS_KEYS,
  RESULT_STEP,
  SUB_SCORE_AREAS,
  subScores,
  suggestions,
  type FinancialHealthAnswers,
  type LetteredKey,
  type PointsKey,
} from './financial-health';
import { answerLabel, FINANCIAL_HEALTH_QUESTIONS } from './financial-health-questions';

/** Every answer at its best (points at their maximum, letters at their first code). */
const best: FinancialHealthAnswers = {
  age: 'b',
  maritalStatus: 'b',
  work: 'a',
  income: 'c',
  finnacialDependency: 'a',
  percentSavingPoints: 4,
  percentAsidePoints: 1,
  investmentPoints: 1,
  taxLiabilityPoints: 1,
  investmentConfidentPoints: 3,
  spentEMIPoint: 3,
  loan: 'a',
  lifeInsurancePoint: 1,
  medicalInsurancePoint: 1,
  financialGoalsPoint: 1,
  financialPriority: 'd',
  manageMoneyPoint: 2,
  retire: 'c',
  financialAdvisorPoint: 1,
};

const worst: FinancialHealthAnswers = {
  ...best,
  percentSavingPoints: 1,
  percentAsidePoints: 0,
  investmentPoints: 0,
  taxLiabilityPoints: 0,
  investmentConfidentPoints: 0,
  spentEMIPoint: 0,
  lifeInsurancePoint: 0,
  medicalInsurancePoint: 0,
  financialGoalsPoint: 0,
  manageMoneyPoint: 0,
  financialAdvisorPoint: 0,
};

/** A typical check-up: saves 10–20%, no emergency fund, EMIs 21–30%, health cover but no life cover. */
const typical: FinancialHealthAnswers = {
  ...best,
  percentSavingPoints: 2,
  percentAsidePoints: 0,
  investmentPoints: 1,
  taxLiabilityPoints: 1,
  investmentConfidentPoints: 2,
  spentEMIPoint: 1,
  lifeInsurancePoint: 0,
  medicalInsurancePoint: 1,
  financialGoalsPoint: 1,
  manageMoneyPoint: 1,
  financialAdvisorPoint: 0,
};

const arbAnswers: fc.Arbitrary<FinancialHealthAnswers> = fc.record(
  Object.fromEntries([
    ...Object.entries(LETTERED_ANSWERS).map(([key, codes]) => [key, fc.constantFrom(...codes)]),
    ...Object.entries(POINTS_ANSWERS).map(([key, values]) => [key, fc.constantFrom(...values)]),
  ]) as { [K in keyof FinancialHealthAnswers]: fc.Arbitrary<FinancialHealthAnswers[K]> },
);
const runs = { numRuns: 1000 };
const areaOrder = SUB_SCORE_AREAS.map((a) => a.id);

describe('the steps', () => {
  it('ask the seeds’ questions in the seeds’ order, each once', () => {
    expect(FINANCIAL_HEALTH_STEPS.map((s) => [s.label, s.questions])).toEqual([
      ['About you', ['age', 'maritalStatus', 'work', 'income', 'finnacialDependency']],
      [
        'Savings & Investments',
        [
          'percentSavingPoints',
          'percentAsidePoints',
          'investmentPoints',
          'taxLiabilityPoints',
          'investmentConfidentPoints',
        ],
      ],
      [
        'Liabilities and Protections',
        ['spentEMIPoint', 'loan', 'lifeInsurancePoint', 'medicalInsurancePoint'],
      ],
      [
        'Financial Goals',
        [
          'financialGoalsPoint',
          'financialPriority',
          'manageMoneyPoint',
          'retire',
          'financialAdvisorPoint',
        ],
      ],
    ]);
    expect(new Set(ANSWER_KEYS).size).toBe(19);
    expect(RESULT_STEP).toBe(5);
  });

  it('keep the seeds’ codes and points', () => {
    expect(LETTERED_ANSWERS.work).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(LETTERED_ANSWERS.finnacialDependency).toEqual(['a', 'b']);
    expect(LETTERED_ANSWERS.loan).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(LETTERED_ANSWERS.financialPriority).toHaveLength(7);
    expect(POINTS_ANSWERS.percentSavingPoints).toEqual([1, 2, 3, 4]);
    expect(POINTS_ANSWERS.manageMoneyPoint).toEqual([0, 1, 2]);
    expect(POINTS_ANSWERS.spentEMIPoint).toEqual([0, 1, 2, 3]);
  });

  it('have words for every question and every code or point, nothing more', () => {
    for (const key of ANSWER_KEYS) {
      const question = FINANCIAL_HEALTH_QUESTIONS[key];
      expect(question.key).toBe(key);
      const values = question.options.map((o) => o.value);
      const allowed: readonly (string | number)[] =
        key in LETTERED_ANSWERS
          ? LETTERED_ANSWERS[key as LetteredKey]
          : POINTS_ANSWERS[key as PointsKey];
      expect([...values].sort(), key).toEqual([...allowed].sort());
    }
    expect(answerLabel('income', 'd')).toBe('More than ₹30 lakh');
    expect(answerLabel('spentEMIPoint', 0)).toBe('More than 30%');
    expect(answerLabel('spentEMIPoint', 3)).toBe('0% to 10%');
    expect(answerLabel('age', undefined)).toBe('');
  });

  it('name the first unanswered question of a step', () => {
    const [aboutYou] = FINANCIAL_HEALTH_STEPS;
    if (!aboutYou) throw new Error('no steps');
    expect(firstUnanswered(aboutYou, {})).toBe('age');
    expect(firstUnanswered(aboutYou, { age: 'a', work: 'a' })).toBe('maritalStatus');
    expect(firstUnanswered(aboutYou, best)).toBeNull();
    expect(isComplete(best)).toBe(true);
    expect(isComplete({ ...best, retire: undefined })).toBe(false);
  });
});

describe('worked cases', () => {
  it('every answer at its best: 19, the top band, no suggestion', () => {
    const result = checkUp(best);
    expect(result.finalScore).toBe(19);
    expect(result.band.id).toBe('aggressive');
    expect(result.subScores).toEqual({ save: 6, borrow: 3, protect: 2, plan: 8 });
    expect(result.suggestions).toEqual([]);
  });

  it('every answer at its lowest: 1, the first band, eleven suggestions', () => {
    const result = checkUp(worst);
    expect(result.finalScore).toBe(1);
    expect(result.band.id).toBe('conservative');
    expect(result.subScores).toEqual({ save: 1, borrow: 0, protect: 0, plan: 0 });
    expect(result.suggestions.map((s) => s.key)).toEqual([
      'lifeInsurancePoint',
      'medicalInsurancePoint',
      'spentEMIPoint',
      'percentSavingPoints',
      'percentAsidePoints',
      'investmentPoints',
      'investmentConfidentPoints',
      'manageMoneyPoint',
      'taxLiabilityPoints',
      'financialGoalsPoint',
      'financialAdvisorPoint',
    ]);
  });

  it('a typical check-up: 10, the first band, with the numbers that apply', () => {
    const result = checkUp(typical);
    // 2 + 0 + 1 (save) + 1 (borrow) + 0 + 1 (protect) + 1 + 2 + 1 + 1 + 0 (plan)
    expect(result.finalScore).toBe(10);
    expect(result.subScores).toEqual({ save: 3, borrow: 1, protect: 1, plan: 5 });
    expect(result.band.id).toBe('conservative');
    expect(result.suggestions.map((s) => [s.key, s.short])).toEqual([
      ['lifeInsurancePoint', 1],
      ['spentEMIPoint', 2],
      ['percentSavingPoints', 2],
      ['percentAsidePoints', 1],
      ['investmentConfidentPoints', 1],
      ['manageMoneyPoint', 1],
      ['financialAdvisorPoint', 1],
    ]);
    const texts = result.suggestions.map((s) => s.text);
    expect(texts[0]).toContain('at least 10 times your yearly income');
    expect(texts[1]).toContain('30% of your income');
    expect(texts[2]).toContain('at least 20% of your income');
    expect(texts[3]).toContain('3–6 months of expenses');
  });

  it('EMIs above 30% ask to bring them under 30% of income', () => {
    const [emi] = suggestions({ ...best, spentEMIPoint: 0 });
    expect(emi?.text).toMatch(/^Bring your EMIs under 30% of your income/);
    expect(emi?.short).toBe(3);
  });

  it('without dependants the life-cover tip says cover can wait, with dependants it asks for it', () => {
    const withDependants = suggestions({
      ...best,
      lifeInsurancePoint: 0,
      finnacialDependency: 'a',
    });
    expect(withDependants[0]?.text).toMatch(/^Take a term life cover of at least 10 times/);
    const alone = suggestions({ ...best, lifeInsurancePoint: 0, finnacialDependency: 'b' });
    expect(alone[0]?.key).toBe('lifeInsurancePoint');
    expect(alone[0]?.text).toMatch(
      /^Nobody depends on you for money today, so life cover can wait/,
    );
  });

  it('bands at 10 and 15', () => {
    expect([0, 1, 10, 11, 15, 16, 19].map((score) => healthBand(score).id)).toEqual([
      'conservative',
      'conservative',
      'conservative',
      'moderate',
      'moderate',
      'aggressive',
      'aggressive',
    ]);
    expect(HEALTH_BANDS.map((b) => [b.name, b.friendly])).toEqual([
      ['Conservative', 'Needs attention'],
      ['Moderate', 'On the right track'],
      ['Aggressive', 'In good shape'],
    ]);
  });
});

describe('properties over random complete check-ups', () => {
  it('the score is the sum of the points answers, from 1 to 19', () => {
    expect([MIN_SCORE, MAX_SCORE]).toEqual([1, 19]);
    fc.assert(
      fc.property(arbAnswers, (answers) => {
        const score = finalScore(answers);
        expect(score).toBe(POINTS_KEYS.reduce((sum, key) => sum + answers[key], 0));
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(19);
        expect(Number.isInteger(score)).toBe(true);
      }),
      runs,
    );
  });

  it('the lettered answers carry no points', () => {
    fc.assert(
      fc.property(arbAnswers, arbAnswers, (a, b) => {
        const mixed = { ...a };
        for (const key of Object.keys(LETTERED_ANSWERS) as LetteredKey[]) {
          (mixed as Record<string, unknown>)[key] = b[key];
        }
        // Only the words of the life-cover tip follow whether anyone depends on the user.
        const withoutWords = (answers: typeof a) => {
          const result = checkUp(answers);
          return { ...result, suggestions: result.suggestions.map(({ text: _t, ...s }) => s) };
        };
        expect(withoutWords(mixed)).toEqual(withoutWords(a));
      }),
      runs,
    );
  });

  it('the sub-scores add up to the score and stay within their maxima', () => {
    expect(SUB_SCORE_AREAS.map((a) => [a.id, a.max])).toEqual([
      ['protect', 2],
      ['borrow', 3],
      ['save', 6],
      ['plan', 8],
    ]);
    fc.assert(
      fc.property(arbAnswers, (answers) => {
        const sub = subScores(answers);
        expect(sub.save + sub.borrow + sub.protect + sub.plan).toBe(finalScore(answers));
        for (const a of SUB_SCORE_AREAS) {
          expect(sub[a.id]).toBeGreaterThanOrEqual(0);
          expect(sub[a.id]).toBeLessThanOrEqual(a.max);
        }
      }),
      runs,
    );
  });

  it('there is exactly one suggestion for each answer below its maximum', () => {
    fc.assert(
      fc.property(arbAnswers, (answers) => {
        const list = suggestions(answers);
        const below = POINTS_KEYS.filter((key) => answers[key] < maxPoints(key));
        expect(list.map((s) => s.key).sort()).toEqual([...below].sort());
        for (const s of list) {
          expect(s.short).toBe(maxPoints(s.key) - answers[s.key]);
          expect(s.text).toMatch(/^[A-Z].{30,}\.$/);
        }
      }),
      runs,
    );
  });

  it('suggestions come Protect, Borrow, Save, Plan, then the largest gap first', () => {
    fc.assert(
      fc.property(arbAnswers, (answers) => {
        const list = suggestions(answers);
        for (let k = 1; k < list.length; k++) {
          const [prev, next] = [list[k - 1], list[k]];
          if (!prev || !next) continue;
          const order = areaOrder.indexOf(prev.area) - areaOrder.indexOf(next.area);
          expect(order).toBeLessThanOrEqual(0);
          if (order === 0) expect(prev.short).toBeGreaterThanOrEqual(next.short);
        }
        for (const s of list) {
          expect(SUB_SCORE_AREAS.find((a) => a.id === s.area)?.keys).toContain(s.key);
        }
      }),
      runs,
    );
  });

  it('a better answer never lowers the score or the band', () => {
    fc.assert(
      fc.property(arbAnswers, fc.constantFrom(...POINTS_KEYS), (answers, key) => {
        if (answers[key] >= maxPoints(key)) return;
        const better = { ...answers, [key]: answers[key] + 1 } as FinancialHealthAnswers;
        const [before, after] = [checkUp(answers), checkUp(better)];
        expect(after.finalScore).toBe(before.finalScore + 1);
        expect(HEALTH_BANDS.indexOf(after.band)).toBeGreaterThanOrEqual(
          HEALTH_BANDS.indexOf(before.band),
        );
        expect(after.suggestions.length).toBeLessThanOrEqual(before.suggestions.length);
      }),
      runs,
    );
  });

  it('the band is monotone in the score and holds it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 19 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(HEALTH_BANDS.indexOf(healthBand(low))).toBeLessThanOrEqual(
          HEALTH_BANDS.indexOf(healthBand(high)),
        );
        const band = healthBand(a);
        expect(a).toBeGreaterThanOrEqual(band.min);
        expect(a).toBeLessThanOrEqual(band.max);
      }),
      runs,
    );
  });
});
