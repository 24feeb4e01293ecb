import * as z from 'zod/mini';
import { formatPercent } from '../format/percent';
import { RATE_LIMITS } from '../planners/assumptions';
import { RETIREMENT_OPTION_LIMITS } from '../planners/retirement-limits';

/**
 * The retirement planner's options beyond the seeds (issue 25) as a save carries them: each one
 * absent means the seeds' figure (docs/planner-math.md, "Options beyond the seeds"). Shares and
 * returns travel as fractions (0.8 for 80%).
 */
const { lifeExpectancy, spendingShare } = RETIREMENT_OPTION_LIMITS;
const { returns } = RATE_LIMITS;

export const RETIREMENT_OPTION_MESSAGES = {
  lifeExpectancy: `Life expectancy should be a whole number of years from ${lifeExpectancy.min} to ${lifeExpectancy.max}`,
  afterRetirement: 'Life expectancy should be later than the retirement age',
  retirementReturn: `The return during retirement should be between ${formatPercent(returns.min)} and ${formatPercent(returns.max)} a year`,
  spendingShare: `Spending in retirement should be between ${formatPercent(spendingShare.min)} and ${formatPercent(spendingShare.max)} of today's`,
} as const;

const m = RETIREMENT_OPTION_MESSAGES;

export const ZRetirementOptionsSchema = z.object({
  lifeExpectancy: z.optional(
    z
      .number({ error: m.lifeExpectancy })
      .check(
        z.int({ error: m.lifeExpectancy }),
        z.minimum(lifeExpectancy.min, m.lifeExpectancy),
        z.maximum(lifeExpectancy.max, m.lifeExpectancy),
      ),
  ),
  retirementReturn: z.optional(
    z
      .number({ error: m.retirementReturn })
      .check(
        z.minimum(returns.min, m.retirementReturn),
        z.maximum(returns.max, m.retirementReturn),
      ),
  ),
  spendingShare: z.optional(
    z
      .number({ error: m.spendingShare })
      .check(
        z.minimum(spendingShare.min, m.spendingShare),
        z.maximum(spendingShare.max, m.spendingShare),
      ),
  ),
});
export type TRetirementOptions = z.infer<typeof ZRetirementOptionsSchema>;

export type RetirementOptionField = keyof TRetirementOptions;

/**
 * The first problem with the options for a plan retiring at `retirementAge`, or null: each in its
 * range, and life expectancy after retirement (else retirement would last no years). The page
 * shows it under the field; the save refuses the same in the same words.
 */
export function retirementOptionsProblem(
  options: TRetirementOptions,
  retirementAge: number,
): { field: RetirementOptionField; message: string } | null {
  const parsed = ZRetirementOptionsSchema.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { field: issue.path[0] as RetirementOptionField, message: issue.message };
  }
  if (options.lifeExpectancy !== undefined && options.lifeExpectancy <= retirementAge) {
    return { field: 'lifeExpectancy', message: m.afterRetirement };
  }
  return null;
}
