import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandRank,
  capacityBand,
  formatRiskScore,
  HYPOTHETICAL_PORTFOLIOS,
  mixFor,
  profileRisk,
  RISK_ANSWER_VALUES,
  RISK_BANDS,
  RISK_QUESTION_KEYS,
  RISK_SCORE_RANGE,
  riskBand,
  riskScore,
  type RiskAnswers,
  type RiskAnswerValue,
} from './risk-profile';

const all = (value: RiskAnswerValue): RiskAnswers =>
  Object.fromEntries(RISK_QUESTION_KEYS.map((key) => [key, value])) as RiskAnswers;

const arbAnswer = fc.constantFrom(...RISK_ANSWER_VALUES);
const arbAnswers: fc.Arbitrary<RiskAnswers> = fc.record(
  Object.fromEntries(RISK_QUESTION_KEYS.map((key) => [key, arbAnswer])) as Record<
    keyof RiskAnswers,
    fc.Arbitrary<RiskAnswerValue>
  >,
);
const runs = { numRuns: 1000 };

describe('the questions', () => {
  it("are the seeds' eight keys, in the seeds' order and spelling", () => {
    expect(RISK_QUESTION_KEYS).toEqual([
      'financialRisk',
      'financialContext',
      'financialDecision',
      'investmentReturn',
      'investmentPerfomance',
      'investMoney',
      'hypotheticalInvestment',
      'portfolios',
    ]);
    expect(RISK_ANSWER_VALUES).toEqual([250, 625, 938]);
  });
});

describe('riskScore', () => {
  it('is the sum of the answers over 100: 20.00 all cautious, 50.00 all middle, 75.04 all bold', () => {
    expect(riskScore(all(250))).toBe(20);
    expect(riskScore(all(625))).toBe(50);
    expect(riskScore(all(938))).toBe(75.04);
    expect(RISK_SCORE_RANGE).toEqual({ min: 20, max: 75.04 });
    expect(formatRiskScore(riskScore(all(250)))).toBe('20.00');
    // One bold answer among cautious ones: (7 × 250 + 938) / 100.
    expect(riskScore({ ...all(250), portfolios: 938 })).toBe(26.88);
  });

  it('stays within 20.00 and 75.04, and is the sum over 100 to the cent', () => {
    fc.assert(
      fc.property(arbAnswers, (answers) => {
        const score = riskScore(answers);
        expect(score).toBeGreaterThanOrEqual(RISK_SCORE_RANGE.min);
        expect(score).toBeLessThanOrEqual(RISK_SCORE_RANGE.max);
        const sum = Object.values(answers).reduce((a, b) => a + b, 0);
        expect(Math.round(score * 100)).toBe(sum);
      }),
      runs,
    );
  });

  it('never falls when an answer is made bolder', () => {
    fc.assert(
      fc.property(arbAnswers, fc.constantFrom(...RISK_QUESTION_KEYS), (answers, key) => {
        const index = RISK_ANSWER_VALUES.indexOf(answers[key]);
        const bolder = RISK_ANSWER_VALUES[Math.min(index + 1, 2)] ?? answers[key];
        expect(riskScore({ ...answers, [key]: bolder })).toBeGreaterThanOrEqual(riskScore(answers));
      }),
      runs,
    );
  });
});

describe('riskBand', () => {
  it('puts 40 in conservative and 70 in moderate (not in the top band, decision 13)', () => {
    expect(riskBand(20)).toBe('conservative');
    expect(riskBand(40)).toBe('conservative');
    expect(riskBand(40.01)).toBe('moderate');
    expect(riskBand(70)).toBe('moderate');
    expect(riskBand(70.01)).toBe('aggressive');
    expect(riskBand(75.04)).toBe('aggressive');
  });

  it('bands the all-cautious answers conservative and the all-bold aggressive', () => {
    expect(profileRisk(all(250)).band).toBe('conservative');
    expect(profileRisk(all(625)).band).toBe('moderate');
    expect(profileRisk(all(938)).band).toBe('aggressive');
  });

  it('never goes down as the score goes up', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(bandRank(riskBand(high))).toBeGreaterThanOrEqual(bandRank(riskBand(low)));
        },
      ),
      runs,
    );
  });

  it('agrees with the bounds for every reachable score', () => {
    fc.assert(
      fc.property(arbAnswers, (answers) => {
        const score = riskScore(answers);
        const expected = score <= 40 ? 'conservative' : score <= 70 ? 'moderate' : 'aggressive';
        expect(riskBand(score)).toBe(expected);
      }),
      runs,
    );
  });
});

describe('capacityBand', () => {
  it('is the band of the more cautious of the two capacity answers', () => {
    expect(capacityBand({ ...all(938), financialContext: 250 })).toBe('conservative');
    expect(capacityBand({ ...all(938), investMoney: 625 })).toBe('moderate');
    expect(capacityBand(all(938))).toBe('aggressive');
    // The other six questions do not count.
    expect(capacityBand({ ...all(250), financialContext: 938, investMoney: 938 })).toBe(
      'aggressive',
    );
  });

  it('is never above the more cautious capacity answer, and equals it', () => {
    fc.assert(
      fc.property(arbAnswers, (answers) => {
        const rank = bandRank(capacityBand(answers));
        const cautious = Math.min(answers.financialContext, answers.investMoney);
        expect(rank).toBeLessThanOrEqual(RISK_ANSWER_VALUES.indexOf(answers.financialContext));
        expect(rank).toBeLessThanOrEqual(RISK_ANSWER_VALUES.indexOf(answers.investMoney));
        expect(rank).toBe(RISK_ANSWER_VALUES.indexOf(cautious as RiskAnswerValue));
      }),
      runs,
    );
  });

  it('is noted, with its own mix, exactly when it is below the score band', () => {
    fc.assert(
      fc.property(arbAnswers, (answers) => {
        const profile = profileRisk(answers);
        expect(profile.band).toBe(riskBand(profile.score));
        const lower = bandRank(profile.capacityBand) < bandRank(profile.band);
        expect(profile.capacityIsLower).toBe(lower);
        expect(profile.capacityMix).toEqual(lower ? mixFor(profile.capacityBand) : null);
        expect(profile.mix).toEqual(mixFor(profile.band));
      }),
      runs,
    );
  });
});

describe('the suggested mix', () => {
  it('is 70/30, 50/50 and 30/70 debt/equity, with the matching row of question 7', () => {
    expect(RISK_BANDS.map((band) => [mixFor(band).debt, mixFor(band).equity])).toEqual([
      [70, 30],
      [50, 50],
      [30, 70],
    ]);
    expect(mixFor('conservative').years).toEqual({ average: 0.09, best: 0.12, worst: -0.07 });
    expect(mixFor('moderate').years).toEqual({ average: 0.12, best: 0.25, worst: -0.14 });
    expect(mixFor('aggressive').years).toEqual({ average: 0.15, best: 0.4, worst: -0.25 });
  });

  it("keeps the seeds' table of question 7 exactly", () => {
    expect(
      HYPOTHETICAL_PORTFOLIOS.map(({ average, best, worst }) => [average, best, worst]),
    ).toEqual([
      [0.09, 0.12, -0.07],
      [0.12, 0.25, -0.14],
      [0.15, 0.4, -0.25],
    ]);
    expect(HYPOTHETICAL_PORTFOLIOS.map((row) => row.answer)).toEqual([...RISK_ANSWER_VALUES]);
  });

  it('adds up to 100, and more equity means a better best year and a worse worst year', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RISK_BANDS), fc.constantFrom(...RISK_BANDS), (a, b) => {
        const [x, y] = [mixFor(a), mixFor(b)];
        expect(x.debt + x.equity).toBe(100);
        if (x.equity > y.equity) {
          expect(x.years.best).toBeGreaterThan(y.years.best);
          expect(x.years.worst).toBeLessThan(y.years.worst);
          expect(x.years.average).toBeGreaterThan(y.years.average);
        }
        expect(x.years.worst).toBeLessThan(0);
        expect(x.years.best).toBeGreaterThan(x.years.average);
      }),
      runs,
    );
  });
});
