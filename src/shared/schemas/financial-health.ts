import * as z from 'zod/mini';
import {
  FINANCIAL_HEALTH_STEPS,
  LETTERED_ANSWERS,
  POINTS_ANSWERS,
  RESULT_STEP,
  type AnswerKey,
  type FinancialHealthAnswers,
  type FinancialHealthStep,
  type PartialAnswers,
} from '../planners/financial-health';

/**
 * The Financial Check-up's answers, checked the same way by each step of the form and by the
 * server's save. A missing or unknown answer gets the seeds' message for its question (spelling
 * mended, decision 21); the questions are checked in the order they are asked, so the first issue
 * is the message to show.
 */
export const FINANCIAL_HEALTH_MESSAGES: { readonly [K in AnswerKey]: string } = {
  age: 'Age is not selected',
  maritalStatus: 'Marital Status is not selected',
  work: 'About work is not selected',
  income: 'Annual Income is not selected',
  finnacialDependency: 'Financial dependency not selected',
  percentSavingPoints: 'Income Saving not selected',
  percentAsidePoints: 'Savings for financial emergency not selected',
  investmentPoints: 'Investment in Stock not selected',
  taxLiabilityPoints: 'Tax liability not selected',
  investmentConfidentPoints: 'Investment Confident not selected',
  spentEMIPoint: 'Spent on EMI not selected',
  loan: 'Loan option not selected',
  lifeInsurancePoint: 'Life Insurance is not selected',
  medicalInsurancePoint: 'Medical Insurance is not selected',
  financialGoalsPoint: 'Financial Goal not selected',
  financialPriority: 'Financial Goal priority not selected',
  manageMoneyPoint: 'Manage Money for living not selected',
  retire: 'Retire Option not selected',
  financialAdvisorPoint: 'Financial Advisor option not selected',
};

function answerSchema(key: AnswerKey) {
  const error = FINANCIAL_HEALTH_MESSAGES[key];
  if (Object.hasOwn(LETTERED_ANSWERS, key)) {
    return z.enum(LETTERED_ANSWERS[key as keyof typeof LETTERED_ANSWERS], { error });
  }
  return z.literal(POINTS_ANSWERS[key as keyof typeof POINTS_ANSWERS], { error });
}

function shapeOf(keys: readonly AnswerKey[]) {
  return Object.fromEntries(keys.map((key) => [key, answerSchema(key)])) as Record<
    AnswerKey,
    ReturnType<typeof answerSchema>
  >;
}

/** One schema per question step, in the steps' order. */
const ZFinancialHealthStepSchemas = FINANCIAL_HEALTH_STEPS.map((step) =>
  z.object(shapeOf(step.questions)),
);

const allQuestions = FINANCIAL_HEALTH_STEPS.flatMap((step) => step.questions);

/**
 * The check-up's whole state as the seeds keep it: every answer under its key, and the step the
 * form was on (`activeStep`, 0 to 5). Unknown keys are dropped.
 */
export const ZFinancialHealthInputsSchema = z.object({
  ...(shapeOf(allQuestions) as unknown as {
    [K in AnswerKey]: z.ZodMiniType<FinancialHealthAnswers[K]>;
  }),
  activeStep: z.optional(
    z
      .int({ error: 'The step should be a whole number' })
      .check(
        z.minimum(0, 'The step should be 0 or more'),
        z.maximum(RESULT_STEP, `The step should be ${RESULT_STEP} or less`),
      ),
  ),
});
export type TFinancialHealthInputs = z.infer<typeof ZFinancialHealthInputsSchema>;

const noInputs = 'Please answer the check-up before saving it';
const ZId = z.optional(z.string().check(z.maxLength(200)));

/**
 * `POST user/saveFinancialHealthCheckup`: the seeds' payload. `finalScore` is accepted and ignored
 * (the server computes the score from the answers, decision 5); `userId` must be the caller's own.
 */
export const ZSaveFinancialHealthRequestSchema = z.object({
  inputs: z.object(ZFinancialHealthInputsSchema.shape, { error: noInputs }),
  finalScore: z.optional(z.unknown()),
  userId: ZId,
  uid: ZId,
});

/** `POST user/getFinancialHealthCheckup` and `getFinancialHealthHistory`: `uid` is optional. */
export const ZGetFinancialHealthRequestSchema = z.object({ uid: ZId, userId: ZId, id: ZId });

/** A saved check-up's answers as they go back to the form: the seeds' keys and `activeStep`. */
const ZSavedInputsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** `POST user/saveFinancialHealthCheckup`'s answer. */
export const ZSaveFinancialHealthResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  result: z.object({ finalScore: z.number(), createdAt: z.string() }),
});

/** `POST user/getFinancialHealthCheckup`'s answer: the latest check-up (404 when none). */
export const ZFinancialHealthCheckupResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  result: z.object({ finalScore: z.number(), createdAt: z.string(), inputs: ZSavedInputsSchema }),
});

/** One past check-up: its score, the four sub-scores, its band, its date and its answers. */
const ZCheckUpHistoryItemSchema = z.object({
  finalScore: z.number(),
  subScores: z.object({
    save: z.number(),
    borrow: z.number(),
    protect: z.number(),
    plan: z.number(),
  }),
  band: z.string(),
  createdAt: z.string(),
  inputs: ZSavedInputsSchema,
});
export type TCheckUpHistoryItem = z.infer<typeof ZCheckUpHistoryItemSchema>;

/**
 * `POST user/getFinancialHealthHistory`'s answer: the last check-ups, newest first, with their
 * answers, so that one call gives a result page its latest check-up and its trend (an empty list
 * when there is none, never a 404).
 */
export const ZFinancialHealthHistoryResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  history: z.array(ZCheckUpHistoryItemSchema),
});
export type TFinancialHealthHistoryResponse = z.infer<typeof ZFinancialHealthHistoryResponseSchema>;

export type StepError = { field: AnswerKey; message: string };

/** The first unanswered (or wrongly answered) question of a step, or null when it is complete. */
export function firstStepError(
  step: FinancialHealthStep,
  answers: PartialAnswers,
): StepError | null {
  const index = FINANCIAL_HEALTH_STEPS.indexOf(step);
  const schema = ZFinancialHealthStepSchemas[index];
  if (!schema) throw new Error(`Unknown step ${step.id}`);
  const result = schema.safeParse(answers);
  if (result.success) return null;
  for (const field of step.questions) {
    if (result.error.issues.some((issue) => issue.path[0] === field)) {
      return { field, message: FINANCIAL_HEALTH_MESSAGES[field] };
    }
  }
  const first = step.questions[0] as AnswerKey;
  return { field: first, message: FINANCIAL_HEALTH_MESSAGES[first] };
}

/** The first problem of a whole check-up, in the order the questions are asked, or null. */
export function firstCheckUpError(answers: unknown): StepError | null {
  const result = ZFinancialHealthInputsSchema.safeParse(answers);
  if (result.success) return null;
  for (const field of allQuestions) {
    if (result.error.issues.some((issue) => issue.path[0] === field)) {
      return { field, message: FINANCIAL_HEALTH_MESSAGES[field] };
    }
  }
  return null;
}

/** The answers of a saved or sent check-up, without `activeStep`. */
export function answersOf(inputs: TFinancialHealthInputs): FinancialHealthAnswers {
  const { activeStep: _activeStep, ...answers } = inputs;
  return answers as FinancialHealthAnswers;
}
