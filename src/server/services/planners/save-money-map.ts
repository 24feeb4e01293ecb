import { planMoneyMap } from '../../../shared/planners/money-map';
import { stepUpInstalment } from '../../../shared/planners/step-up';
import type { TSavedMoneyMap, TSaveMoneyMapRequest } from '../../../shared/schemas/save-money-map';
import type { Db } from '../../db/client';
import { moneyMaps } from '../../db/schema/money-map';

type MoneyMapRow = typeof moneyMaps.$inferSelect;

/** A stored row as the API and the data download show it. */
export function savedMoneyMapOf(row: MoneyMapRow): TSavedMoneyMap {
  return {
    id: row.id,
    presentValue: row.presentValue,
    goal: row.goal,
    years: row.years,
    rates: {
      inflation: row.inflation,
      returns: {
        conservative: row.debtReturn,
        moderate: row.assetAllocationReturn,
        aggressive: row.equityReturn,
      },
    },
    stepUp: row.stepUp,
    futureValue: row.futureValue,
    monthly: {
      debt: row.debtMonthly,
      assetAllocation: row.assetAllocationMonthly,
      equity: row.equityMonthly,
    },
    suggestedRoute: row.suggestedRoute,
    stepUpMonthly: row.stepUpMonthly,
    alreadySaved: row.alreadySaved,
    name: row.name,
    priority: row.priority,
    portfolio: row.portfolio,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Keeps a new row for the user's money map (decision 14), with every figure recomputed from the
 * inputs and rates (decision 5): whatever figures the payload carried are not read.
 */
export async function saveMoneyMap(
  { db }: { db: Db },
  userId: string,
  input: TSaveMoneyMapRequest,
): Promise<TSavedMoneyMap> {
  const plan = planMoneyMap(
    {
      presentValue: input.presentValue,
      goal: input.goal,
      years: input.years,
      alreadySaved: input.alreadySaved ?? 0,
    },
    input.rates,
  );
  const stepUp = input.stepUp ?? 0;
  const byId = Object.fromEntries(plan.routes.map((r) => [r.id, r.monthly]));
  const [row] = await db
    .insert(moneyMaps)
    .values({
      userId,
      presentValue: input.presentValue,
      goal: input.goal,
      years: input.years,
      inflation: plan.rates.inflation,
      debtReturn: plan.rates.returns.conservative,
      assetAllocationReturn: plan.rates.returns.moderate,
      equityReturn: plan.rates.returns.aggressive,
      stepUp,
      futureValue: plan.futureValue,
      debtMonthly: byId.debt ?? 0,
      assetAllocationMonthly: byId.assetAllocation ?? 0,
      equityMonthly: byId.equity ?? 0,
      stepUpMonthly: plan.suggested.covered
        ? 0
        : stepUpInstalment(plan.suggested.remaining, stepUp, plan.suggested.rate, input.years),
      suggestedRoute: plan.suggested.id,
      alreadySaved: input.alreadySaved ?? 0,
    })
    .returning();
  if (!row) throw new Error('The money map was not saved');
  return savedMoneyMapOf(row);
}
