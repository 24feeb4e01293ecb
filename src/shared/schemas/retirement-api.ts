import * as z from 'zod/mini';
import { GENDERS } from '../planners/retirement-limits';
import { ZPlannerRatesSchema } from './planner-rates';
import { RETIREMENT_OPTION_MESSAGES, ZRetirementOptionsSchema } from './retirement-options';
import { ZRetirementInputsSchema } from './retirement';

/**
 * The retirement planner's calls (seeds section 7): the save payload and both answers. Apart from
 * the form schemas (retirement.ts) so that the page's first load does not build them.
 */

const ZOwnIdSchema = z.optional(z.string().check(z.maxLength(200)));

/**
 * POST /api/user/saveRetirement: the seeds' payload, with the rates and the options (issue 25)
 * when the user changed them. A plan must last some years: life expectancy after retirement.
 */
export const ZSaveRetirementRequestSchema = z
  .object({
    uid: ZOwnIdSchema,
    userId: ZOwnIdSchema,
    inputs: ZRetirementInputsSchema,
    rates: z.optional(ZPlannerRatesSchema),
    options: z.optional(ZRetirementOptionsSchema),
  })
  .check(
    z.refine(
      ({ inputs, options }) =>
        options?.lifeExpectancy === undefined || options.lifeExpectancy > inputs.retirementAge,
      { message: RETIREMENT_OPTION_MESSAGES.afterRetirement, path: ['options', 'lifeExpectancy'] },
    ),
  );

/** What the server computed and stored from the inputs (never a figure the browser sent). */
const ZRetirementFiguresSchema = z.object({
  corpusNeeded: z.number(),
  shortage: z.number(),
  covered: z.boolean(),
  monthly: z.object({ conservative: z.number(), moderate: z.number(), aggressive: z.number() }),
});
export type TRetirementFigures = z.infer<typeof ZRetirementFiguresSchema>;

export const ZSaveRetirementResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  result: z.object({ figures: ZRetirementFiguresSchema, createdAt: z.string() }),
});
export type TSaveRetirementResponse = z.infer<typeof ZSaveRetirementResponseSchema>;

/** POST /api/user/getRetirementPlanner: the seeds send `uid`. */
export const ZGetRetirementPlannerRequestSchema = z.object({ uid: ZOwnIdSchema });

/** The latest save: its inputs refill the form, its rates the Assumptions panel. */
export const ZGetRetirementPlannerResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  result: z.object({
    inputs: z.object({
      age: z.number(),
      retirementAge: z.number(),
      gender: z.enum(GENDERS),
      existingInvestment: z.number(),
      rentalIncome: z.number(),
      retiralBenefits: z.number(),
      pensionIncome: z.number(),
      presentMonthlyExpenses: z.number(),
      newMonthlyInvestment: z.optional(z.number()),
    }),
    rates: z.nullable(ZPlannerRatesSchema),
    /** The options the user changed; null when they kept the seeds' figures. */
    options: z.nullable(ZRetirementOptionsSchema),
    figures: ZRetirementFiguresSchema,
    createdAt: z.string(),
  }),
});
export type TGetRetirementPlannerResponse = z.infer<typeof ZGetRetirementPlannerResponseSchema>;
