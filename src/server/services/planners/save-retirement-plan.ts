import { desc, eq } from 'drizzle-orm';
import { ratesWith, type PlannerRates } from '../../../shared/planners/assumptions';
import { planRetirement, profileOf } from '../../../shared/planners/retirement';
import type { TRetirementInputs } from '../../../shared/schemas/retirement';
import type { TRetirementFigures } from '../../../shared/schemas/retirement-api';
import { changedOptions } from '../../../shared/planners/retirement-limits';
import type { TRetirementOptions } from '../../../shared/schemas/retirement-options';
import type { Db } from '../../db/client';
import { retirementPlans } from '../../db/schema/retirement';
import { notFound } from '../../errors';

/** The figures the server stores with a save: computed here from the inputs (decision 5). */
function retirementFigures(
  inputs: TRetirementInputs,
  rates: PlannerRates | undefined,
  options: TRetirementOptions | null,
): TRetirementFigures {
  const plan = planRetirement(inputs, ratesWith(rates), options ?? {});
  return {
    corpusNeeded: plan.corpusNeeded,
    shortage: plan.shortage,
    covered: plan.covered,
    monthly: {
      conservative: profileOf(plan, 'conservative').monthly,
      moderate: profileOf(plan, 'moderate').monthly,
      aggressive: profileOf(plan, 'aggressive').monthly,
    },
  };
}

type RetirementRow = typeof retirementPlans.$inferSelect;

function figuresOf(row: RetirementRow): TRetirementFigures {
  return {
    corpusNeeded: row.corpusNeeded,
    shortage: row.shortage,
    covered: row.covered,
    monthly: {
      conservative: row.monthlyConservative,
      moderate: row.monthlyModerate,
      aggressive: row.monthlyAggressive,
    },
  };
}

/** Keeps one more save of the user's planner (decision 14: every save is a row). */
export async function saveRetirementPlan(
  db: Db,
  userId: string,
  input: {
    inputs: TRetirementInputs;
    rates?: PlannerRates | undefined;
    options?: TRetirementOptions | undefined;
  },
): Promise<{ figures: TRetirementFigures; createdAt: string }> {
  const options = changedOptions(input.options);
  const figures = retirementFigures(input.inputs, input.rates, options);
  const [row] = await db
    .insert(retirementPlans)
    .values({
      userId,
      inputs: input.inputs,
      rates: input.rates ?? null,
      options,
      corpusNeeded: figures.corpusNeeded,
      shortage: figures.shortage,
      covered: figures.covered,
      monthlyConservative: figures.monthly.conservative,
      monthlyModerate: figures.monthly.moderate,
      monthlyAggressive: figures.monthly.aggressive,
    })
    .returning({ createdAt: retirementPlans.createdAt });
  return { figures, createdAt: (row?.createdAt ?? new Date()).toISOString() };
}

const NO_RETIREMENT_PLAN = 'No saved retirement plan yet';

/** The user's latest save, or 404 NOT_FOUND when there is none. */
export async function findLatestRetirementPlan(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(retirementPlans)
    .where(eq(retirementPlans.userId, userId))
    .orderBy(desc(retirementPlans.createdAt))
    .limit(1);
  if (!row) throw notFound(NO_RETIREMENT_PLAN);
  return {
    inputs: row.inputs,
    rates: row.rates,
    options: row.options,
    figures: figuresOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}
