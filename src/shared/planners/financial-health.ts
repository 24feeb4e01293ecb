/**
 * The Financial Check-up, as spec/planner-math.md fixes it: nineteen questions in four steps, the
 * answers under the seeds' keys and codes (spelt as the seeds spell them: `finnacialDependency` is
 * the API's contract), a score that is the sum of the eleven points answers (1 to 19), one banding
 * function for every place a band is shown (decision 13), four sub-scores that add up to the score,
 * and one plain suggestion for each answer below its maximum.
 *
 * The browser (live result) and the server (which recomputes what it stores, decision 5) both use
 * this module, so the score a user sees and the one kept for them cannot differ.
 */

import { paths } from '../config/paths';

/** The lettered answers: kept, shown back, but worth no points. */
export const LETTERED_ANSWERS = {
  age: ['a', 'b', 'c', 'd'],
  maritalStatus: ['a', 'b', 'c', 'd'],
  work: ['a', 'b', 'c', 'd', 'e'],
  income: ['a', 'b', 'c', 'd'],
  finnacialDependency: ['a', 'b'],
  loan: ['a', 'b', 'c', 'd', 'e', 'f'],
  financialPriority: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
  retire: ['a', 'b', 'c', 'd'],
} as const;

/** The points answers and the values each may take (the seeds' ranges). */
export const POINTS_ANSWERS = {
  percentSavingPoints: [1, 2, 3, 4],
  percentAsidePoints: [0, 1],
  investmentPoints: [0, 1],
  taxLiabilityPoints: [0, 1],
  investmentConfidentPoints: [0, 1, 2, 3],
  spentEMIPoint: [0, 1, 2, 3],
  lifeInsurancePoint: [0, 1],
  medicalInsurancePoint: [0, 1],
  financialGoalsPoint: [0, 1],
  manageMoneyPoint: [0, 1, 2],
  financialAdvisorPoint: [0, 1],
} as const;

export type LetteredKey = keyof typeof LETTERED_ANSWERS;
export type PointsKey = keyof typeof POINTS_ANSWERS;
export type AnswerKey = LetteredKey | PointsKey;

export type FinancialHealthAnswers = {
  [K in LetteredKey]: (typeof LETTERED_ANSWERS)[K][number];
} & { [K in PointsKey]: (typeof POINTS_ANSWERS)[K][number] };

/** A form on its way: any answer may still be missing. */
export type PartialAnswers = Partial<FinancialHealthAnswers>;

type StepId = 'aboutYou' | 'savings' | 'liabilities' | 'goals';

export type FinancialHealthStep = {
  readonly id: StepId;
  readonly label: string;
  /** In the order they are asked, which is the order their messages are reported in. */
  readonly questions: readonly AnswerKey[];
};

/**
 * The four question steps. The page numbers them 1 to 4: step 0 is the start picture, and the
 * result comes after step 4 (its number is the number of steps, 5, as in the seeds).
 */
export const FINANCIAL_HEALTH_STEPS: readonly FinancialHealthStep[] = [
  {
    id: 'aboutYou',
    label: 'About you',
    questions: ['age', 'maritalStatus', 'work', 'income', 'finnacialDependency'],
  },
  {
    id: 'savings',
    label: 'Savings & Investments',
    questions: [
      'percentSavingPoints',
      'percentAsidePoints',
      'investmentPoints',
      'taxLiabilityPoints',
      'investmentConfidentPoints',
    ],
  },
  {
    id: 'liabilities',
    label: 'Liabilities and Protections',
    questions: ['spentEMIPoint', 'loan', 'lifeInsurancePoint', 'medicalInsurancePoint'],
  },
  {
    id: 'goals',
    label: 'Financial Goals',
    questions: [
      'financialGoalsPoint',
      'financialPriority',
      'manageMoneyPoint',
      'retire',
      'financialAdvisorPoint',
    ],
  },
];

/** The seeds' five steps: the start (0) and the four question steps; the result is step 5. */
const FINANCIAL_HEALTH_STEP_COUNT = FINANCIAL_HEALTH_STEPS.length + 1;
/** The result step: its number is the number of steps (seeds section 4), counting step 0. */
export const RESULT_STEP = FINANCIAL_HEALTH_STEP_COUNT;

/** Every question, in the order the steps ask them. */
export const ANSWER_KEYS: readonly AnswerKey[] = FINANCIAL_HEALTH_STEPS.flatMap((s) => s.questions);

export const POINTS_KEYS = Object.keys(POINTS_ANSWERS) as PointsKey[];

export function maxPoints(key: PointsKey): number {
  return Math.max(...POINTS_ANSWERS[key]);
}

function minPoints(key: PointsKey): number {
  return Math.min(...POINTS_ANSWERS[key]);
}

/** The sum of the points answers: 1 (the least one can save is 1) to 19. */
export function finalScore(answers: FinancialHealthAnswers): number {
  return POINTS_KEYS.reduce((sum, key) => sum + answers[key], 0);
}

export const MIN_SCORE = POINTS_KEYS.reduce((sum, key) => sum + minPoints(key), 0);
export const MAX_SCORE = POINTS_KEYS.reduce((sum, key) => sum + maxPoints(key), 0);

// ---------------------------------------------------------------------------------------------
// Bands

export type HealthBandId = 'conservative' | 'moderate' | 'aggressive';

export type HealthBand = {
  readonly id: HealthBandId;
  /** The seeds' name, after their result pictures. */
  readonly name: string;
  /** What the band means, in friendlier words. */
  readonly friendly: string;
  /** The lowest score in the band. */
  readonly min: number;
  /** The highest score in the band. */
  readonly max: number;
  /** One sentence for the result. */
  readonly summary: string;
};

/** 0–10, 11–15, 16 and above; in rising order. */
export const HEALTH_BANDS: readonly HealthBand[] = [
  {
    id: 'conservative',
    name: 'Conservative',
    friendly: 'Needs attention',
    min: 0,
    max: 10,
    summary:
      'Your money has a few gaps that are worth closing soon. The steps below are the ones that protect you most.',
  },
  {
    id: 'moderate',
    name: 'Moderate',
    friendly: 'On the right track',
    min: 11,
    max: 15,
    summary:
      'You have good habits in place. A few changes would make your plan sturdier against surprises.',
  },
  {
    id: 'aggressive',
    name: 'Aggressive',
    friendly: 'In good shape',
    min: 16,
    max: MAX_SCORE,
    summary: 'Your finances are in good order. Keep reviewing them once a year as life changes.',
  },
];

/** The band of a score: the one function every result, saved page and report uses. */
export function healthBand(score: number): HealthBand {
  const band = HEALTH_BANDS.find((b) => score <= b.max) ?? HEALTH_BANDS.at(-1);
  if (!band) throw new Error('HEALTH_BANDS is empty');
  return band;
}

// ---------------------------------------------------------------------------------------------
// Sub-scores

type SubScoreId = 'save' | 'borrow' | 'protect' | 'plan';

export type SubScoreArea = {
  readonly id: SubScoreId;
  readonly label: string;
  readonly keys: readonly PointsKey[];
  readonly max: number;
};

function area(id: SubScoreId, label: string, keys: readonly PointsKey[]): SubScoreArea {
  return { id, label, keys, max: keys.reduce((sum, key) => sum + maxPoints(key), 0) };
}

/** In the order the suggestions come: what protects first. */
export const SUB_SCORE_AREAS: readonly SubScoreArea[] = [
  area('protect', 'Protect', ['lifeInsurancePoint', 'medicalInsurancePoint']),
  area('borrow', 'Borrow', ['spentEMIPoint']),
  area('save', 'Save', ['percentSavingPoints', 'percentAsidePoints', 'investmentPoints']),
  area('plan', 'Plan', [
    'taxLiabilityPoints',
    'investmentConfidentPoints',
    'financialGoalsPoint',
    'manageMoneyPoint',
    'financialAdvisorPoint',
  ]),
];

export type SubScores = Record<SubScoreId, number>;

/** Save, Borrow, Protect and Plan: they add up to the final score. */
export function subScores(answers: FinancialHealthAnswers): SubScores {
  const result = { save: 0, borrow: 0, protect: 0, plan: 0 };
  for (const a of SUB_SCORE_AREAS) {
    result[a.id] = a.keys.reduce((sum, key) => sum + answers[key], 0);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Suggestions

/** The numbers the suggestions name, in one place. */
const SUGGESTION_FIGURES = {
  lifeCoverTimesIncome: 10,
  healthCoverLakh: 10,
  emiCeilingPercent: 30,
  emergencyMonths: '3–6',
  equityYears: 7,
  section80cLakh: 1.5,
  budgetMonths: 3,
} as const;

const f = SUGGESTION_FIGURES;

/** The saving shares of percentSavingPoints' answers, lowest first: 1 is under 10%. */
const SAVING_STEPS = [10, 20, 30] as const;

/** The sentence for an answer below its maximum; `points` is the answer, `answers` all of them. */
const SUGGESTION_TEXT: Record<
  PointsKey,
  (points: number, answers: FinancialHealthAnswers) => string
> = {
  lifeInsurancePoint: (_points, answers) =>
    answers.finnacialDependency === 'b'
      ? `Nobody depends on you for money today, so life cover can wait: once someone does (a partner, a child, a parent), take a term cover of at least ${f.lifeCoverTimesIncome} times your yearly income.`
      : `Take a term life cover of at least ${f.lifeCoverTimesIncome} times your yearly income, so that the people who rely on you could carry on without it.`,
  medicalInsurancePoint: () =>
    `Buy health insurance for yourself and your family, with cover of at least ₹${f.healthCoverLakh} lakh, separate from any cover your employer gives.`,
  spentEMIPoint: (points) =>
    points === 0
      ? `Bring your EMIs under ${f.emiCeilingPercent}% of your income: pay off the loan with the highest interest first and take no new loan until then.`
      : points === 1
        ? `Your EMIs are close to ${f.emiCeilingPercent}% of your income: aim for 20% or less by prepaying the costliest loan when you can.`
        : 'Keep your EMIs near 10% of your income, so that most of what you earn is free to save: avoid new loans for things that lose value.',
  percentSavingPoints: (points) =>
    `Save at least ${SAVING_STEPS[points - 1] ?? SAVING_STEPS[2]}% of your income each month: a SIP that leaves your account the day your salary arrives makes it automatic.`,
  percentAsidePoints: () =>
    `Build an emergency fund of ${f.emergencyMonths} months of expenses in a savings account or a liquid fund before you invest for anything else.`,
  investmentPoints: () =>
    `For goals more than ${f.equityYears} years away, start a monthly SIP in a diversified equity mutual fund: over long periods equity has grown faster than prices.`,
  taxLiabilityPoints: () =>
    `Work out your income tax at the start of the financial year, not in March, and choose your regime and tax-saving investments (up to ₹${f.section80cLakh} lakh under section 80C in the old regime) with that figure in hand.`,
  investmentConfidentPoints: (points) =>
    points === 0
      ? 'Find out what you own: list each investment with what it is for and how it has done, and ask about anything you cannot explain in two sentences.'
      : 'Spend 30 minutes a month reading about your own investments (a fund’s factsheet, say) until you can explain each one in two sentences.',
  financialGoalsPoint: () =>
    `Write down each goal with its cost in rupees and the year you need it: ${paths.moneyMap.title} turns each one into a monthly SIP.`,
  manageMoneyPoint: (points) =>
    points === 0
      ? `Track every expense for ${f.budgetMonths} months, then set a monthly budget that pays the essentials and your savings first.`
      : `Make a monthly budget from ${f.budgetMonths} months of your real spending, so that your income covers living costs with room to spare.`,
  financialAdvisorPoint: () =>
    'Review your plan at least once a year with a SEBI-registered adviser or an AMFI-registered mutual fund distributor.',
};

export type Suggestion = {
  readonly key: PointsKey;
  readonly area: SubScoreId;
  /** How many points the answer is below its maximum (at least 1). */
  readonly short: number;
  readonly text: string;
};

/**
 * One suggestion for each points answer below its maximum, ordered Protect, Borrow, Save, Plan,
 * then by how far short the answer is (the largest gap first), then in the order asked.
 */
export function suggestions(answers: FinancialHealthAnswers): Suggestion[] {
  return SUB_SCORE_AREAS.flatMap((a) =>
    a.keys
      .map((key) => ({
        key,
        area: a.id,
        short: maxPoints(key) - answers[key],
        text: SUGGESTION_TEXT[key](answers[key], answers),
      }))
      .filter((s) => s.short > 0)
      .sort((x, y) => y.short - x.short),
  );
}

export type FinancialHealthResult = {
  readonly finalScore: number;
  readonly band: HealthBand;
  readonly subScores: SubScores;
  readonly suggestions: readonly Suggestion[];
};

/** Everything the result step shows, from complete answers. */
export function checkUp(answers: FinancialHealthAnswers): FinancialHealthResult {
  const score = finalScore(answers);
  return {
    finalScore: score,
    band: healthBand(score),
    subScores: subScores(answers),
    suggestions: suggestions(answers),
  };
}

/** The first question of a step that has no answer yet, or null when the step is complete. */
export function firstUnanswered(
  step: FinancialHealthStep,
  answers: PartialAnswers,
): AnswerKey | null {
  return step.questions.find((key) => answers[key] === undefined) ?? null;
}

/** Whether every question has an answer. */
export function isComplete(answers: PartialAnswers): answers is FinancialHealthAnswers {
  return ANSWER_KEYS.every((key) => answers[key] !== undefined);
}
