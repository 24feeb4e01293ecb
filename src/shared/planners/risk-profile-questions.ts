import { mixFor, type RiskAnswerValue, type RiskBand, type RiskQuestionKey } from './risk-profile';

/**
 * The risk profiler's words: its eight questions, in the seeds' order, each with a cautious (250),
 * a middle (625) and a bold (938) answer, and what each band means. The page, the saved-result
 * page and the printed result all read them here. Our own text.
 */
export type RiskQuestion = {
  readonly key: RiskQuestionKey;
  /** The short name of the step, shown in the stepper. */
  readonly title: string;
  /** The question itself, the radio group's legend. */
  readonly question: string;
  /** True for the two questions that measure the capacity to bear a loss. */
  readonly capacity?: boolean;
  readonly options: readonly { readonly value: RiskAnswerValue; readonly label: string }[];
};

export const RISK_QUESTIONS: readonly RiskQuestion[] = [
  {
    key: 'financialRisk',
    title: 'Taking a loss',
    question:
      'Your investments fall 15% in a few months while markets are nervous. What would you most likely do?',
    options: [
      { value: 250, label: 'Sell what is left, so that I lose no more' },
      { value: 625, label: 'Wait, and do nothing until prices recover' },
      { value: 938, label: 'Invest more while prices are low' },
    ],
  },
  {
    key: 'financialContext',
    title: 'Income and dependants',
    question: 'How steady is your income, and how many people depend on it?',
    capacity: true,
    options: [
      {
        value: 250,
        label: 'My income is uncertain, or several people depend on it',
      },
      { value: 625, label: 'My income is steady, and one or two people depend on it' },
      { value: 938, label: 'My income is steady and secure, and nobody depends on it' },
    ],
  },
  {
    key: 'financialDecision',
    title: 'Knowing about investing',
    question: 'How would you describe what you know about investing?',
    options: [
      { value: 250, label: 'Very little: I have only used savings accounts and fixed deposits' },
      { value: 625, label: 'Some: I understand mutual funds and have invested in a few' },
      { value: 938, label: 'A lot: I follow markets and choose my own funds or shares' },
    ],
  },
  {
    key: 'investmentReturn',
    title: 'What you hope for',
    question: 'Which matters most to you in an investment?',
    options: [
      { value: 250, label: 'Keeping my money safe, even if it grows slowly' },
      { value: 625, label: 'Steady growth, with some ups and downs' },
      { value: 938, label: 'The highest growth, even with large ups and downs' },
    ],
  },
  {
    key: 'investmentPerfomance',
    title: 'Watching prices move',
    question:
      'How do you feel when the value of your investments goes up and down from week to week?',
    options: [
      { value: 250, label: 'Worried: I check often and lose sleep over it' },
      { value: 625, label: 'A little uneasy, but I can live with it' },
      { value: 938, label: 'Calm: short swings do not matter to me' },
    ],
  },
  {
    key: 'investMoney',
    title: 'When you need the money',
    question: 'When will you need most of the money you are investing?',
    capacity: true,
    options: [
      { value: 250, label: 'Within 3 years' },
      { value: 625, label: 'In 3 to 7 years' },
      { value: 938, label: 'In more than 7 years' },
    ],
  },
  {
    key: 'hypotheticalInvestment',
    title: 'Choosing a portfolio',
    question:
      'Here are three portfolios and how they did: their average yearly return, their best year and their worst year. Which would you choose?',
    options: [
      { value: 250, label: 'Portfolio A' },
      { value: 625, label: 'Portfolio B' },
      { value: 938, label: 'Portfolio C' },
    ],
  },
  {
    key: 'portfolios',
    title: 'Your share of equity',
    question: 'How much of your savings would you be comfortable keeping in equity (shares)?',
    options: [
      { value: 250, label: 'Less than a third' },
      { value: 625, label: 'About half' },
      { value: 938, label: 'More than two thirds' },
    ],
  },
];

/** The seeds' message when Next or Finish is pressed with nothing chosen. */
export const RISK_SELECT_MESSAGE = 'Please Select Option';

/** What each band means, in two sentences, with its mix (the FAQ's "about 70% debt", "about 70% equity"). */
export function riskBandMeaning(band: RiskBand): string {
  const { debt, equity } = mixFor(band);
  switch (band) {
    case 'conservative':
      return `You would rather keep what you have than chase higher returns. A portfolio of about ${debt}% debt and ${equity}% equity suits you: it grows more slowly, and falls less in a bad year.`;
    case 'moderate':
      return `You accept some ups and downs for better growth. A balance of debt and equity, about ${debt}% of each, suits you.`;
    case 'aggressive':
      return `You can ride out large falls for the chance of higher growth over many years. A portfolio of about ${equity}% equity and ${debt}% debt suits you.`;
  }
}

/** The band's name as the result says it, with its article: "You are an Aggressive investor". */
export const RISK_BAND_INVESTOR: Readonly<Record<RiskBand, { article: 'a' | 'an'; name: string }>> =
  {
    conservative: { article: 'a', name: 'Conservative investor' },
    moderate: { article: 'a', name: 'Moderate investor' },
    aggressive: { article: 'an', name: 'Aggressive investor' },
  };
