import * as z from 'zod/mini';
import { formatPercent } from '../format/percent';
import { STEP_UP_LIMITS } from '../planners/step-up';
import { rupeesInWords } from '../format/rupees';
import { MONEY_MAP_LIMITS } from '../planners/money-map-goals';
import { AMOUNT_MESSAGES, inPaise } from './amount';
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

const ALREADY_SAVED_MESSAGE = `Already saved should be from ₹0 to ₹${rupeesInWords(MONEY_MAP_LIMITS.maxPresentValue)}`;

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
  /** Beyond the seeds (issue 25): rupees already put aside for this goal (none means 0). */
  alreadySaved: z.optional(
    z
      .number({ error: AMOUNT_MESSAGES.notAnAmount })
      .check(
        z.minimum(0, ALREADY_SAVED_MESSAGE),
        z.maximum(MONEY_MAP_LIMITS.maxPresentValue, ALREADY_SAVED_MESSAGE),
        inPaise('Already saved'),
      ),
  ),
});
export type TSaveMoneyMapRequest = z.infer<typeof ZSaveMoneyMapRequestSchema>;

const ZRatesSchema = z.object({
  inflation: z.number(),
  returns: z.object({ conservative: z.number(), moderate: z.number(), aggressive: z.number() }),
});

/** A saved money map as the calls answer it: the inputs, the rates and the server's figures. */
const ZSavedMoneyMapSchema = z.object({
  id: z.string(),
  presentValue: z.number(),
  goal: z.string(),
  years: z.number(),
  rates: ZRatesSchema,
  stepUp: z.number(),
  futureValue: z.number(),
  monthly: z.object({ debt: z.number(), assetAllocation: z.number(), equity: z.number() }),
  suggestedRoute: z.string(),
  stepUpMonthly: z.number(),
  /** Issue 25: already saved for it, and My plan's name, place and portfolio (null: defaults). */
  alreadySaved: z.number(),
  name: z.nullable(z.string()),
  priority: z.nullable(z.number()),
  portfolio: z.nullable(z.string()),
  createdAt: z.string(),
});
export type TSavedMoneyMap = z.infer<typeof ZSavedMoneyMapSchema>;

/** `POST user/saveMoneyMap`'s answer: the map as stored. */
export const ZSaveMoneyMapResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  moneyMap: ZSavedMoneyMapSchema,
});
export type TSaveMoneyMapResponse = z.infer<typeof ZSaveMoneyMapResponseSchema>;

/** How many saved money maps `/profile` lists, latest first. */
export const MONEY_MAP_LIST_LIMIT = 100;

/** `POST user/getMoneyMaps` (beyond the seeds): `uid` is optional and must be the caller's. */
export const ZGetMoneyMapsRequestSchema = z.object({ uid: z.optional(z.string()) });

/** `POST user/getMoneyMaps`' answer: the caller's saved money maps, latest first. */
export const ZGetMoneyMapsResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  moneyMaps: z.array(ZSavedMoneyMapSchema),
});
export type TGetMoneyMapsResponse = z.infer<typeof ZGetMoneyMapsResponseSchema>;

/**
 * `POST user/deleteMoneyMap` (beyond the seeds): one of the caller's saved maps, by its id
 * (`moneyMapId`: `id` in a user call names the user, decision 3).
 */
export const ZDeleteMoneyMapRequestSchema = z.object({
  moneyMapId: z.string().check(z.maxLength(100)),
  uid: z.optional(z.string()),
});

export const MONEY_MAP_MESSAGES = {
  list: 'Your saved goals, latest first',
  deleted: 'The money map is deleted',
  notFound: 'That money map is not among yours',
} as const;
