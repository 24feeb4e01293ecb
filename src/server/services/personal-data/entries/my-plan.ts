import { eq } from 'drizzle-orm';
import { userPlans } from '../../../db/schema/money-map';
import { paths } from '../../../../shared/config/paths';
import type { PersonalDataEntry } from '../types';

/** My plan's settings: what the person can invest each month, and their retirement goal's name. */
export const myPlanEntry: PersonalDataEntry = {
  name: 'myPlan',
  description: `My plan: what you said you can invest each month across your goals, and the name, place and portfolio you gave your retirement goal. Your other goals are your saved ${paths.moneyMap.title}, with the names, places, portfolios and amounts already saved you gave them there.`,
  tables: ['user_plans'],

  async export(tx, { userId }) {
    if (!userId) return [];
    const rows = await tx.select().from(userPlans).where(eq(userPlans.userId, userId));
    return rows.map(({ userId: _userId, ...row }) => ({
      ...row,
      updatedAt: row.updatedAt.toISOString(),
    }));
  },

  async erase(tx, { userId }) {
    if (!userId) return;
    await tx.delete(userPlans).where(eq(userPlans.userId, userId));
  },
};
