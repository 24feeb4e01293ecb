import { asc, eq } from 'drizzle-orm';
import { plannerWords } from '../../../../shared/config/paths';
import { moneyMaps } from '../../../db/schema/money-map';
import { savedMoneyMapOf } from '../../planners/save-money-map';
import type { PersonalDataEntry } from '../types';

/** Every money map the person saved, oldest first, with the rates and figures of each. */
export const moneyMapsEntry: PersonalDataEntry = {
  name: 'moneyMaps',
  description: `The ${plannerWords('moneyMap')} you calculated while signed in: what each goal costs today, the goal, the years, the rates assumed, the step-up, what you had already saved for it, the name, place and portfolio you gave it in My plan, and the figures worked out from them, with the date of each.`,
  tables: ['money_maps'],

  async export(tx, { userId }) {
    if (!userId) return []; // an address without an account
    const rows = await tx
      .select()
      .from(moneyMaps)
      .where(eq(moneyMaps.userId, userId))
      .orderBy(asc(moneyMaps.createdAt));
    return rows.map(savedMoneyMapOf);
  },

  async erase(tx, { userId }) {
    if (!userId) return;
    await tx.delete(moneyMaps).where(eq(moneyMaps.userId, userId));
  },
};
