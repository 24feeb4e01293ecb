import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RISK_ANSWER_VALUES, RISK_QUESTION_KEYS } from '../planners/risk-profile';
import {
  answersOf,
  firstUnanswered,
  ZRiskAnswersSchema,
  ZSaveRiskProfileRequestSchema,
} from './risk-profile';

const allMiddle = Object.fromEntries(RISK_QUESTION_KEYS.map((key) => [key, 625]));

describe('the risk answers', () => {
  it('accept 250, 625 and 938 for every question', () => {
    fc.assert(
      fc.property(
        fc.tuple(...RISK_QUESTION_KEYS.map(() => fc.constantFrom(...RISK_ANSWER_VALUES))),
        (values) => {
          const input = Object.fromEntries(RISK_QUESTION_KEYS.map((key, i) => [key, values[i]]));
          expect(ZRiskAnswersSchema.safeParse(input).success).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("say 'Please Select Option' for the first missing or impossible answer", () => {
    expect(firstUnanswered({})).toEqual({
      key: 'financialRisk',
      message: 'Please Select Option',
    });
    expect(firstUnanswered({ ...allMiddle, investMoney: undefined })).toEqual({
      key: 'investMoney',
      message: 'Please Select Option',
    });
    for (const bad of [0, 251, '625', null, 1000, 625.5]) {
      expect(firstUnanswered({ ...allMiddle, portfolios: bad }), String(bad)).toEqual({
        key: 'portfolios',
        message: 'Please Select Option',
      });
    }
    expect(firstUnanswered(allMiddle)).toBeNull();
  });

  it('take uid and resultScore beside the answers, and keep only the answers for the score', () => {
    const parsed = ZSaveRiskProfileRequestSchema.parse({
      ...allMiddle,
      uid: 'u1',
      resultScore: 99,
    });
    expect(answersOf(parsed)).toEqual(allMiddle);
    expect(
      ZSaveRiskProfileRequestSchema.safeParse({ ...allMiddle, resultScore: 'x' }).success,
    ).toBe(false);
  });
});
