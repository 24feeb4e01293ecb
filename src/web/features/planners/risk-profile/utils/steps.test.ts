import { describe, expect, it } from 'vitest';
import { RISK_QUESTIONS } from '../../../../../shared/planners/risk-profile-questions';
import { RISK_QUESTION_KEYS } from '../../../../../shared/planners/risk-profile';
import { completeAnswers, RESULT_STEP, stepView } from './steps';

describe('stepView', () => {
  it('shows the eight questions in the seeds’ order, then the result at step 8', () => {
    expect(RISK_QUESTIONS.map((q) => q.key)).toEqual([...RISK_QUESTION_KEYS]);
    for (let step = 0; step < 8; step++) {
      const view = stepView(step);
      expect(view.kind === 'question' && view.question.key).toBe(RISK_QUESTION_KEYS[step]);
      expect(view.kind === 'question' && view.last).toBe(step === 7);
    }
    expect(RESULT_STEP).toBe(8);
    expect(stepView(8)).toEqual({ kind: 'result' });
  });

  it("is 'unknown' for an impossible step", () => {
    for (const step of [-1, 9, 1.5, Number.NaN]) expect(stepView(step).kind).toBe('unknown');
  });
});

describe('the questions', () => {
  it('each offer a cautious, a middle and a bold answer, worth 250, 625 and 938', () => {
    for (const question of RISK_QUESTIONS) {
      expect(question.options.map((o) => o.value)).toEqual([250, 625, 938]);
      expect(new Set(question.options.map((o) => o.label)).size).toBe(3);
    }
    expect(RISK_QUESTIONS.filter((q) => q.capacity).map((q) => q.key)).toEqual([
      'financialContext',
      'investMoney',
    ]);
  });
});

describe('completeAnswers', () => {
  it('is null until all eight are there', () => {
    const some = { financialRisk: 250 as const };
    expect(completeAnswers(some)).toBeNull();
    const all = Object.fromEntries(RISK_QUESTION_KEYS.map((key) => [key, 625 as const]));
    expect(completeAnswers(all)).toEqual(all);
  });
});
