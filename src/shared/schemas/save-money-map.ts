import * as z from 'zod/mini';
import { formatPercent } from '../format/percent';
import { STEP_UP_LIMITS } from '../planners/step-up';
import { ZMoneyMapInputSchema } from './money-map';
import { ZPlannerRatesSchema } from './planner-rates';

/**
 * `POST user/saveMoneyMap`: the seeds' payload (uid, presentValue, goal, years) plus, beyond the
 * seeds, the rates of the Assumptions panel (decision 25: none means the goal's defaults) and the
 * yearly step-up. The server checks it with the form's own schema, so the first problem is named
 * in the seeds' words, and recomputes every figure it stores from it (decision 5). Kept apart from
 * money-map.ts so that the page's first load does not carry it.
 */
export const SAVE_MONEY_MAP_MESSAGES = {
  stepUp: `Step-up should be between ${formatPercent(STEP_UP_LIMITS.min)} and ${formatPercent(STEP_UP_LIMITS.max)} a year`,
  saved: 'Your money map is saved',
} as const;

export const ZStepUpSchema = z
  .number({ error: SAVE_MONEY_MAP_MESSAGES.stepUp })
  .check(
    z.minimum(STEP_UP_LIMITS.min, SAVE_MONEY_MAP_MESSAGES.stepUp),
    z.maximum(STEP_UP_LIMITS.max, SAVE_MONEY_MAP_MESSAGES.stepUp),
  );

export const ZSaveMoneyMapRequestSchema = z.object({
  ...ZMoneyMapInputSchema.shape,
  uid: z.optional(z.string()),
  rates: z.optional(ZPlannerRatesSchema),
  stepUp: z.optional(ZStepUpSchema),
});
export type TSaveMoneyMapRequest = z.infer<typeof ZSaveMoneyMapRequestSchema>;
