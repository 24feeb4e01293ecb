import {
  RISK_QUESTIONS,
  type RiskQuestion,
} from '../../../../../shared/planners/risk-profile-questions';
import {
  RISK_QUESTION_KEYS,
  type RiskAnswers,
  type RiskAnswerValue,
  type RiskQuestionKey,
} from '../../../../../shared/planners/risk-profile';

/** The answers given so far. */
export type PartialRiskAnswers = Partial<Record<RiskQuestionKey, RiskAnswerValue>>;

/** Steps 0 to 7 are the questions; step 8 (their count) is the result. */
export const RESULT_STEP = RISK_QUESTIONS.length;

export type StepView =
  | { kind: 'question'; question: RiskQuestion; last: boolean }
  | { kind: 'result' }
  | { kind: 'unknown' };

/** What a step shows: a question, the result, or 'Unknown step' for any other number. */
export function stepView(step: number): StepView {
  if (step === RESULT_STEP) return { kind: 'result' };
  const question = Number.isInteger(step) ? RISK_QUESTIONS[step] : undefined;
  if (!question) return { kind: 'unknown' };
  return { kind: 'question', question, last: step === RESULT_STEP - 1 };
}

/** All eight answers, or null while one is missing. */
export function completeAnswers(answers: PartialRiskAnswers): RiskAnswers | null {
  return RISK_QUESTION_KEYS.every((key) => answers[key] !== undefined)
    ? (answers as RiskAnswers)
    : null;
}
