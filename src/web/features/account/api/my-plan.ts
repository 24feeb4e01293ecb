import type {
  TPlan,
  TUpdateGoalRequest,
  ZPlanResponseSchema,
} from '../../../../shared/schemas/my-plan';
import type * as z from 'zod/mini';
import { apiPost } from '../../../lib/api-client';

type PlanAnswer = z.infer<typeof ZPlanResponseSchema>;

/** The signed-in user's plan: every goal, the total, and what closes a gap. */
export async function getPlan(): Promise<TPlan> {
  const answer = await apiPost<PlanAnswer>('user/getPlan', {});
  return answer.plan;
}

/** Keeps what the user can invest each month (null forgets it); answers with the plan anew. */
export const savePlanCapacity = (monthlyCapacity: number | null) =>
  apiPost<PlanAnswer>('user/savePlanCapacity', { monthlyCapacity });

/** Changes one goal (name, priority, portfolio, already saved, move); answers with the plan anew. */
export const updateGoal = (change: TUpdateGoalRequest) =>
  apiPost<PlanAnswer>('user/updateGoal', change);

/** Removes one goal: its saved money map, or the retirement plan. */
export const removeGoal = (goalId: string) =>
  apiPost<{ success: true; msg: string }>('user/removeGoal', { goalId });

export const myPlanKey = (uid: string) => ['my-plan', uid] as const;
