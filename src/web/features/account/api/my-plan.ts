import type {
  TPlan,
  TUpdateGoalRequest,
  ZPlanResponseSchema,
} from '../../../../shared/schemas/my-plan';
import type * as z from 'zod/mini';
import { paths } from '../../../../shared/config/paths';
import type { TSavedMoneyMap } from '../../../../shared/schemas/save-money-map';
import { apiPost } from '../../../lib/api-client';
import { readSessionOnce } from '../../../lib/session';
import { getMoneyMaps } from './money-maps';

type PlanAnswer = z.infer<typeof ZPlanResponseSchema>;

/** The signed-in user's plan: every goal, the total, and what closes a gap. */
async function getPlan(): Promise<TPlan> {
  const answer = await apiPost<PlanAnswer>('user/getPlan', {});
  return answer.plan;
}

let earlyPlan: Promise<TPlan> | undefined;
let earlyMaps: Promise<readonly TSavedMoneyMap[]> | undefined;
/** How many times the page has read each: an early ask that lost the race to it asks nothing. */
let planReads = 0;
let mapsReads = 0;

/**
 * Asks for the plan and the saved maps as soon as the session names who is signed in, while the
 * page is still being taken over, rather than after it has drawn: the page's first read of the
 * plan then takes this answer (readPlan). Only on the page's own address: the module also loads
 * when another page readies the link (preload on intent), and an answer kept from then would be
 * stale by the time the user opens My plan after saving a goal.
 */
export async function askForPlanEarly(): Promise<void> {
  if (window.location.pathname !== paths.myPlan.path) return;
  const readsBefore = { plan: planReads, maps: mapsReads };
  const session = await readSessionOnce();
  if (session.status !== 'signed-in') return;
  // The page may have drawn and read while the session was being read: an answer asked for now
  // would wait for its next read (after a goal changed) and show the plan as it was before.
  if (planReads === readsBefore.plan) {
    earlyPlan = getPlan();
    // Its failure is the page's to show, when the page takes it.
    earlyPlan.catch(() => undefined);
  }
  if (mapsReads === readsBefore.maps) {
    earlyMaps = getMoneyMaps();
    earlyMaps.catch(() => undefined);
  }
}

/** The plan: the early answer the first time, if there is one, and a new read every other time. */
export function readPlan(): Promise<TPlan> {
  planReads += 1;
  const early = earlyPlan;
  earlyPlan = undefined;
  return early ?? getPlan();
}

/** The saved money maps, as readPlan takes the plan. */
export function readPlanMaps(): Promise<readonly TSavedMoneyMap[]> {
  mapsReads += 1;
  const early = earlyMaps;
  earlyMaps = undefined;
  return early ?? getMoneyMaps();
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
