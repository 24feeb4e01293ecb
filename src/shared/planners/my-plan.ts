import { STEP_UP_LIMITS } from './step-up';

/**
 * My plan (issue 25): every goal's monthly SIP added up and held against what the user can invest
 * each month, and what would close a gap. A goal is reduced here to how its first-year instalment
 * answers two changes: its date moved `extraYears` later, and instalments that step up by
 * `stepUp` a year (step-up.ts). Money Maps' goals and the retirement plan each build that answer
 * from their own planner (plan-goals.ts), so the figures are the planners' own.
 */

export type PlanGoal = {
  readonly goalId: string;
  /** The first year's monthly instalment, rounded up to ₹500, with the goal `extraYears` later. */
  readonly monthlyFor: (extraYears: number, stepUp: number) => number;
  /** How many years later the goal can move within its planner's limits (0 when it cannot). */
  readonly maxExtraYears: number;
};

/** The monthly SIPs of all goals together, as planned (no move, no step-up). */
function totalMonthly(goals: readonly PlanGoal[]): number {
  return goals.reduce((total, goal) => total + goal.monthlyFor(0, 0), 0);
}

/** One way to close the gap: move one goal later by the fewest whole years that does it. */
type GoalMove = {
  readonly goalId: string;
  readonly years: number;
  /** The total monthly SIP with this goal moved. */
  readonly total: number;
};

/** One way to close the gap: step every SIP up each year by the smallest whole percentage. */
type StepUpFix = {
  /** A yearly fraction (0.05 for 5%). */
  readonly stepUp: number;
  /** The total of the first year's instalments with this step-up. */
  readonly total: number;
};

export type PlanGap = {
  readonly total: number;
  readonly capacity: number;
  /** Capacity less the total: negative is a shortfall, zero or more is affordable. */
  readonly gap: number;
  readonly affordable: boolean;
  /** For each goal that can close the gap alone: the fewest years to move it. Empty when affordable. */
  readonly moves: readonly GoalMove[];
  /** The smallest step-up (in whole per cent, up to the planners' 20%) that closes it, or null. */
  readonly stepUp: StepUpFix | null;
};

/**
 * The plan against the capacity. When the total is more than the user can invest, two kinds of
 * answer: for each goal, the fewest whole years it would have to move (every other goal as
 * planned) for the total to fit; and the smallest yearly step-up, applied to every goal, that
 * brings the first year's total within the capacity. Each is searched upward from the smallest
 * change, so the first that fits is the least.
 */
export function planGap(goals: readonly PlanGoal[], capacity: number): PlanGap {
  const total = totalMonthly(goals);
  const gap = capacity - total;
  if (gap >= 0) return { total, capacity, gap, affordable: true, moves: [], stepUp: null };

  const moves: GoalMove[] = [];
  for (const goal of goals) {
    const others = total - goal.monthlyFor(0, 0);
    for (let years = 1; years <= goal.maxExtraYears; years++) {
      const moved = others + goal.monthlyFor(years, 0);
      if (moved <= capacity) {
        moves.push({ goalId: goal.goalId, years, total: moved });
        break;
      }
    }
  }
  moves.sort((a, b) => a.years - b.years || a.total - b.total);

  let stepUp: StepUpFix | null = null;
  const maxPercent = Math.round(STEP_UP_LIMITS.max * 100);
  for (let percent = 1; percent <= maxPercent; percent++) {
    const rate = percent / 100;
    const stepped = goals.reduce((sum, goal) => sum + goal.monthlyFor(0, rate), 0);
    if (stepped <= capacity) {
      stepUp = { stepUp: rate, total: stepped };
      break;
    }
  }
  return { total, capacity, gap, affordable: false, moves, stepUp };
}
