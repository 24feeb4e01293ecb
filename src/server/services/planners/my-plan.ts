import { and, desc, eq } from 'drizzle-orm';
import { RETIREMENT_ASSUMPTIONS, ratesWith } from '../../../shared/planners/assumptions';
import {
  futureValue,
  MONEY_MAP_GOAL_LABELS,
  MONEY_MAP_LIMITS,
  MONEY_MAP_ROUTES,
  planMoneyMap,
  suggestedRoute,
  type MoneyMapGoal,
} from '../../../shared/planners/money-map';
import { planGap, type PlanGoal } from '../../../shared/planners/my-plan';
import { moneyMapPlanGoal, retirementPlanGoal } from '../../../shared/planners/plan-goals';
import { planRetirement, profileOf } from '../../../shared/planners/retirement';
import { lifeExpectancyFor, RETIREMENT_LIMITS } from '../../../shared/planners/retirement-limits';
import { bandToFollow, cautiousMix } from '../../../shared/planners/risk-profile';
import { stepUpInstalment } from '../../../shared/planners/step-up';
import { indiaYear } from '../../../shared/format/date';
import {
  MY_PLAN_MESSAGES as m,
  RETIREMENT_GOAL_ID,
  type TPlan,
  type TPlanGoal,
  type TUpdateGoalRequest,
} from '../../../shared/schemas/my-plan';
import type { Db } from '../../db/client';
import { moneyMaps, userPlans } from '../../db/schema/money-map';
import { retirementPlans } from '../../db/schema/retirement';
import { riskProfileResults } from '../../db/schema/risk-profile';
import { badRequest, notFound } from '../../errors';
import { toSavedRiskProfile } from './find-risk-profile-result';
import { saveRetirementPlan } from './save-retirement-plan';

/**
 * My plan (issue 25): the user's saved money maps and their latest retirement plan as one list of
 * goals, each figure worked out again by the planners' own functions for this calendar year
 * (docs/planner-math.md, "My plan"). A goal saved in an earlier year is carried to today as its
 * planner assumes: its cost by its inflation, a retirement's expenses and rent by theirs, the
 * money already invested by the conservative return; so its target stays where it was while the
 * years left count down.
 */

type MoneyMapRow = typeof moneyMaps.$inferSelect;
type RetirementRow = typeof retirementPlans.$inferSelect;

const isRoute = (value: string): value is (typeof MONEY_MAP_ROUTES)[number]['id'] =>
  MONEY_MAP_ROUTES.some((route) => route.id === value);
const isProfile = (value: string): value is 'conservative' | 'moderate' | 'aggressive' =>
  value === 'conservative' || value === 'moderate' || value === 'aggressive';

type Built = { goal: TPlanGoal; planGoal: PlanGoal | null };

function moneyMapGoal(row: MoneyMapRow, thisYear: number): Built {
  const goal = row.goal as MoneyMapGoal;
  const savedYear = indiaYear(row.createdAt);
  const targetYear = savedYear + row.years;
  const yearsLeft = targetYear - thisYear;
  const due = yearsLeft < 1;
  const rates = {
    inflation: row.inflation,
    returns: {
      conservative: row.debtReturn,
      moderate: row.assetAllocationReturn,
      aggressive: row.equityReturn,
    },
  };
  const portfolio =
    row.portfolio && isRoute(row.portfolio)
      ? row.portfolio
      : suggestedRoute(Math.max(1, yearsLeft)).id;
  const profile = MONEY_MAP_ROUTES.find((route) => route.id === portfolio)!.profile;
  const rate = rates.returns[profile];
  // Today's cost: the cost typed in the year of the save, grown by the goal's inflation since.
  const costToday = row.presentValue * (1 + row.inflation) ** Math.max(0, thisYear - savedYear);
  const base = {
    goalId: row.id,
    kind: 'moneyMap' as const,
    name: row.name ?? MONEY_MAP_GOAL_LABELS[goal] ?? row.goal,
    goal: row.goal,
    priority: row.priority,
    targetYear,
    yearsLeft: Math.max(0, yearsLeft),
    due,
    futureCost: futureValue(row.presentValue, goal, row.years, row.inflation),
    futureCostToday: Math.round(costToday),
    portfolio,
    rate,
    alreadySaved: row.alreadySaved,
    savedAt: row.createdAt.toISOString(),
  };
  if (due) return { goal: { ...base, monthly: 0 }, planGoal: null };
  const planGoal = moneyMapPlanGoal(
    row.id,
    { presentValue: costToday, goal, years: yearsLeft, alreadySaved: row.alreadySaved },
    rate,
    row.inflation,
  );
  return { goal: { ...base, monthly: planGoal.monthlyFor(0, 0) }, planGoal };
}

function retirementGoal(
  row: RetirementRow,
  settings: typeof userPlans.$inferSelect | undefined,
  riskBand: TPlan['riskBand'],
  thisYear: number,
): Built {
  const rates = ratesWith(row.rates ?? undefined);
  const elapsed = Math.max(0, thisYear - indiaYear(row.createdAt));
  const saved = row.inputs;
  const inputs = {
    ...saved,
    age: saved.age + elapsed,
    presentMonthlyExpenses: saved.presentMonthlyExpenses * (1 + rates.inflation) ** elapsed,
    rentalIncome: saved.rentalIncome * (1 + RETIREMENT_ASSUMPTIONS.rentGrowth) ** elapsed,
    existingInvestment: saved.existingInvestment * (1 + rates.returns.conservative) ** elapsed,
  };
  const portfolio =
    settings?.retirementPortfolio && isProfile(settings.retirementPortfolio)
      ? settings.retirementPortfolio
      : (riskBand ?? 'moderate');
  const yearsLeft = saved.retirementAge - inputs.age;
  const due = yearsLeft < 1;
  const base = {
    goalId: RETIREMENT_GOAL_ID,
    kind: 'retirement' as const,
    name: settings?.retirementName ?? 'Retirement',
    goal: 'RETIREMENT',
    priority: settings?.retirementPriority ?? null,
    targetYear: thisYear + yearsLeft,
    yearsLeft: Math.max(0, yearsLeft),
    due,
    portfolio,
    rate: rates.returns[portfolio],
    alreadySaved: Math.round(inputs.existingInvestment),
    savedAt: row.createdAt.toISOString(),
  };
  if (due) {
    return {
      goal: { ...base, futureCost: 0, futureCostToday: 0, monthly: 0 },
      planGoal: null,
    };
  }
  const options = row.options ?? {};
  const plan = planRetirement(inputs, rates, options);
  const planGoal = retirementPlanGoal(RETIREMENT_GOAL_ID, inputs, portfolio, rates, options);
  return {
    goal: {
      ...base,
      futureCost: Math.round(plan.corpusNeeded),
      futureCostToday: Math.round(plan.corpusNeeded / (1 + rates.inflation) ** yearsLeft),
      monthly: profileOf(plan, portfolio).monthly,
    },
    planGoal,
  };
}

/** The user's order: their priorities first (1 first), then by target year, then by name. */
function byPriority(a: TPlanGoal, b: TPlanGoal): number {
  const pa = a.priority ?? Number.POSITIVE_INFINITY;
  const pb = b.priority ?? Number.POSITIVE_INFINITY;
  return pa - pb || a.targetYear - b.targetYear || a.name.localeCompare(b.name);
}

async function latestRetirement(db: Db, userId: string): Promise<RetirementRow | undefined> {
  const [row] = await db
    .select()
    .from(retirementPlans)
    .where(eq(retirementPlans.userId, userId))
    .orderBy(desc(retirementPlans.createdAt))
    .limit(1);
  return row;
}

/** The band the user's latest risk profile says to follow (its capacity rule), or null. */
export async function followedRiskBand(db: Db, userId: string): Promise<TPlan['riskBand']> {
  const [row] = await db
    .select()
    .from(riskProfileResults)
    .where(eq(riskProfileResults.userId, userId))
    .orderBy(desc(riskProfileResults.createdAt), desc(riskProfileResults.id))
    .limit(1);
  if (!row) return null;
  const profile = toSavedRiskProfile(row);
  return bandToFollow({
    band: profile.band,
    capacityMix: cautiousMix(profile.band, profile.capacityBand),
  });
}

/** The whole plan as `user/getPlan` answers it, for this calendar year (in India). */
export async function readPlan(db: Db, userId: string, now = new Date()): Promise<TPlan> {
  const thisYear = indiaYear(now);
  const [maps, [settings], retirement, riskBand] = await Promise.all([
    db.select().from(moneyMaps).where(eq(moneyMaps.userId, userId)),
    db.select().from(userPlans).where(eq(userPlans.userId, userId)),
    latestRetirement(db, userId),
    followedRiskBand(db, userId),
  ]);
  const built = maps.map((row) => moneyMapGoal(row, thisYear));
  if (retirement) built.push(retirementGoal(retirement, settings, riskBand, thisYear));
  const goals = built.map((b) => b.goal).sort(byPriority);
  const active = built.flatMap((b) => (b.planGoal ? [b.planGoal] : []));
  const capacity = settings?.monthlyCapacity ?? null;
  const gap = planGap(active, capacity ?? Number.POSITIVE_INFINITY);
  return {
    monthlyCapacity: capacity,
    goals,
    total: gap.total,
    gap: capacity === null ? null : gap.gap,
    moves: capacity === null ? [] : [...gap.moves],
    stepUp: capacity === null ? null : gap.stepUp,
    riskBand,
  };
}

/** Keeps what the user can invest each month (null forgets it). */
export async function savePlanCapacity(
  db: Db,
  userId: string,
  monthlyCapacity: number | null,
): Promise<void> {
  await db
    .insert(userPlans)
    .values({ userId, monthlyCapacity })
    .onConflictDoUpdate({
      target: userPlans.userId,
      set: { monthlyCapacity, updatedAt: new Date() },
    });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored figures of a money map after its years or amount saved changed (decision 5). */
function moneyMapFigures(row: MoneyMapRow, years: number, alreadySaved: number) {
  const goal = row.goal as MoneyMapGoal;
  const plan = planMoneyMap(
    { presentValue: row.presentValue, goal, years, alreadySaved },
    {
      inflation: row.inflation,
      returns: {
        conservative: row.debtReturn,
        moderate: row.assetAllocationReturn,
        aggressive: row.equityReturn,
      },
    },
  );
  const byId = Object.fromEntries(plan.routes.map((route) => [route.id, route.monthly]));
  return {
    years,
    alreadySaved,
    futureValue: plan.futureValue,
    debtMonthly: byId.debt ?? 0,
    assetAllocationMonthly: byId.assetAllocation ?? 0,
    equityMonthly: byId.equity ?? 0,
    stepUpMonthly: plan.suggested.remaining
      ? stepUpInstalment(plan.suggested.remaining, row.stepUp, plan.suggested.rate, years)
      : 0,
    suggestedRoute: plan.suggested.id,
  };
}

/**
 * Changes one of the user's goals. Another user's goal id, or one that is not a goal, answers
 * 404 like a goal that does not exist (decision 3: nothing is learnt about others' data).
 */
export async function updateGoal(
  db: Db,
  userId: string,
  change: TUpdateGoalRequest,
  now = new Date(),
): Promise<void> {
  if (change.goalId === RETIREMENT_GOAL_ID) return updateRetirementGoal(db, userId, change, now);
  if (!UUID.test(change.goalId)) throw notFound(m.notFound);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(moneyMaps)
      .where(and(eq(moneyMaps.id, change.goalId), eq(moneyMaps.userId, userId)))
      .for('update');
    if (!row) throw notFound(m.notFound);
    if (change.portfolio !== undefined && !isRoute(change.portfolio)) {
      throw badRequest(m.portfolio);
    }
    const years = row.years + (change.moveYears ?? 0);
    const yearsLeft = indiaYear(row.createdAt) + years - indiaYear(now);
    if (change.moveYears !== undefined) {
      if (years < MONEY_MAP_LIMITS.minYears || years > MONEY_MAP_LIMITS.maxYears || yearsLeft < 1) {
        throw badRequest(m.moveOutOfRange);
      }
    }
    const refigure = change.moveYears !== undefined || change.alreadySaved !== undefined;
    await tx
      .update(moneyMaps)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.priority !== undefined ? { priority: change.priority } : {}),
        ...(change.portfolio !== undefined ? { portfolio: change.portfolio } : {}),
        ...(refigure ? moneyMapFigures(row, years, change.alreadySaved ?? row.alreadySaved) : {}),
      })
      .where(eq(moneyMaps.id, row.id));
  });
}

async function updateRetirementGoal(
  db: Db,
  userId: string,
  change: TUpdateGoalRequest,
  now: Date,
): Promise<void> {
  const latest = await latestRetirement(db, userId);
  if (!latest) throw notFound(m.notFound);
  if (change.alreadySaved !== undefined) throw badRequest(m.retirementSavedOnly);
  if (change.portfolio !== undefined && !isProfile(change.portfolio)) {
    throw badRequest(m.portfolio);
  }
  await db.transaction(async (tx) => {
    if (change.moveYears !== undefined) {
      const ageNow = latest.inputs.age + Math.max(0, indiaYear(now) - indiaYear(latest.createdAt));
      const retirementAge = latest.inputs.retirementAge + change.moveYears;
      const { min, max } = RETIREMENT_LIMITS.retirementAge;
      const lifeExpectancy =
        latest.options?.lifeExpectancy ?? lifeExpectancyFor(latest.inputs.gender);
      if (
        retirementAge < min ||
        retirementAge > max ||
        retirementAge <= ageNow ||
        retirementAge >= lifeExpectancy
      ) {
        throw badRequest(m.retirementOutOfRange);
      }
      // Retiring later is a new save of the planner (decision 14), its figures worked out anew.
      await saveRetirementPlan(tx, userId, {
        inputs: { ...latest.inputs, retirementAge },
        rates: latest.rates ?? undefined,
        options: latest.options ?? undefined,
      });
    }
    const settings = {
      ...(change.name !== undefined ? { retirementName: change.name } : {}),
      ...(change.priority !== undefined ? { retirementPriority: change.priority } : {}),
      ...(change.portfolio !== undefined ? { retirementPortfolio: change.portfolio } : {}),
    };
    if (Object.keys(settings).length > 0) {
      await tx
        .insert(userPlans)
        .values({ userId, ...settings })
        .onConflictDoUpdate({ target: userPlans.userId, set: { ...settings, updatedAt: now } });
    }
  });
}

/** Removes a goal: its saved money map, or every save of the retirement plan. 404 as above. */
export async function removeGoal(db: Db, userId: string, goalId: string): Promise<void> {
  if (goalId === RETIREMENT_GOAL_ID) {
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(retirementPlans)
        .where(eq(retirementPlans.userId, userId))
        .returning({ id: retirementPlans.id });
      if (removed.length === 0) throw notFound(m.notFound);
      await tx
        .update(userPlans)
        .set({ retirementName: null, retirementPriority: null, retirementPortfolio: null })
        .where(eq(userPlans.userId, userId));
    });
    return;
  }
  if (!UUID.test(goalId)) throw notFound(m.notFound);
  const removed = await db
    .delete(moneyMaps)
    .where(and(eq(moneyMaps.id, goalId), eq(moneyMaps.userId, userId)))
    .returning({ id: moneyMaps.id });
  if (removed.length === 0) throw notFound(m.notFound);
}
