import * as z from 'zod/mini';
import { formatPercent } from '../format/percent';
import { RATE_LIMITS } from '../planners/assumptions';

/**
 * The rates a user may change in a planner's Assumptions panel, as a save payload carries them
 * (optional: a payload without them means the defaults, decision 25). Percentages travel as
 * fractions (0.1 for 10%).
 */
const { returns, inflation } = RATE_LIMITS;

export const PLANNER_RATE_MESSAGES = {
  returns: `Expected returns should be between ${formatPercent(returns.min)} and ${formatPercent(returns.max)} a year`,
  inflation: `Inflation should be between ${formatPercent(inflation.min)} and ${formatPercent(inflation.max)} a year`,
  order: 'Expected returns rise with risk: debt, then asset allocation, then equity',
} as const;

const returnRate = z
  .number({ error: PLANNER_RATE_MESSAGES.returns })
  .check(
    z.minimum(returns.min, PLANNER_RATE_MESSAGES.returns),
    z.maximum(returns.max, PLANNER_RATE_MESSAGES.returns),
  );

export const ZPlannerRatesSchema = z.object({
  inflation: z
    .number({ error: PLANNER_RATE_MESSAGES.inflation })
    .check(
      z.minimum(inflation.min, PLANNER_RATE_MESSAGES.inflation),
      z.maximum(inflation.max, PLANNER_RATE_MESSAGES.inflation),
    ),
  returns: z
    .object({ conservative: returnRate, moderate: returnRate, aggressive: returnRate })
    // A riskier route never expects less than a safer one: the pages' words ("equity asks the
    // least of you each month") and the suggested routes rest on that order. The message goes
    // under the first field out of order.
    .check(
      z.refine((r) => r.moderate >= r.conservative, {
        message: PLANNER_RATE_MESSAGES.order,
        path: ['moderate'],
      }),
      z.refine((r) => r.moderate < r.conservative || r.aggressive >= r.moderate, {
        message: PLANNER_RATE_MESSAGES.order,
        path: ['aggressive'],
      }),
    ),
});
