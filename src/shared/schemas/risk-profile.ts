import * as z from 'zod/mini';
import { RISK_SELECT_MESSAGE } from '../planners/risk-profile-questions';
import {
  RISK_ANSWER_VALUES,
  RISK_BANDS,
  RISK_QUESTION_KEYS,
  type RiskAnswers,
  type RiskQuestionKey,
} from '../planners/risk-profile';

/**
 * The risk profiler's answers, checked the same way by the page and by the server's save route:
 * each one of 250, 625 or 938, and the seeds' 'Please Select Option' for one that is missing or is
 * anything else. In zod/mini, as the public pages need (docs/decisions/008).
 */
const answer = z.literal(RISK_ANSWER_VALUES, { error: RISK_SELECT_MESSAGE });

const answerShape = Object.fromEntries(RISK_QUESTION_KEYS.map((key) => [key, answer])) as Record<
  RiskQuestionKey,
  typeof answer
>;

export const ZRiskAnswersSchema = z.object(answerShape);

/**
 * `user/saveRiskProfileResult`: the eight answers under the seeds' keys, beside the seeds' `uid`
 * and `resultScore`. The server computes the score from the answers and ignores the one sent
 * (decision 31); `uid`, when sent, must be the caller's (decision 3).
 */
export const ZSaveRiskProfileRequestSchema = z.object({
  uid: z.optional(z.string()),
  resultScore: z.optional(z.number()),
  ...answerShape,
});
export type TSaveRiskProfileRequest = z.infer<typeof ZSaveRiskProfileRequestSchema>;

/** `user/fetchRiskProfileResult`: the seeds send `id`, the user's uid (optional; must be the caller's). */
export const ZFetchRiskProfileRequestSchema = z.object({ id: z.optional(z.string()) });

/** A saved risk profile as both calls answer it: the seeds' `resultScore` and `createdAt`, and more. */
const ZSavedRiskProfileSchema = z.object({
  /** Computed by the server from the answers: the sum over 100. */
  resultScore: z.number(),
  band: z.enum(RISK_BANDS),
  /** The band of the more cautious capacity answer (planner-math.md). */
  capacityBand: z.enum(RISK_BANDS),
  answers: ZRiskAnswersSchema,
  /** ISO 8601. */
  createdAt: z.string(),
});

export const ZRiskProfileResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  result: ZSavedRiskProfileSchema,
});
export type TRiskProfileResponse = z.infer<typeof ZRiskProfileResponseSchema>;

/** The first missing answer, in question order, or null when all eight are there. */
export function firstUnanswered(input: Partial<Record<RiskQuestionKey, unknown>>): {
  key: RiskQuestionKey;
  message: string;
} | null {
  const result = ZRiskAnswersSchema.safeParse(input);
  if (result.success) return null;
  for (const key of RISK_QUESTION_KEYS) {
    const issue = result.error.issues.find((i) => i.path[0] === key);
    if (issue) return { key, message: issue.message };
  }
  return { key: RISK_QUESTION_KEYS[0], message: RISK_SELECT_MESSAGE };
}

/** Just the eight answers of a checked payload. */
export function answersOf(input: RiskAnswers): RiskAnswers {
  return Object.fromEntries(RISK_QUESTION_KEYS.map((key) => [key, input[key]])) as RiskAnswers;
}
