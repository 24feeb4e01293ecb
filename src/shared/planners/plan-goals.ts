import type { PlannerRates, ReturnProfile } from './assumptions';
import { futureValue, MONEY_MAP_LIMITS, routeFigures, type MoneyMapInput } from './money-map';
import type { PlanGoal } from './my-plan';
import {
  planRetirement,
  profileOf,
  type RetirementInputs,
  type RetirementOptions,
} from './retirement';
import { lifeExpectancyFor, RETIREMENT_LIMITS } from './retirement-limits';
import { stepUpInstalment } from './step-up';

/**
 * The planners' goals in My plan's terms (my-plan.ts): each answers what its first-year SIP would
 * be with its date moved and its instalments stepped up, by running its own planner again. With
 * no move and no step-up, the answer is the planner's own figure, to the rupee.
 */

/**
 * A saved Money Maps goal at the return it is planned with (its route's, or the one the user
 * chose). Moving it later raises its cost by the years of inflation added and gives the SIP, and
 * what is already saved, longer to grow.
 */
export function moneyMapPlanGoal(
  goalId: string,
  input: MoneyMapInput,
  rate: number,
  inflation: number,
): PlanGoal {
  return {
    goalId,
    maxExtraYears: Math.max(0, MONEY_MAP_LIMITS.maxYears - input.years),
    monthlyFor(extraYears, stepUp) {
      const years = input.years + extraYears;
      const target = futureValue(input.presentValue, input.goal, years, inflation);
      const route = routeFigures(target, rate, years, input.alreadySaved);
      if (stepUp === 0 || route.covered) return route.monthly;
      return stepUpInstalment(route.remaining, stepUp, rate, years);
    },
  };
}

/**
 * The retirement plan at the profile chosen for it. Moving it later is retiring later: more
 * working years to save, fewer years in retirement to pay for.
 */
export function retirementPlanGoal(
  goalId: string,
  input: RetirementInputs,
  profile: ReturnProfile,
  rates?: PlannerRates,
  options: RetirementOptions = {},
): PlanGoal {
  const lifeExpectancy = options.lifeExpectancy ?? lifeExpectancyFor(input.gender);
  const latest = Math.min(RETIREMENT_LIMITS.retirementAge.max, lifeExpectancy - 1);
  return {
    goalId,
    maxExtraYears: Math.max(0, latest - input.retirementAge),
    monthlyFor(extraYears, stepUp) {
      const plan = planRetirement(
        { ...input, retirementAge: input.retirementAge + extraYears },
        rates,
        options,
      );
      const chosen = profileOf(plan, profile);
      if (stepUp === 0 || plan.covered) return chosen.monthly;
      return stepUpInstalment(plan.shortage, stepUp, chosen.rate, plan.workingYears);
    },
  };
}
