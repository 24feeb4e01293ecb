import type { AnswerKey, FinancialHealthAnswers } from './financial-health';

/**
 * The words of the Financial Check-up: each question, a short name for summaries, and its
 * answers with the seeds' codes (letters) or points. The seeds give what each answer means; the
 * wording is ours. The page, the saved-result page and the printout all read it here.
 */
type QuestionOption<K extends AnswerKey> = {
  readonly value: FinancialHealthAnswers[K];
  readonly label: string;
};

export type Question<K extends AnswerKey = AnswerKey> = {
  readonly key: K;
  readonly text: string;
  /** A short name for the answers summary ("Age", "EMIs"). */
  readonly short: string;
  /** A line under the question, when it needs one. */
  readonly hint?: string;
  readonly options: readonly QuestionOption<K>[];
};

const yesNo = [
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
] as const;

export const FINANCIAL_HEALTH_QUESTIONS: { readonly [K in AnswerKey]: Question<K> } = {
  age: {
    key: 'age',
    text: 'How old are you?',
    short: 'Age',
    options: [
      { value: 'a', label: '18 to 24' },
      { value: 'b', label: '25 to 35' },
      { value: 'c', label: '36 to 49' },
      { value: 'd', label: '50 or above' },
    ],
  },
  maritalStatus: {
    key: 'maritalStatus',
    text: 'What is your marital status?',
    short: 'Marital status',
    options: [
      { value: 'a', label: 'Single' },
      { value: 'b', label: 'Married or in a domestic partnership' },
      { value: 'c', label: 'Separated or divorced' },
      { value: 'd', label: 'Widowed' },
    ],
  },
  work: {
    key: 'work',
    text: 'Which best describes your work?',
    short: 'Work',
    options: [
      { value: 'a', label: 'Salaried' },
      { value: 'b', label: 'Not working at present' },
      { value: 'c', label: 'Other (business, self-employed, freelance)' },
      { value: 'd', label: 'Semi-retired' },
      { value: 'e', label: 'Retired' },
    ],
  },
  income: {
    key: 'income',
    text: 'What is your yearly income?',
    short: 'Yearly income',
    options: [
      { value: 'a', label: '₹1 lakh to ₹5 lakh' },
      { value: 'b', label: '₹5 lakh to ₹15 lakh' },
      { value: 'c', label: '₹15 lakh to ₹30 lakh' },
      { value: 'd', label: 'More than ₹30 lakh' },
    ],
  },
  finnacialDependency: {
    key: 'finnacialDependency',
    text: 'Does anyone depend on you for money (children, parents, a partner)?',
    short: 'Dependants',
    options: [
      { value: 'a', label: 'Yes' },
      { value: 'b', label: 'No' },
    ],
  },
  percentSavingPoints: {
    key: 'percentSavingPoints',
    text: 'How much of your income do you save each month?',
    short: 'Monthly saving',
    options: [
      { value: 1, label: 'Less than 10%' },
      { value: 2, label: '10% to 20%' },
      { value: 3, label: '21% to 30%' },
      { value: 4, label: 'More than 30%' },
    ],
  },
  percentAsidePoints: {
    key: 'percentAsidePoints',
    text: 'Have you set aside 3 to 6 months of expenses for an emergency?',
    short: 'Emergency fund',
    options: yesNo,
  },
  investmentPoints: {
    key: 'investmentPoints',
    text: 'Do you invest in shares or equity mutual funds?',
    short: 'Equity investing',
    options: yesNo,
  },
  taxLiabilityPoints: {
    key: 'taxLiabilityPoints',
    text: 'Do you know how much tax you will owe this year, and plan for it early?',
    short: 'Tax planning',
    options: yesNo,
  },
  investmentConfidentPoints: {
    key: 'investmentConfidentPoints',
    text: 'How confident are you about the investments you have chosen?',
    short: 'Confidence',
    options: [
      { value: 3, label: 'Very confident' },
      { value: 2, label: 'Somewhat confident' },
      { value: 1, label: 'Not so confident' },
      { value: 0, label: 'Not sure' },
    ],
  },
  spentEMIPoint: {
    key: 'spentEMIPoint',
    text: 'How much of your monthly income goes to loan EMIs?',
    short: 'EMIs',
    options: [
      { value: 3, label: '0% to 10%' },
      { value: 2, label: '11% to 20%' },
      { value: 1, label: '21% to 30%' },
      { value: 0, label: 'More than 30%' },
    ],
  },
  loan: {
    key: 'loan',
    text: 'Which loans do you have now?',
    short: 'Loans',
    options: [
      { value: 'a', label: 'A home loan' },
      { value: 'b', label: 'A car loan' },
      { value: 'c', label: 'A personal loan' },
      { value: 'd', label: 'An education loan' },
      { value: 'e', label: 'No loans' },
      { value: 'f', label: 'More than one loan' },
    ],
  },
  lifeInsurancePoint: {
    key: 'lifeInsurancePoint',
    text: 'Is your life insured for at least 10 times your yearly income?',
    short: 'Life cover',
    options: yesNo,
  },
  medicalInsurancePoint: {
    key: 'medicalInsurancePoint',
    text: 'Do you have health insurance for yourself and your family?',
    short: 'Health insurance',
    options: yesNo,
  },
  financialGoalsPoint: {
    key: 'financialGoalsPoint',
    text: 'Have you written down your money goals, each with an amount and a date?',
    short: 'Goals set',
    options: yesNo,
  },
  financialPriority: {
    key: 'financialPriority',
    text: 'Which goal matters most to you now?',
    short: 'Top goal',
    options: [
      { value: 'a', label: 'A child’s education' },
      { value: 'b', label: 'A child’s wedding' },
      { value: 'c', label: 'A holiday' },
      { value: 'd', label: 'Retirement' },
      { value: 'e', label: 'A home' },
      { value: 'f', label: 'A car' },
      { value: 'g', label: 'My own education' },
    ],
  },
  manageMoneyPoint: {
    key: 'manageMoneyPoint',
    text: 'How well does your income cover your living costs?',
    short: 'Living costs',
    options: [
      { value: 2, label: 'Easily, with money left each month' },
      { value: 1, label: 'Just about' },
      { value: 0, label: 'Not always: I sometimes borrow or use savings' },
    ],
  },
  retire: {
    key: 'retire',
    text: 'How many years until you plan to retire?',
    short: 'Years to retirement',
    options: [
      { value: 'a', label: 'Less than 2 years' },
      { value: 'b', label: '2 to 10 years' },
      { value: 'c', label: '11 to 25 years' },
      { value: 'd', label: 'More than 25 years' },
    ],
  },
  financialAdvisorPoint: {
    key: 'financialAdvisorPoint',
    text: 'Do you talk to a financial adviser or distributor about your money?',
    short: 'Adviser',
    options: yesNo,
  },
};

/** The words of an answer ("25 to 35"), or '' for none. */
export function answerLabel<K extends AnswerKey>(
  key: K,
  value: FinancialHealthAnswers[K] | undefined,
): string {
  const question = FINANCIAL_HEALTH_QUESTIONS[key] as Question<K>;
  return question.options.find((o) => o.value === value)?.label ?? '';
}
