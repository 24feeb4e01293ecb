import * as z from 'zod/mini';
import { paths } from '../config/paths';
import { formatRupees, rupeesInWords } from '../format/rupees';
import { MONEY_MAP_LIMITS } from '../planners/money-map-goals';
import { RETIREMENT_LIMITS } from '../planners/retirement-limits';
import { AMOUNT_MESSAGES, inPaise } from './amount';

/**
 * My plan's calls (issue 25, `user/*`, decision 3: they act for the signed-in user only): the plan
 * as a whole and the changes a user makes to its goals. A goal is a saved money map (its `goalId`
 * is the map's id) or the retirement plan (`goalId` 'retirement'). Every figure in an answer is
 * the server's, worked out by the planners' own functions (docs/planner-math.md, "My plan").
 */

/** The retirement plan's goal id: there is one retirement goal per user. */
export const RETIREMENT_GOAL_ID = 'retirement';
const GOAL_NAME_MAX_LENGTH = 60;
/** The most goals a plan orders (a priority is 1 to this). */
const MAX_GOAL_PRIORITY = 100;
/** The most years one change moves a goal, either way. */
const MAX_GOAL_MOVE_YEARS = 10;

export const MY_PLAN_MESSAGES = {
  plan: 'Your plan',
  riskBand: 'The risk band your saved profile says to follow',
  capacitySaved: 'Saved what you can invest each month',
  capacity: `What you can invest each month should be from ₹0 to ${formatRupees(RETIREMENT_LIMITS.maxMonthly)}`,
  goalSaved: 'Goal updated',
  goalRemoved: 'Goal removed from your plan',
  goalId: 'Please choose one of your goals',
  notFound: 'That goal is not among yours',
  name: `A goal's name can be 1 to ${GOAL_NAME_MAX_LENGTH} characters`,
  priority: `A priority should be a whole number from 1 to ${MAX_GOAL_PRIORITY}`,
  move: `A goal can move 1 to ${MAX_GOAL_MOVE_YEARS} years at a time, earlier or later`,
  moveOutOfRange: `That would put the goal outside 1 to ${MONEY_MAP_LIMITS.maxYears} years from now`,
  retirementOutOfRange: `That would make the retirement age fall outside ${RETIREMENT_LIMITS.retirementAge.min} to ${RETIREMENT_LIMITS.retirementAge.max}, not after your age, or not before the age the plan lasts to`,
  alreadySaved: `Already saved should be from ₹0 to ₹${rupeesInWords(MONEY_MAP_LIMITS.maxPresentValue)}`,
  portfolio: 'Please choose a portfolio',
  nothingToChange: 'Please say what to change',
  retirementSavedOnly: `Already saved for retirement is the existing investment of the ${paths.retirementPlanner.title}: change it there`,
} as const;

const m = MY_PLAN_MESSAGES;

const goalId = z
  .string({ error: m.goalId })
  .check(z.minLength(1, m.goalId), z.maxLength(100, m.goalId));

/** `POST user/getPlan`: the caller's plan; `uid` is optional and must be the caller's. */
export const ZGetPlanRequestSchema = z.object({ uid: z.optional(z.string()) });

/** `POST user/savePlanCapacity`: what the user can invest each month (null forgets it). */
export const ZSavePlanCapacityRequestSchema = z.object({
  uid: z.optional(z.string()),
  monthlyCapacity: z.nullable(
    z
      .number({ error: AMOUNT_MESSAGES.notAnAmount })
      .check(
        z.minimum(0, m.capacity),
        z.maximum(RETIREMENT_LIMITS.maxMonthly, m.capacity),
        inPaise('What you can invest'),
      ),
  ),
});

/** Money Maps' routes and the retirement planner's profiles: what a goal can be funded at. */
const PLAN_PORTFOLIOS = [
  'debt',
  'assetAllocation',
  'equity',
  'conservative',
  'moderate',
  'aggressive',
] as const;

/**
 * `POST user/updateGoal`: rename, reorder, move, fund differently or say what is already saved;
 * any of them at once, at least one.
 */
export const ZUpdateGoalRequestSchema = z
  .object({
    uid: z.optional(z.string()),
    goalId,
    name: z.optional(
      z
        .string({ error: m.name })
        .check(z.trim(), z.minLength(1, m.name), z.maxLength(GOAL_NAME_MAX_LENGTH, m.name)),
    ),
    priority: z.optional(
      z.nullable(
        z
          .number({ error: m.priority })
          .check(
            z.int({ error: m.priority }),
            z.minimum(1, m.priority),
            z.maximum(MAX_GOAL_PRIORITY, m.priority),
          ),
      ),
    ),
    moveYears: z.optional(
      z.number({ error: m.move }).check(
        z.int({ error: m.move }),
        z.minimum(-MAX_GOAL_MOVE_YEARS, m.move),
        z.maximum(MAX_GOAL_MOVE_YEARS, m.move),
        z.refine((years) => years !== 0, m.move),
      ),
    ),
    alreadySaved: z.optional(
      z
        .number({ error: AMOUNT_MESSAGES.notAnAmount })
        .check(
          z.minimum(0, m.alreadySaved),
          z.maximum(MONEY_MAP_LIMITS.maxPresentValue, m.alreadySaved),
          inPaise('Already saved'),
        ),
    ),
    portfolio: z.optional(z.enum(PLAN_PORTFOLIOS, { error: m.portfolio })),
  })
  .check(
    z.refine(
      (body) =>
        body.name !== undefined ||
        body.priority !== undefined ||
        body.moveYears !== undefined ||
        body.alreadySaved !== undefined ||
        body.portfolio !== undefined,
      m.nothingToChange,
    ),
  );
export type TUpdateGoalRequest = z.infer<typeof ZUpdateGoalRequestSchema>;

/** `POST user/removeGoal`: a saved money map is deleted; the retirement goal's saves too. */
export const ZRemoveGoalRequestSchema = z.object({ uid: z.optional(z.string()), goalId });

const ZPlanGoalSchema = z.object({
  goalId: z.string(),
  kind: z.enum(['moneyMap', 'retirement']),
  /** The user's name for it, else the goal's label. */
  name: z.string(),
  /** The Money Maps goal ('EDUCATION'…) or 'RETIREMENT'. */
  goal: z.string(),
  priority: z.nullable(z.number()),
  targetYear: z.number(),
  /** Whole years from this calendar year to the target's: it counts down as years pass. */
  yearsLeft: z.number(),
  /** The target year has come: the goal asks no more SIP (it is shown as due). */
  due: z.boolean(),
  /** What the goal costs in its year (retirement: what it needs on the day one retires). */
  futureCost: z.number(),
  /** The same in today's rupees. */
  futureCostToday: z.number(),
  /** The monthly SIP at the portfolio chosen for it (rounded up to ₹500). */
  monthly: z.number(),
  portfolio: z.enum(PLAN_PORTFOLIOS),
  /** The portfolio's yearly return, as a fraction. */
  rate: z.number(),
  alreadySaved: z.number(),
  /** The year of the last save: the inputs are as they were then. */
  savedAt: z.string(),
});
export type TPlanGoal = z.infer<typeof ZPlanGoalSchema>;

const ZRiskBandSchema = z.nullable(z.enum(['conservative', 'moderate', 'aggressive']));

const ZPlanSchema = z.object({
  monthlyCapacity: z.nullable(z.number()),
  goals: z.array(ZPlanGoalSchema),
  total: z.number(),
  /** Capacity less the total; null while the capacity is not given. */
  gap: z.nullable(z.number()),
  moves: z.array(z.object({ goalId: z.string(), years: z.number(), total: z.number() })),
  stepUp: z.nullable(z.object({ stepUp: z.number(), total: z.number() })),
  /** The band of the user's latest risk profile to follow (its capacity rule), or null. */
  riskBand: ZRiskBandSchema,
});
export type TPlan = z.infer<typeof ZPlanSchema>;

export const ZPlanResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  plan: ZPlanSchema,
});

/**
 * `POST user/getRiskBand`: only the band the planners follow (the plan's `riskBand`), without
 * building the plan: what Money Maps and the retirement planner ask on every visit.
 */
export const ZRiskBandResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  riskBand: ZRiskBandSchema,
});
export type TRiskBandResponse = z.infer<typeof ZRiskBandResponseSchema>;
