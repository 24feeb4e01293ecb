import { asc, eq } from 'drizzle-orm';
import { plannerWords } from '../../../../shared/config/paths';
import { retirementPlans } from '../../../db/schema/retirement';
import type { PersonalDataEntry } from '../types';

/** Every save of the retirement planner: the inputs, rates and options, and the figures worked out. */
export const retirementEntry: PersonalDataEntry = {
  name: 'retirementPlans',
  description: `Each time you saved the ${plannerWords('retirementPlanner')}: your ages, gender, savings, income and expenses as you entered them, the rates and the options (life expectancy, return and spending in retirement) you chose, and the figures worked out from them.`,
  tables: ['retirement_plans'],

  async export(tx, { userId }) {
    if (!userId) return []; // an address without an account
    const rows = await tx
      .select()
      .from(retirementPlans)
      .where(eq(retirementPlans.userId, userId))
      .orderBy(asc(retirementPlans.createdAt));
    return rows.map((row) => ({
      inputs: row.inputs,
      rates: row.rates,
      options: row.options,
      figures: {
        corpusNeeded: row.corpusNeeded,
        shortage: row.shortage,
        covered: row.covered,
        monthly: {
          conservative: row.monthlyConservative,
          moderate: row.monthlyModerate,
          aggressive: row.monthlyAggressive,
        },
      },
      createdAt: row.createdAt,
    }));
  },

  async erase(tx, { userId }) {
    if (!userId) return;
    await tx.delete(retirementPlans).where(eq(retirementPlans.userId, userId));
  },
};
