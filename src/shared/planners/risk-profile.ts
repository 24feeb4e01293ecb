/**
 * The risk profiler, as spec/planner-math.md fixes it: eight questions, each answered with the
 * cautious (250), middle (625) or bold (938) option; the score is the sum divided by 100, from
 * 20.00 to 75.04; ONE banding function serves the result step, the saved-result page and the
 * reports (decision 13). Beyond the seeds, two of the questions measure the capacity to bear a
 * loss, and each band comes with a suggested debt/equity mix whose best and worst year are read
 * from question 7's table. The browser shows these figures; the server recomputes them from the
 * answers it is sent (decisions 5 and 31).
 */

/** The eight questions' keys, in the seeds' order and spelling (`investmentPerfomance` too). */
export const RISK_QUESTION_KEYS = [
  'financialRisk',
  'financialContext',
  'financialDecision',
  'investmentReturn',
  'investmentPerfomance',
  'investMoney',
  'hypotheticalInvestment',
  'portfolios',
] as const;
export type RiskQuestionKey = (typeof RISK_QUESTION_KEYS)[number];

/** The points of the cautious, middle and bold answer of every question. */
export const RISK_ANSWER_VALUES = [250, 625, 938] as const;
export type RiskAnswerValue = (typeof RISK_ANSWER_VALUES)[number];

export type RiskAnswers = Readonly<Record<RiskQuestionKey, RiskAnswerValue>>;

export const RISK_BANDS = ['conservative', 'moderate', 'aggressive'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

export const RISK_BAND_LABELS: Readonly<Record<RiskBand, string>> = {
  conservative: 'Conservative',
  moderate: 'Moderate',
  aggressive: 'Aggressive',
};

/** The score bounds: at most 40 is conservative, at most 70 moderate, above 70 aggressive. */
export const RISK_BAND_BOUNDS = { conservativeMax: 40, moderateMax: 70 } as const;

export const RISK_SCORE_RANGE = {
  min: (RISK_ANSWER_VALUES[0] * RISK_QUESTION_KEYS.length) / 100,
  max: (RISK_ANSWER_VALUES[2] * RISK_QUESTION_KEYS.length) / 100,
} as const;

/** The sum of the eight answers divided by 100: 20.00 for all cautious, 75.04 for all bold. */
export function riskScore(answers: RiskAnswers): number {
  const sum = RISK_QUESTION_KEYS.reduce((total, key) => total + answers[key], 0);
  return sum / 100;
}

/** The one banding function: ≤ 40 conservative, ≤ 70 moderate, anything above aggressive. */
export function riskBand(score: number): RiskBand {
  if (score <= RISK_BAND_BOUNDS.conservativeMax) return 'conservative';
  if (score <= RISK_BAND_BOUNDS.moderateMax) return 'moderate';
  return 'aggressive';
}

/** A band's place from cautious (0) to bold (2). */
export const bandRank = (band: RiskBand): number => RISK_BANDS.indexOf(band);

/** The band an answer stands for on its own: cautious, middle or bold. */
function bandOfAnswer(answer: RiskAnswerValue): RiskBand {
  const band = RISK_BANDS[RISK_ANSWER_VALUES.indexOf(answer)];
  if (!band) throw new Error(`Not a risk answer: ${String(answer)}`);
  return band;
}

/** The two questions about the capacity to bear a loss (income and dependants; when the money is needed). */
const CAPACITY_QUESTION_KEYS = [
  'financialContext',
  'investMoney',
] as const satisfies readonly RiskQuestionKey[];

/** The band of the more cautious of the two capacity answers. */
export function capacityBand(answers: RiskAnswers): RiskBand {
  const cautious = Math.min(...CAPACITY_QUESTION_KEYS.map((key) => answers[key]));
  return bandOfAnswer(cautious as RiskAnswerValue);
}

/** One row of question 7's table: what a portfolio returned on average, in its best and worst year. */
export type YearRange = {
  readonly average: number;
  readonly best: number;
  readonly worst: number;
};

/**
 * Question 7 (`hypotheticalInvestment`): the seeds' three portfolios, from the cautious to the
 * bold, as yearly returns (fractions).
 */
export const HYPOTHETICAL_PORTFOLIOS: readonly (YearRange & {
  readonly answer: RiskAnswerValue;
})[] = [
  { answer: 250, average: 0.09, best: 0.12, worst: -0.07 },
  { answer: 625, average: 0.12, best: 0.25, worst: -0.14 },
  { answer: 938, average: 0.15, best: 0.4, worst: -0.25 },
];

export type RiskMix = {
  readonly band: RiskBand;
  /** Shares of the portfolio, in whole per cent; they add up to 100. */
  readonly debt: number;
  readonly equity: number;
  /**
   * The year range of the mix: the row of question 7's table that stands for the same band (the
   * cautious portfolio for the conservative mix, the middle one for the moderate, the bold one for
   * the aggressive). The pages say it in these words.
   */
  readonly years: YearRange;
};

const MIX_SHARES: Readonly<Record<RiskBand, { debt: number; equity: number }>> = {
  conservative: { debt: 70, equity: 30 },
  moderate: { debt: 50, equity: 50 },
  aggressive: { debt: 30, equity: 70 },
};

/** The suggested mix of a band: 70/30, 50/50 or 30/70 debt/equity, with its year range. */
export function mixFor(band: RiskBand): RiskMix {
  const row = HYPOTHETICAL_PORTFOLIOS[bandRank(band)];
  if (!row) throw new Error(`No portfolio for ${band}`);
  const { average, best, worst } = row;
  return { band, ...MIX_SHARES[band], years: { average, best, worst } };
}

export type RiskProfile = {
  readonly score: number;
  readonly band: RiskBand;
  readonly capacityBand: RiskBand;
  /** True when the capacity to bear a loss is below the band the answers give. */
  readonly capacityIsLower: boolean;
  readonly mix: RiskMix;
  /** The mix of the capacity band, when it is lower. */
  readonly capacityMix: RiskMix | null;
};

/** The mix of the capacity band when it is below the result band (the caution note), else null. */
export function cautiousMix(band: RiskBand, capacity: RiskBand): RiskMix | null {
  return bandRank(capacity) < bandRank(band) ? mixFor(capacity) : null;
}

/** Everything the result shows, from the eight answers. */
export function profileRisk(answers: RiskAnswers): RiskProfile {
  const score = riskScore(answers);
  const band = riskBand(score);
  const capacity = capacityBand(answers);
  const capacityMix = cautiousMix(band, capacity);
  return {
    score,
    band,
    capacityBand: capacity,
    capacityIsLower: capacityMix !== null,
    mix: mixFor(band),
    capacityMix,
  };
}

/** A score as the pages show it: two decimals (20.00, 75.04). */
export const formatRiskScore = (score: number): string => score.toFixed(2);

/**
 * The band to follow, of the two a result may show (issue 25): the capacity band when it is lower
 * (a loss the user cannot bear outweighs a willingness to risk it: the capacity rule), else the
 * band of the answers. It names the planners' portfolio too (conservative, moderate, aggressive
 * are both risk bands and return profiles).
 */
export function bandToFollow(profile: Pick<RiskProfile, 'band' | 'capacityMix'>): RiskBand {
  return profile.capacityMix?.band ?? profile.band;
}
